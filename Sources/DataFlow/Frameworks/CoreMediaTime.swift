import Foundation

/// A stand-in for Core Media's time values, only as data, as app models hold them (a video's
/// start time as a `CMTimeValue`, a duration as a `CMTime`). There is no media clock or playback:
/// a `CMTime` is a rational number of seconds, `value / timescale`. Core Media does not exist on
/// Linux; these have the shapes Apple's documentation gives them.
public typealias CMTimeValue = Int64
/// Units per second, as Core Media's `CMTimeScale`.
public typealias CMTimeScale = Int32

/// A time as `value / timescale` seconds: Core Media's `CMTime`, as data.
public struct CMTime: Hashable, Comparable, Sendable, Codable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale

    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
    }

    /// `seconds`, counted in units of `1 / preferredTimescale` (rounded to the nearest unit).
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        self.init(value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    /// The time in seconds.
    public var seconds: Double {
        timescale == 0 ? .nan : Double(value) / Double(timescale)
    }

    /// No time: zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        Int64(lhs.value) * Int64(rhs.timescale) == Int64(rhs.value) * Int64(lhs.timescale)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(seconds)
    }

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool {
        lhs.seconds < rhs.seconds
    }

    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
    }

    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
    }
}
