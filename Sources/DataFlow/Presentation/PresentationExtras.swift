/// A height a sheet can rest at: SwiftUI's `PresentationDetent` (`.medium`, `.large`,
/// `.fraction(0.3)`, `.height(200)`). Headless, sheets have no height: the detents are recorded on
/// the sheet's content as `presentationDetents=medium,large` and change nothing else.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = Self(name: "medium")
    public static let large = Self(name: "large")
    public static func fraction(_ fraction: CGFloat) -> Self { Self(name: "fraction(\(fraction))") }
    public static func height(_ height: CGFloat) -> Self { Self(name: "height(\(height))") }
}

extension View {
    /// The heights the sheet around can rest at: SwiftUI's `presentationDetents(_:)` (see `PresentationDetent`).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        attributed("presentationDetents", detents.map(\.name).sorted().joined(separator: ","))
    }

    /// With the detent the sheet rests at bound to `selection`: SwiftUI's `presentationDetents(_:selection:)`.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    )
        -> some View
    {
        attributed("presentationDetents", detents.map(\.name).sorted().joined(separator: ","))
    }

    /// Whether the sheet shows its grabber: SwiftUI's `presentationDragIndicator(_:)`, recorded as a mark.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        attributed("presentationDragIndicator", "\(visibility)")
    }

    /// Whether a swipe may dismiss the sheet: SwiftUI's `interactiveDismissDisabled(_:)`, recorded as a mark.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        attributed("interactiveDismissDisabled", String(isDisabled))
    }

    /// Presents `content` in a popover while `isPresented` is true: SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`. On an iPhone a popover is shown
    /// as a sheet, and so it is here: the host finds it, dismisses it, and runs its content as a sheet's.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> Presenter<Self, Content> {
        sheet(isPresented: isPresented, content: content)
    }

    /// A popover for `item` while it is not nil: SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)`.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> Presenter<Self, Content> {
        sheet(item: item, content: content)
    }

    /// Pushes the view `destination` builds for `item` while it is not nil; going back sets it to
    /// nil: SwiftUI's `navigationDestination(item:destination:)`.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping @MainActor (D) -> C
    ) -> NavigationDestinationWhilePresented<Self, C?> {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } })
        return navigationDestination(isPresented: isPresented) { item.wrappedValue.map(destination) }
    }

    /// An alert for a `LocalizedError`, titled by its `errorDescription`, while `isPresented` is
    /// true: SwiftUI's `alert(isPresented:error:actions:message:)`.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping @MainActor (E) -> A,
        @ViewBuilder message: @escaping @MainActor (E) -> M
    ) -> Presenter<Self, DialogContent<A, M>?> {
        alert(
            LocalizedStringKey(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
            actions: actions, message: message)
    }

    /// An alert for a `LocalizedError` without a message: SwiftUI's `alert(isPresented:error:actions:)`.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> Presenter<Self, DialogContent<A, EmptyView>?> {
        alert(
            LocalizedStringKey(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
            actions: { _ in actions() }, message: { _ in EmptyView() })
    }

    /// A confirmation dialog about `data`, shown while `isPresented` is true and `data` is not nil:
    /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping @MainActor (T) -> A,
        @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> Presenter<Self, DialogContent<A, M>?> {
        Presenter(
            content: self, style: .confirmationDialog, title: titleVisibility == .hidden ? nil : titleKey.resolved,
            presentation: {
                guard isPresented.wrappedValue else { return nil }
                return (
                    AnyHashable(true),
                    data.map { DialogContent(actions: actions($0), message: message($0), addsOKWhenEmpty: false) }
                )
            },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }

    /// A confirmation dialog about `data` without a message.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping @MainActor (T) -> A
    ) -> Presenter<Self, DialogContent<A, EmptyView>?> {
        confirmationDialog(
            titleKey, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
            message: { _ in EmptyView() })
    }
}
