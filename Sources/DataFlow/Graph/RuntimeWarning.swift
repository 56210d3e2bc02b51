/// A mistake SwiftUI tolerates but reports while the app runs (the purple warnings in Xcode's
/// console), such as a `ForEach` over a range whose count changed. The host keeps every warning
/// in `host.warnings`, in the order they happened.
public struct RuntimeWarning: Equatable, Sendable, CustomStringConvertible {
    /// The warning as SwiftUI words it.
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
