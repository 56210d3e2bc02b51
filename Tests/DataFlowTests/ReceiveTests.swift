import DataFlow
import Foundation
import Testing

/// External events as publishers: `onReceive` and timers on the host's simulated clock (seed 001).
@MainActor
@Suite("onReceive and timers", .serialized)
struct ReceiveTests {
    @Test(
        "onReceive turns a publisher's values into state changes; only the views reading that state update (seed 001's currentTime)"
    )
    func onReceiveUpdatesState() throws {
        let host = ViewHost(TimedPlayerView(episode: Episode(title: "WWDC", showTitle: "Data Flow")))
        PodcastPlayer.currentTimePublisher.send(12.5)
        #expect(host.contains(.text("12.5")))
        let update = try #require(host.lastUpdate)
        #expect(update.changes.map(\.description) == ["TimedPlayerView.currentTime (@State): 0.0 → 12.5"])
        #expect(update.evaluatedBodies == ["TimedPlayerView"])
    }

    @Test("A Timer publisher fires once per interval as the host advances time, each firing its own update")
    func timerFires() {
        let host = ViewHost(SecondsCounter())
        #expect(host.contains(.text("0 s")))
        host.advanceTime(by: 3)
        #expect(host.contains(.text("3 s")))
        // The simulated clock is shared by the whole test process, so other tests' hosts may have
        // moved it already: compare the three firings with each other, not with 1, 2, 3.
        let firings = host.updates.suffix(3).map(\.cause)
        let seconds = firings.compactMap { Double($0.replacingOccurrences(of: "timer fired at ", with: "").dropLast()) }
        #expect(seconds.count == 3 && seconds[1] - seconds[0] == 1 && seconds[2] - seconds[1] == 1, "\(firings)")
        host.advanceTime(by: 0.5)
        #expect(host.contains(.text("3 s")))
        host.advanceTime(by: 0.5)
        #expect(host.contains(.text("4 s")))
    }

    @Test("Each host has its own clock: the trace counts seconds from the host's creation")
    func perHostClock() {
        let other = ViewHost(SecondsCounter())
        other.advanceTime(by: 10)
        let host = ViewHost(SecondsCounter())
        host.advanceTime(by: 2)
        #expect(host.updates.suffix(2).map(\.cause) == ["timer fired at 1s", "timer fired at 2s"])
        #expect(host.contains(.text("2 s")))
        #expect(other.contains(.text("10 s")), "advancing one host's clock does not fire another host's timers")
    }

    @Test("When the view leaves the tree, its onReceive subscription ends and an autoconnected timer stops")
    func subscriptionEndsWithIdentity() throws {
        struct Toggler: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    Button("Hide") { shown = false }
                    if shown { SecondsCounter() }
                }
            }
        }
        let host = ViewHost(Toggler())
        host.advanceTime(by: 1)
        try host.tap(.button("Hide"))
        let count = host.updates.count
        host.advanceTime(by: 5)
        #expect(host.updates.count == count, "no timer fires for a view that is gone")
    }

    @Test("A value sent while the view is rendering (CurrentValueSubject on subscribe) is handled after that update")
    func valueOnSubscribe() {
        struct Greeting: View {
            let subject: CurrentValueSubject<String, Never>
            @State private var text = "…"
            var body: some View {
                Text(text).onReceive(subject) { text = $0 }
            }
        }
        let host = ViewHost(Greeting(subject: CurrentValueSubject("hello")))
        #expect(host.contains(.text("hello")))
        #expect(host.warnings.isEmpty)
    }

    final class Ticker: ObservableObject {
        @Published var ticks = 0
        private var cancellables = Set<AnyCancellable>()
        init() {
            Timer.publish(every: 2, on: .main, in: .common).autoconnect()
                .sink { [weak self] _ in self?.ticks += 1 }
                .store(in: &cancellables)
        }
    }

    @Test("A store can subscribe to a timer itself; its @Published changes update the views observing it")
    func storeDrivenByTimer() {
        struct TickView: View {
            @StateObject private var ticker = Ticker()
            var body: some View { Text("ticks \(ticker.ticks)") }
        }
        let host = ViewHost(TickView())
        host.advanceTime(by: 4)
        #expect(host.contains(.text("ticks 2")))
        #expect(host.lastUpdate?.changes.map(\.description) == ["Ticker.ticks (@Published): 1 → 2"])
    }
}
