/// What an alert or a confirmation dialog shows under its title: the message, then the actions.
/// SwiftUI documents that an alert with no actions gets an "OK" action, and that tapping any
/// action sets the presenting binding to false and dismisses the alert.
public struct DialogContent<Actions: View, Message: View>: View {
    public typealias Body = Never
    let actions: Actions
    let message: Message
    let addsOKWhenEmpty: Bool
}

extension DialogContent: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        var children: [PrimitiveContent.Child] = [.init(key: .barItem("message"), view: message)]
        if addsOKWhenEmpty && Actions.self == EmptyView.self {
            children.append(.init(key: .barItem("ok"), view: Button("OK") {}))
        } else {
            children.append(.init(key: .index(0), view: actions))
        }
        return PrimitiveContent(element: nil, children: children)
    }
}

extension View {
    /// Presents an alert titled `title` while `isPresented` is true: SwiftUI's
    /// `alert(_:isPresented:actions:message:)`. Tapping any of its buttons runs the button's action
    /// and sets `isPresented` to false.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping @MainActor () -> A,
        @ViewBuilder message: @escaping @MainActor () -> M
    ) -> Presenter<Self, DialogContent<A, M>> {
        dialog(.alert, title: titleKey.resolved, isPresented: isPresented) {
            DialogContent(actions: actions(), message: message(), addsOKWhenEmpty: true)
        }
    }

    /// An alert without a message: SwiftUI's `alert(_:isPresented:actions:)`.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> Presenter<Self, DialogContent<A, EmptyView>> {
        alert(titleKey, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping @MainActor () -> A,
        @ViewBuilder message: @escaping @MainActor () -> M
    ) -> Presenter<Self, DialogContent<A, M>> {
        dialog(.alert, title: String(title), isPresented: isPresented) {
            DialogContent(actions: actions(), message: message(), addsOKWhenEmpty: true)
        }
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> Presenter<Self, DialogContent<A, EmptyView>> {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert about `data`, shown while `isPresented` is true and `data` is not nil: SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)`. The closures get the data.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A,
        @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> Presenter<Self, DialogContent<A, M>?> {
        dialog(.alert, title: titleKey.resolved, isPresented: isPresented) {
            data.map { DialogContent(actions: actions($0), message: message($0), addsOKWhenEmpty: true) }
        }
    }

    /// An alert about `data` without a message: SwiftUI's `alert(_:isPresented:presenting:actions:)`.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A
    ) -> Presenter<Self, DialogContent<A, EmptyView>?> {
        alert(titleKey, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// The iOS 13 spelling: presents the `Alert` that `content` returns while `isPresented` is
    /// true: SwiftUI's `alert(isPresented:content:)`.
    public func alert(
        isPresented: Binding<Bool>, content: @escaping @MainActor () -> Alert
    ) -> Presenter<Self, AlertValueContent> {
        Presenter(
            content: self, style: .alert, title: nil,
            presentation: { isPresented.wrappedValue ? (AnyHashable(true), AlertValueContent(alert: content())) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }

    /// The iOS 13 spelling for an alert about an item: SwiftUI's `alert(item:content:)`.
    public func alert<Item: Identifiable>(
        item: Binding<Item?>, content: @escaping @MainActor (Item) -> Alert
    ) -> Presenter<Self, AlertValueContent> {
        Presenter(
            content: self, style: .alert, title: nil,
            presentation: { item.wrappedValue.map { (AnyHashable($0.id), AlertValueContent(alert: content($0))) } },
            dismiss: { item.wrappedValue = nil }, onDismiss: nil)
    }

    /// Presents a confirmation dialog (an action sheet) while `isPresented` is true: SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`. Tapping any of its buttons runs
    /// the action and dismisses it. With `titleVisibility: .hidden` the title is not shown.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> Presenter<Self, DialogContent<A, EmptyView>> {
        confirmationDialog(
            titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// A confirmation dialog with a message: SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A,
        @ViewBuilder message: @escaping @MainActor () -> M
    ) -> Presenter<Self, DialogContent<A, M>> {
        dialog(
            .confirmationDialog, title: titleVisibility == .hidden ? nil : titleKey.resolved, isPresented: isPresented
        ) {
            DialogContent(actions: actions(), message: message(), addsOKWhenEmpty: false)
        }
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> Presenter<Self, DialogContent<A, EmptyView>> {
        dialog(.confirmationDialog, title: titleVisibility == .hidden ? nil : String(title), isPresented: isPresented) {
            DialogContent(actions: actions(), message: EmptyView(), addsOKWhenEmpty: false)
        }
    }

    private func dialog<Content: View>(
        _ style: PresentationStyle, title: String?, isPresented: Binding<Bool>,
        content: @escaping @MainActor () -> Content
    ) -> Presenter<Self, Content> {
        Presenter(
            content: self, style: style, title: title,
            presentation: { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }
}
