/// State that a presentation dismisses by itself as soon as it sends an action: alerts and
/// confirmation dialogs (TCA's `_EphemeralState`). `ifLet` sets such state to `nil` after a
/// `.presented` action, whether it is presented directly or as a case of a `Destination` enum.
public protocol _EphemeralState {}

enum Ephemerality {
    /// Whether `state` is ephemeral, or an enum case (of a `Destination` state) holding such state.
    static func isEphemeral(_ state: Any) -> Bool {
        if state is any _EphemeralState { return true }
        let mirror = Mirror(reflecting: state)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return false }
        return payload is any _EphemeralState
    }
}
