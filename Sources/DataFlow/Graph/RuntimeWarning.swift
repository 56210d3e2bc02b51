/// A runtime warning: what SwiftUI prints to the console (Xcode shows it in purple) when code does
/// something it tolerates but that will not work as meant, such as assigning an initialised
/// `@State` in `init` or a `Picker` selection that matches no row. SwiftUI goes on running; so does
/// DataFlow, and the host keeps the warning so that tests can read it and the trace shows it.
public struct RuntimeWarning: Equatable, Sendable, CustomStringConvertible {
    /// The warning as SwiftUI words it.
    public let message: String
    /// What it means for your code and what to do instead, in DataFlow's words.
    public let advice: String

    public init(_ message: String, advice: String = "") {
        self.message = message
        self.advice = advice
    }

    public var description: String {
        advice.isEmpty ? message : "\(message) \(advice)"
    }
}

/// Routes a warning to the host it belongs to: the one whose views are rendering or acting now,
/// or, when no host is at work (a view value created before `ViewHost(...)`), the next host mounted.
@MainActor
enum RuntimeWarnings {
    /// Warnings raised while no host was at work, waiting for the next host to mount.
    private static var unclaimed: [RuntimeWarning] = []

    static func report(_ warning: RuntimeWarning) {
        if let engine = DependencyTracker.current?.engine ?? GraphEngine.active {
            engine.warn(warning)
        } else {
            unclaimed.append(warning)
        }
    }

    /// Hands the waiting warnings to a host that is mounting.
    static func claim() -> [RuntimeWarning] {
        defer { unclaimed.removeAll() }
        return unclaimed
    }
}
