extension View {
    /// Presents `content` as a sheet while `isPresented` is true: SwiftUI's `sheet(isPresented:onDismiss:content:)`.
    public func sheet<Sheet: View>(
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Sheet
    ) -> Presenter<Self, Sheet> {
        Presenter(
            content: self, style: .sheet, presentation: Presentations.whilePresented(isPresented, content),
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents a sheet for `item` while it is not nil: SwiftUI's `sheet(item:onDismiss:content:)`.
    /// A different item (a different `id`) is a different sheet, with fresh state.
    public func sheet<Item: Identifiable, Sheet: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Sheet
    ) -> Presenter<Self, Sheet> {
        Presenter(
            content: self, style: .sheet, presentation: Presentations.forItem(item, content),
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }

    /// Presents `content` over the whole screen while `isPresented` is true:
    /// SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`. There is no swipe to dismiss
    /// it; a button inside sets the binding to false.
    public func fullScreenCover<Cover: View>(
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Cover
    ) -> Presenter<Self, Cover> {
        Presenter(
            content: self, style: .fullScreenCover, presentation: Presentations.whilePresented(isPresented, content),
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents a full-screen cover for `item` while it is not nil:
    /// SwiftUI's `fullScreenCover(item:onDismiss:content:)`.
    public func fullScreenCover<Item: Identifiable, Cover: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Cover
    ) -> Presenter<Self, Cover> {
        Presenter(
            content: self, style: .fullScreenCover, presentation: Presentations.forItem(item, content),
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }
}

/// The two ways a presentation is driven: by a `Bool` or by an optional item.
@MainActor
enum Presentations {
    static func whilePresented<V: View>(
        _ isPresented: Binding<Bool>, _ content: @escaping @MainActor () -> V
    ) -> @MainActor () -> (id: AnyHashable, view: V)? {
        { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil }
    }

    static func forItem<Item: Identifiable, V: View>(
        _ item: Binding<Item?>, _ content: @escaping @MainActor (Item) -> V
    ) -> @MainActor () -> (id: AnyHashable, view: V)? {
        { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } }
    }
}
