import Foundation

/// A view redrawn on a schedule: SwiftUI's `TimelineView` (`TimelineView(.periodic(from: .now, by: 1))
/// { context in Text(context.date, style: .time) }`). Time is the host's simulated clock: the
/// content is rendered with the clock's date when mounted, and again at each date of the schedule
/// as `host.advanceTime(by:)` passes it.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Body = Never
    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// What the content is rendered for: SwiftUI's `TimelineView.Context`.
    public typealias Context = TimelineViewDefaultContext
}

/// What a `TimelineView`'s content is rendered for: SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
    /// The date of this render.
    public let date: Date
    /// How often renders come: SwiftUI's `TimelineView.Context.Cadence`.
    public let cadence: Cadence

    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }
}

/// When a `TimelineView` renders: SwiftUI's `TimelineSchedule`. DataFlow's schedules render every
/// `interval` seconds of the host's clock.
public protocol TimelineSchedule {
    /// Seconds between renders.
    var _interval: TimeInterval { get }
}

/// Renders every `interval` seconds: SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public let _interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) { _interval = interval }
}

/// Renders every minute: SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public var _interval: TimeInterval { 60 }
}

/// Renders as often as an animation would: SwiftUI's `AnimationTimelineSchedule` (here 60 times a second).
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    public var _interval: TimeInterval { minimumInterval ?? 1.0 / 60 }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule(minimumInterval: nil) }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval)
    }
}

/// The clock timer a mounted `TimelineView` renders on; cancelled when the view leaves.
final class TimelineTicker: @unchecked Sendable {
    static let slot = -5
    var cancel: (() -> Void)?
    deinit { cancel?() }
}

extension TimelineView: _PrimitiveView, PrimitiveView {
    func makeContent(in node: ViewNode) -> PrimitiveContent {
        let clock = node.engine.clock
        if node.slots[TimelineTicker.slot] == nil {
            let ticker = TimelineTicker()
            let engine = node.engine
            let id = clock.schedule(every: schedule._interval) { [weak node] _ in
                MainActor.assumeIsolated {
                    guard let node, node.isAlive else { return }
                    engine.invalidate(node)
                }
            }
            ticker.cancel = { clock.cancel(id) }
            node.slots[TimelineTicker.slot] = ticker
        }
        let cadence: Context.Cadence =
            schedule._interval >= 60 ? .minutes : schedule._interval >= 1 ? .seconds : .live
        return PrimitiveContent(
            element: nil, children: [.init(key: .index(0), view: content(Context(date: clock.now, cadence: cadence)))])
    }
}
