/// A key for a value in the environment: SwiftUI's `EnvironmentKey`. Declare a type with a
/// default, then a property on `EnvironmentValues` that reads and writes it:
///
///     private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
///     extension EnvironmentValues {
///         var accent: String {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
///
/// then `.environment(\.accent, "red")` above, and `@Environment(\.accent) var accent` below.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value views read when no ancestor set one.
    static var defaultValue: Value { get }
}
