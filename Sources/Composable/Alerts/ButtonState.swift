import DataFlow
import Foundation

/// What a button of an alert or dialog does when tapped: send an action, or nothing (it only
/// dismisses), optionally inside `withAnimation`. TCA's `ButtonStateAction`.
public struct ButtonStateAction<Action> {
    /// The action sent, if any.
    public let action: Action?
    /// The animation the action is sent with, if any.
    public let animation: Animation?

    /// Sends `action` (nothing for `nil`), with `animation` when one is given:
    /// `.send(.confirmDeletion, animation: .default)`.
    public static func send(_ action: Action?, animation: Animation? = nil) -> Self {
        Self(action: action, animation: animation)
    }
}

extension ButtonStateAction: CustomReflectable {
    /// Shown as its action, and its animation only when it has one, so that traces and test
    /// failures of alerts read as before animations could be given.
    public var customMirror: Mirror {
        Mirror(
            self, children: [("action", action as Any)] + (animation.map { [("animation", $0 as Any)] } ?? []),
            displayStyle: .struct)
    }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(action)
        hasher.combine(animation?.description)
    }
}
extension ButtonStateAction: Sendable where Action: Sendable {}

/// The role of a button in an alert or dialog: TCA's `ButtonStateRole`, SwiftUI's `ButtonRole`.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
    case cancel
    case destructive
}

/// A button of an alert or confirmation dialog, described as data: its label, role and the action
/// it sends: TCA's `ButtonState`. Two buttons are equal when label, role and action are (their
/// `id`, which only lets a view list them, is not compared), as in TCA.
public struct ButtonState<Action>: Identifiable {
    public let id = UUID()
    /// What tapping the button sends.
    public let action: ButtonStateAction<Action>
    /// The button's title.
    public let label: TextState
    /// `.cancel`, `.destructive`, or `nil`.
    public let role: ButtonStateRole?

    /// A button that sends `action`: `ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }`.
    public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
        self.init(role: role, action: .send(action), label: label)
    }

    /// A button whose action is `action` (by default none: it only dismisses):
    /// `ButtonState(role: .cancel) { TextState("Cancel") }`.
    public init(
        role: ButtonStateRole? = nil, action: ButtonStateAction<Action> = .send(nil), label: () -> TextState
    ) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The same button sending `transform`'s action.
    public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
        ButtonState<NewAction>(role: role, action: .send(action.action.map(transform), animation: action.animation)) {
            label
        }
    }
}

extension ButtonState: Equatable where Action: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
    }
}

extension ButtonState: Hashable where Action: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(action)
        hasher.combine(label)
        hasher.combine(role)
    }
}

extension ButtonState: @unchecked Sendable where Action: Sendable {}

/// Builds the buttons of an alert or dialog from a list of `ButtonState`s, with `if`, `for` and
/// `else`: TCA's `ButtonStateBuilder`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
    public static func buildBlock(_ buttons: [ButtonState<Action>]...) -> [ButtonState<Action>] {
        buttons.flatMap { $0 }
    }
    public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] { [button] }
    public static func buildExpression(_ buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
    public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] { buttons ?? [] }
    public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
    public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
    public static func buildArray(_ buttons: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
        buttons.flatMap { $0 }
    }
    public static func buildLimitedAvailability(_ buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
}
