/// How a navigation bar shows its title: SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// The title of the screen this view is on: SwiftUI's `navigationTitle(_:)`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        attributed("navigationTitle", titleKey.resolved)
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        attributed("navigationTitle", String(title))
    }

    public func navigationTitle(_ title: Text) -> some View {
        attributed("navigationTitle", title.content)
    }

    /// The older spelling the seeds use: `.navigationBarTitle("State management")`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The older spelling with a display mode: `.navigationBarTitle("Wheelchair Models",
    /// displayMode: .inline)`, SwiftUI's deprecated `navigationBarTitle(_:displayMode:)`. The title
    /// is recorded as `navigationTitle`; the display mode, as by `navigationBarTitleDisplayMode(_:)`,
    /// is not rendered headlessly.
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(titleKey)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title)
    }

    /// `.navigationBarTitle(Text("\(userName) Info"), displayMode: .inline)`, as seed 000 writes it.
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> some View {
        navigationTitle(title)
    }

    /// Hides the back button of the navigation bar while this view is shown on a stack:
    /// SwiftUI's `navigationBarBackButtonHidden(_:)`, used by a screen that must be left through
    /// its own button ("End meeting"). Headless, it is a mark, `navigationBarBackButtonHidden=true`;
    /// `ViewHost.goBack()` still pops (it does not look for the mark).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        attributed("navigationBarBackButtonHidden", hidesBackButton ? "true" : "false")
    }

    /// How the title is shown; not rendered headlessly.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modified(ModifierEffect())
    }

    /// Buttons in the navigation bar: SwiftUI's `navigationBarItems(leading:trailing:)`. They are
    /// part of the screen, so the host can tap them (`.button("Update")`).
    public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
        BarItemsView(content: self, leading: EmptyView(), trailing: trailing)
    }

    public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
        BarItemsView(content: self, leading: leading, trailing: EmptyView())
    }

    public func navigationBarItems<Leading: View, Trailing: View>(leading: Leading, trailing: Trailing) -> some View {
        BarItemsView(content: self, leading: leading, trailing: trailing)
    }

    /// Sets how a picker shows its rows: SwiftUI's `pickerStyle(_:)`. Rendered as `pickerStyle=wheel`.
    public func pickerStyle(_ style: some PickerStyle) -> some View {
        attributed("pickerStyle", style.name)
    }
}

/// A view with navigation bar items: what `navigationBarItems(leading:trailing:)` returns.
public struct BarItemsView<Content: View, Leading: View, Trailing: View>: View {
    public typealias Body = Never
    let content: Content
    let leading: Leading
    let trailing: Trailing
}

extension BarItemsView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        PrimitiveContent(
            element: nil,
            children: [
                .init(key: .index(0), view: content),
                .init(key: .barItem("leading"), view: leading),
                .init(key: .barItem("trailing"), view: trailing),
            ])
    }
}
