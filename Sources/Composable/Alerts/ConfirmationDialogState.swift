import Foundation

/// Whether a confirmation dialog shows its title: TCA's `ConfirmationDialogStateTitleVisibility`.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
    case automatic
    case hidden
    case visible
}

/// A confirmation dialog (an action sheet) described as data: TCA's `ConfirmationDialogState`.
/// Shown with `.confirmationDialog($store.scope(state: \.dialog, action: \.dialog))`; ephemeral,
/// like `AlertState`: `ifLet` dismisses it when one of its buttons sends an action.
public struct ConfirmationDialogState<Action>: Identifiable {
    public let id = UUID()
    public var titleVisibility: ConfirmationDialogStateTitleVisibility
    public var title: TextState
    public var message: TextState?
    public var buttons: [ButtonState<Action>]

    /// `ConfirmationDialogState(titleVisibility: .visible) { TextState("…") } actions: { … } message: { … }`.
    public init(
        titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.titleVisibility = titleVisibility
        self.title = title()
        self.buttons = actions()
        self.message = message?()
    }

    /// The same dialog whose buttons send `transform`'s actions.
    public func map<NewAction>(_ transform: (Action) -> NewAction) -> ConfirmationDialogState<NewAction> {
        ConfirmationDialogState<NewAction>(
            titleVisibility: titleVisibility, title: { title }, actions: { buttons.map { $0.map(transform) } },
            message: message.map { message in { message } })
    }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title && lhs.message == rhs.message
            && lhs.buttons == rhs.buttons
    }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(titleVisibility)
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}

extension ConfirmationDialogState: @unchecked Sendable where Action: Sendable {}
extension ConfirmationDialogState: _EphemeralState {}
