import DataFlow
import Foundation
import Testing

// Combine as view models write it: assign(to:), combineLatest, filter, compactMap,
// removeDuplicates, debounce, receive(on:), values, merge.

private final class SignupModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var passwordAgain = ""
    @Published var canSubmit = false
    @Published var passwordsMatch = false
    @Published var greeting = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $username.combineLatest($password)
            .map { !$0.isEmpty && $1.count >= 8 }
            .sink { [weak self] in self?.canSubmit = $0 }
            .store(in: &cancellables)
        Publishers.CombineLatest3($username, $password, $passwordAgain)
            .map { _, password, again in !password.isEmpty && password == again }
            .assign(to: &$passwordsMatch)
        $username.map { $0.isEmpty ? "" : "Hello, \($0)" }.assign(to: &$greeting)
    }
}

private struct SignupForm: View {
    @StateObject private var model = SignupModel()
    var body: some View {
        Form {
            TextField("Username", text: $model.username)
            SecureField("Password", text: $model.password)
            SecureField("Again", text: $model.passwordAgain)
            Text(model.greeting)
            Text(model.passwordsMatch ? "Passwords match" : "Passwords differ")
            Button("Sign up") {}.disabled(!model.canSubmit)
        }
    }
}

private final class SearchModel: ObservableObject {
    @Published var text = ""
    @Published var searches: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $text
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.searches.append($0) }
            .store(in: &cancellables)
    }
}

private struct SearchScreen: View {
    @StateObject private var model = SearchModel()
    var body: some View {
        TextField("Search", text: $model.text)
        Text("Searched: \(model.searches.joined(separator: ","))")
    }
}

private struct ValuesView: View {
    let subject: PassthroughSubject<Int, Never>
    @State private var received: [Int] = []
    var body: some View {
        Text("Got \(received.map(String.init).joined(separator: ","))")
            .task {
                for await value in subject.values {
                    received.append(value)
                }
            }
    }
}

@MainActor
@Suite("Combine operators as view models use them")
struct CombineOperatorSnippets {
    @Test("combineLatest, CombineLatest3 and assign(to: &$published) keep derived state in step")
    func derivedState() throws {
        let host = ViewHost(SignupForm())
        #expect(try host.find(.button("Sign up")).isDisabled)
        try host.type("kim", into: .textField("Username"))
        #expect(host.contains(.text("Hello, kim")))
        try host.type("password1", into: .secureField("Password"))
        #expect(try !host.find(.button("Sign up")).isDisabled)
        #expect(host.contains(.text("Passwords differ")))
        try host.type("password1", into: .secureField("Again"))
        #expect(host.contains(.text("Passwords match")))
    }

    @Test("filter, compactMap and removeDuplicates pass on only what they should")
    func filtering() {
        let subject = PassthroughSubject<Int?, Never>()
        var seen: [Int] = []
        let token = subject.compactMap { $0 }.filter { $0 % 2 == 0 }.removeDuplicates().sink { seen.append($0) }
        for value in [1, 2, nil, 2, 4, 3, 4, 6] { subject.send(value) }
        #expect(seen == [2, 4, 6])
        token.cancel()
    }

    @Test("debounce waits for a pause in typing on the host's clock, then searches once")
    func debounce() throws {
        let host = ViewHost(SearchScreen())
        try host.type("swift", into: .textField("Search"))
        #expect(host.contains(.text("Searched: ")))
        host.advanceTime(by: 0.2)
        #expect(host.contains(.text("Searched: ")))
        host.advanceTime(by: 0.2)
        #expect(host.contains(.text("Searched: swift")))
        try host.type("ui", into: .textField("Search"))
        host.advanceTime(by: 1)
        #expect(host.contains(.text("Searched: swift,swiftui")))
    }

    @Test("merge and prepend pass on every value; [values].publisher sends them then finishes")
    func merging() {
        let a = PassthroughSubject<String, Never>()
        let b = PassthroughSubject<String, Never>()
        var seen: [String] = []
        let token = a.merge(with: b).prepend("start").sink { seen.append($0) }
        a.send("a")
        b.send("b")
        #expect(seen == ["start", "a", "b"])
        var finished = false
        let sequence = [1, 2, 3].publisher.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
        #expect(finished)
        token.cancel()
        sequence.cancel()
    }

    @Test("for await over publisher.values in a task receives what is sent")
    func values() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(ValuesView(subject: subject))
        await host.runTasks(waitingUpTo: .milliseconds(50))
        subject.send(1)
        subject.send(2)
        for _ in 0..<100 where !host.contains(.text("Got 1,2")) {
            await host.runTasks(waitingUpTo: .milliseconds(10))
        }
        #expect(host.contains(.text("Got 1,2")))
    }
}
