/// How a navigation title is shown: SwiftUI's `ToolbarTitleDisplayMode`. Drawing only: headless,
/// the title is the screen's `navigationTitle` whatever the mode.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic")
    public static let inline = Self(name: "inline")
    public static let inlineLarge = Self(name: "inlineLarge")
    public static let large = Self(name: "large")
}

extension View {
    /// How the navigation title is shown: SwiftUI's `toolbarTitleDisplayMode(_:)` (drawing only).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modified(ModifierEffect())
    }
}
