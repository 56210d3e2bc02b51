/// Rows on a screen of their own, pushed from the picker's row: SwiftUI's
/// `NavigationLinkPickerStyle` (`.pickerStyle(.navigationLink)`), shown as `pickerStyle=navigationLink`.
/// Headless, the rows stay in the tree and are picked as any picker's are (`host.pick(_:in:)`).
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var name: String { "navigationLink" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
