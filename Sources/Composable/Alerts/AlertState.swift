import Foundation

/// An alert described as data: title, message and buttons, each button naming the action it sends:
/// TCA's `AlertState`. A reducer sets it in state (`state.destination = .alert(…)`), the view
/// shows it with `.alert($store.scope(state: \.alert, action: \.alert))`, and tests compare it.
///
/// Like TCA's, an alert is *ephemeral*: `ifLet` dismisses it (sets its state to `nil`) as soon as
/// one of its buttons sends an action, so a reducer never has to.
public struct AlertState<Action>: Identifiable {
    public let id = UUID()
    /// The alert's title.
    public var title: TextState
    /// The text under the title, if any.
    public var message: TextState?
    /// The buttons; none means a single "OK" that only dismisses, as in SwiftUI.
    public var buttons: [ButtonState<Action>]

    /// `AlertState { TextState("Title") } actions: { ButtonState(…) } message: { TextState("…") }`.
    public init(
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.title = title()
        self.buttons = actions()
        self.message = message?()
    }

    /// `AlertState(title: TextState("Title"), message: TextState("…"), buttons: […])`.
    public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The same alert whose buttons send `transform`'s actions.
    public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
        AlertState<NewAction>(title: title, message: message, buttons: buttons.map { $0.map(transform) })
    }
}

extension AlertState: Equatable where Action: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension AlertState: Hashable where Action: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}

extension AlertState: @unchecked Sendable where Action: Sendable {}
extension AlertState: _EphemeralState {}
