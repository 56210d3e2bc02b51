import Foundation

/// The keyframes of a `keyframeAnimator`: SwiftUI's `Keyframes` (what `@KeyframesBuilder` makes,
/// one `KeyframeTrack` per animated property of `Value`). Headless no time passes, so the tracks
/// are kept only to be counted and described; the animated view shows the initial value.
///
/// The animated value's type is named `Root` here (SwiftUI names it `Value`) so that a
/// `KeyframeTrack<Root, Value>`, whose `Value` is the type of one property, can conform.
public protocol Keyframes<Root> {
    associatedtype Root
    /// A description of each track, as `scale: linear 1.0 (0.36s), spring 1.5`.
    var trackDescriptions: [String] { get }
}

/// One step of a keyframe track: SwiftUI's `KeyframeTrackContent`, which `LinearKeyframe`,
/// `SpringKeyframe`, `CubicKeyframe` and `MoveKeyframe` are.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
    /// A description of each keyframe, as `linear 1.0 (0.36s)`.
    var keyframeDescriptions: [String] { get }
}

/// A keyframe reached along a straight line: SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    let value: Value
    let duration: TimeInterval

    public init(_ to: Value, duration: TimeInterval) {
        value = to
        self.duration = duration
    }

    public var keyframeDescriptions: [String] { ["linear \(value) (\(duration)s)"] }
}

/// A keyframe reached by a spring: SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    let value: Value
    let duration: TimeInterval?
    let spring: Spring

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        value = to
        self.duration = duration
        self.spring = spring
    }

    public var keyframeDescriptions: [String] {
        ["spring \(value)\(duration.map { " (\($0)s)" } ?? "") \(spring)"]
    }
}

/// A keyframe reached along a cubic curve: SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    let value: Value
    let duration: TimeInterval

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        value = to
        self.duration = duration
    }

    public var keyframeDescriptions: [String] { ["cubic \(value) (\(duration)s)"] }
}

/// A keyframe that jumps to its value at once: SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    let value: Value

    public init(_ to: Value) {
        value = to
    }

    public var keyframeDescriptions: [String] { ["move \(value)"] }
}

/// The keyframes a `@KeyframeTrackContentBuilder` gathers, in order.
public struct KeyframeTrackContentList<Value>: KeyframeTrackContent {
    public let keyframeDescriptions: [String]
}

/// Gathers a track's keyframes: SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTrackContentList<Value>
    where K.Value == Value {
        KeyframeTrackContentList(keyframeDescriptions: keyframe.keyframeDescriptions)
    }

    public static func buildBlock(_ parts: KeyframeTrackContentList<Value>...) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(keyframeDescriptions: parts.flatMap(\.keyframeDescriptions))
    }

    public static func buildArray(_ parts: [KeyframeTrackContentList<Value>]) -> KeyframeTrackContentList<Value> {
        KeyframeTrackContentList(keyframeDescriptions: parts.flatMap(\.keyframeDescriptions))
    }

    public static func buildOptional(_ part: KeyframeTrackContentList<Value>?) -> KeyframeTrackContentList<Value> {
        part ?? KeyframeTrackContentList(keyframeDescriptions: [])
    }

    public static func buildEither(first: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> {
        first
    }

    public static func buildEither(second: KeyframeTrackContentList<Value>) -> KeyframeTrackContentList<Value> {
        second
    }
}

/// The keyframes of one property of `Root`, reached one after another: SwiftUI's `KeyframeTrack`,
/// `KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) }`.
public struct KeyframeTrack<Root, Value>: Keyframes {
    public let trackDescriptions: [String]

    /// The keyframes of the property at `keyPath`.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>,
        @KeyframeTrackContentBuilder<Value> content: () -> KeyframeTrackContentList<Value>
    ) {
        let name = "\(keyPath)".split(separator: ".").last.map(String.init) ?? "\(keyPath)"
        self.init(name: name, keyframes: content())
    }

    init(name: String, keyframes: KeyframeTrackContentList<Value>) {
        trackDescriptions = ["\(name): " + keyframes.keyframeDescriptions.joined(separator: ", ")]
    }
}

extension KeyframeTrack where Root == Value {
    /// The keyframes of the whole value, shown as the track `value`.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> KeyframeTrackContentList<Value>) {
        self.init(name: "value", keyframes: content())
    }
}

/// The tracks a `@KeyframesBuilder` gathers.
public struct KeyframeTrackList<Value>: Keyframes {
    public typealias Root = Value
    public let trackDescriptions: [String]
}

/// Gathers the tracks of a `keyframeAnimator`: SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ track: K) -> KeyframeTrackList<Value> where K.Root == Value {
        KeyframeTrackList(trackDescriptions: track.trackDescriptions)
    }

    public static func buildBlock(_ tracks: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
        KeyframeTrackList(trackDescriptions: tracks.flatMap(\.trackDescriptions))
    }

    public static func buildOptional(_ part: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
        part ?? KeyframeTrackList(trackDescriptions: [])
    }

    public static func buildEither(first: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { first }
    public static func buildEither(second: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { second }
}
