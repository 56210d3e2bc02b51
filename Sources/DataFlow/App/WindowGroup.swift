/// A scene that shows a window of `content`: SwiftUI's `WindowGroup`. On a phone it fills the
/// screen; on a desktop the user may open several windows of it. Headless, the host shows one.
public struct WindowGroup<Content: View>: _PrimitiveScene {
    let title: String?
    let id: String?
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = nil
        self.content = content()
    }

    /// A window group identified by `id` (used to open a window of it by identifier).
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = id
        self.content = content()
    }

    /// A window group titled `title`, which the system shows on the window.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.title = title.resolved
        self.id = nil
        self.content = content()
    }

    /// A window group titled `title`, identified by `id`.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.resolved
        self.id = id
        self.content = content()
    }

    /// A window group titled with a string that is not localized.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = nil
        self.content = content()
    }
}

extension WindowGroup: WindowListingScene {
    var windows: [SceneWindow] {
        [SceneWindow(title: title, id: id, content: content)]
    }
}
