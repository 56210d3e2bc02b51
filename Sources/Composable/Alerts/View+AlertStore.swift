import DataFlow

extension View {
    /// Shows the alert whose store `item` holds, while it holds one:
    /// `.alert($store.scope(state: \.destination?.alert, action: \.destination.alert))`, TCA's
    /// `alert(_:)`. A button sends its action to the store (the parent's reducer receives it wrapped
    /// in `.presented`, and `ifLet` then dismisses the alert); a button without an action, or the
    /// alert going away, sends `.dismiss`.
    public func alert<ButtonAction>(_ item: Binding<Store<AlertState<ButtonAction>, ButtonAction>?>) -> some View {
        let alert = item.wrappedValue?.withState { $0 }
        return self.alert(
            alert?.title.string ?? "",
            isPresented: Binding(
                get: { item.wrappedValue != nil },
                set: { if !$0 { item.wrappedValue = nil } }),
            actions: {
                StateButtons(roleInGraph: "alert", store: item.wrappedValue, buttons: alert?.buttons ?? [])
            },
            message: { Text(alert?.message?.string ?? "") })
    }

    /// Shows the confirmation dialog whose store `item` holds: TCA's `confirmationDialog(_:)`.
    public func confirmationDialog<ButtonAction>(
        _ item: Binding<Store<ConfirmationDialogState<ButtonAction>, ButtonAction>?>
    ) -> some View {
        let dialog = item.wrappedValue?.withState { $0 }
        return self.confirmationDialog(
            LocalizedStringKey(dialog?.title.string ?? ""),
            isPresented: Binding(
                get: { item.wrappedValue != nil },
                set: { if !$0 { item.wrappedValue = nil } }),
            titleVisibility: dialog?.titleVisibility == .hidden ? .hidden : .automatic,
            actions: {
                StateButtons(
                    roleInGraph: "confirmationDialog", store: item.wrappedValue, buttons: dialog?.buttons ?? [])
            },
            message: { Text(dialog?.message?.string ?? "") })
    }
}

/// The buttons of an alert or dialog made from `ButtonState`s; each sends its action to `store`.
struct StateButtons<State, ButtonAction>: _RuntimeInternalView {
    /// "alert" or "confirmationDialog": what the view that shows the buttons wrote.
    let roleInGraph: String
    let store: Store<State, ButtonAction>?
    let buttons: [ButtonState<ButtonAction>]

    var body: some View {
        ForEach(buttons) { button in
            Button(button.label.string, role: button.role.map(Self.role)) {
                if let action = button.action.action { store?.send(action, animation: button.action.animation) }
            }
        }
    }

    private static func role(_ role: ButtonStateRole) -> ButtonRole {
        switch role {
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
