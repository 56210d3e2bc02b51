import DataFlow
import Testing

/// The part of Combine SwiftUI code uses, with Combine's semantics.
@MainActor
@Suite("Publishers (Combine's vocabulary)")
struct PublisherTests {
    @Test("PassthroughSubject delivers only what is sent after subscribing, in order, and nothing after completion")
    func passthroughSubject() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        var received: [Int] = []
        var finished = false
        let token = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        subject.send(3)
        #expect(received == [1, 2])
        #expect(finished)
        token.cancel()
    }

    @Test("CurrentValueSubject gives a new subscriber its current value at once; setting value sends it")
    func currentValueSubject() {
        let subject = CurrentValueSubject<String, Never>("a")
        var received: [String] = []
        let token = subject.sink { received.append($0) }
        subject.value = "b"
        subject.send("c")
        #expect(received == ["a", "b", "c"])
        #expect(subject.value == "c")
        _ = token
    }

    @Test("Just sends one value, then finishes")
    func just() {
        var events: [String] = []
        _ = Just(5).sink(
            receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        #expect(events == ["5", "finished"])
    }

    @Test("map transforms values; eraseToAnyPublisher hides the type")
    func mapAndErase() {
        let subject = PassthroughSubject<Int, Never>()
        let doubled: AnyPublisher<String, Never> = subject.map { "\($0 * 2)" }.eraseToAnyPublisher()
        var received: [String] = []
        let token = doubled.sink { received.append($0) }
        subject.send(21)
        #expect(received == ["42"])
        _ = token
    }

    @Test("Cancelling, or releasing, an AnyCancellable ends the subscription")
    func cancellation() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var token: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        token = nil
        subject.send(2)
        #expect(received == [1])
        var tokens = Set<AnyCancellable>()
        subject.sink { received.append($0 * 10) }.store(in: &tokens)
        subject.send(3)
        tokens.removeAll()
        subject.send(4)
        #expect(received == [1, 30])
        _ = token
    }

    final class Model: ObservableObject {
        @Published var name = "a"
        @Published var copy = ""
    }

    @Test(
        "$published sends the current value on subscribe, then each new value in willSet: the property still holds the old one"
    )
    func publishedPublisher() {
        let model = Model()
        var seen: [String] = []
        let token = model.$name.sink { newValue in seen.append("\(newValue) (property: \(model.name))") }
        model.name = "b"
        #expect(seen == ["a (property: a)", "b (property: a)"])
        _ = token
    }

    @Test("A @Published change sends objectWillChange before the value changes")
    func objectWillChangeComesFirst() {
        let model = Model()
        var order: [String] = []
        let will = model.objectWillChange.sink { order.append("objectWillChange, name is \(model.name)") }
        let values = model.$name.dropFirst().sink { order.append("$name sends \($0)") }
        model.name = "b"
        #expect(order == ["objectWillChange, name is a", "$name sends b"])
        _ = (will, values)
    }

    @Test("assign(to:on:) writes values into an object; assign(to: &$published) republishes through @Published")
    func assign() {
        let model = Model()
        let subject = PassthroughSubject<String, Never>()
        let token = subject.assign(to: \.name, on: model)
        subject.send("x")
        #expect(model.name == "x")
        model.$name.map { $0.uppercased() }.assign(to: &model.$copy)
        model.name = "y"
        #expect(model.copy == "Y")
        _ = token
    }
}
