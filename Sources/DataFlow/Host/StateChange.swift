/// One change to one source of truth, as an update trace records it:
/// `PlayerView.isPlaying (@State): false → true`.
public struct StateChange: Equatable, Sendable, CustomStringConvertible {
    /// Which source changed, named after the view and property that declare it.
    public let source: String
    /// The kind of source: "@State" (and, in later chapters, observed objects and stores).
    public let kind: String
    /// The value before the change, as a learner would write it: `nil`, `42`, `Item(name: "Tea")`
    /// (not `Optional(…)`, and without the module's name).
    public let oldValue: String
    /// The value after the change.
    public let newValue: String
    /// The animation the change was made with (inside `withAnimation`), if any.
    public var animation: String?

    init(source: String, kind: String, oldValue: String, newValue: String, animation: String? = nil) {
        self.source = source
        self.kind = kind
        self.oldValue = oldValue
        self.newValue = newValue
        self.animation = animation
    }

    /// `PlayerView.isPlaying (@State): false → true`; a change with no values to show (an object that
    /// sent `objectWillChange` by hand) is only named: `PodcastPlayerStore (objectWillChange.send())`.
    public var description: String {
        let animated = animation.map { ", animated with \($0)" } ?? ""
        if oldValue.isEmpty && newValue.isEmpty { return "\(source) (\(kind))" + animated }
        return "\(source) (\(kind)): \(oldValue) → \(newValue)" + animated
    }
}
