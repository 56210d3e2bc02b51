import DataFlow
import Testing

/// Controls and input as SwiftUI behaves: Stepper, DatePicker, SecureField, Label, Menu,
/// ProgressView, @FocusState with focused/onSubmit, tap gestures, searchable and refreshable.
@MainActor
@Suite("Controls and input")
struct ControlTests {
    @Test("Stepper(value:in:step:) adds and subtracts the step and never leaves its range")
    func stepperBounds() throws {
        struct Cups: View {
            @State private var cups = 1
            var body: some View { Stepper("Cups: \(cups)", value: $cups, in: 1...4, step: 2) }
        }
        let host = ViewHost(Cups())
        try host.increment(.stepper("Cups: 1"))
        #expect(try host.find(.stepper()).value == "3")
        try host.increment()
        #expect(try host.find(.stepper()).value == "4")
        try host.increment()
        #expect(host.contains(.text("Cups: 4")))
        try host.decrement()
        try host.decrement()
        try host.decrement()
        #expect(try host.find(.stepper()).value == "1")
    }

    @Test("A stepper at its bound changes nothing, so no update is recorded")
    func stepperAtBoundDoesNothing() throws {
        struct Level: View {
            @State private var level = 0
            var body: some View { Stepper("Level", value: $level, in: 0...3) }
        }
        let host = ViewHost(Level())
        let before = host.updates.count
        try host.decrement()
        #expect(host.updates.count == before)
    }

    @Test("Stepper(onIncrement:onDecrement:) runs the closures instead of changing a value")
    func stepperClosures() throws {
        struct Volume: View {
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    Stepper("Volume", onIncrement: { log.append("+") }, onDecrement: { log.append("-") })
                    Text(log.joined())
                }
            }
        }
        let host = ViewHost(Volume())
        try host.increment(.stepper("Volume"))
        try host.decrement(.stepper("Volume"))
        try host.increment(.stepper("Volume"))
        #expect(host.contains(.text("+-+")))
    }

    @Test("DatePicker shows its date and setDate writes the binding, clamped to the range")
    func datePicker() throws {
        struct Due: View {
            static let start = Date(timeIntervalSince1970: 1_700_000_000)
            @State private var due = Due.start
            var body: some View {
                DatePicker("Due", selection: $due, in: Due.start..., displayedComponents: .date)
            }
        }
        let host = ViewHost(Due())
        #expect(try host.find(.datePicker("Due")).value == "2023-11-14")
        try host.setDate(Date(timeIntervalSince1970: 1_700_000_000 + 86_400 * 3), in: .datePicker("Due"))
        #expect(try host.find(.datePicker()).value == "2023-11-17")
        try host.setDate(Date(timeIntervalSince1970: 0))
        #expect(try host.find(.datePicker()).value == "2023-11-14")
    }

    @Test("SecureField hides what is typed on screen and passes the real text to its binding")
    func secureField() throws {
        struct Login: View {
            @State private var password = ""
            var body: some View {
                VStack {
                    SecureField("Password", text: $password)
                    Text("\(password.count) characters, starts with \(password.prefix(1))")
                }
            }
        }
        let host = ViewHost(Login())
        try host.type("hunter2", into: .secureField("Password"))
        #expect(try host.find(.secureField("Password")).value == "•••••••")
        #expect(host.contains(.text("7 characters, starts with h")))
    }

    @Test("Label shows its icon and title; a button labelled by a Label is found by the title")
    func label() throws {
        struct Row: View {
            @State private var count = 0
            var body: some View {
                Button {
                    count += 1
                } label: {
                    Label("Add \(count)", systemImage: "plus")
                }
            }
        }
        let host = ViewHost(Row())
        let label = try host.find(.label("Add 0"))
        #expect(label.children.map(\.kind) == [.image, .text])
        try host.tap(.button("Add 0"))
        #expect(host.contains(.label("Add 1")))
    }

    @Test("A menu's buttons appear when it is opened, and choosing one runs it and closes the menu")
    func menu() throws {
        struct Sorting: View {
            @State private var order = "none"
            var body: some View {
                VStack {
                    Menu("Sort") {
                        Button("By name") { order = "name" }
                        Button("By date") { order = "date" }
                    }
                    Text("Order: \(order)")
                }
            }
        }
        let host = ViewHost(Sorting())
        #expect(!host.contains(.button("By name")))
        try host.tap(.menu("Sort"))
        #expect(try host.find(.menu("Sort")).value == "open")
        try host.tap(.button("By date"))
        #expect(host.contains(.text("Order: date")))
        #expect(!host.contains(.button("By name")))
    }

    @Test("ProgressView(value:total:) shows the fraction done; a titled spinner shows its title")
    func progressView() {
        struct Download: View {
            var body: some View {
                VStack {
                    ProgressView(value: 3, total: 10)
                    ProgressView("Loading…")
                    ProgressView(value: 12.0, total: 10)
                }
            }
        }
        let host = ViewHost(Download())
        let bars = host.findAll(.progressView())
        #expect(bars.map(\.value) == ["30%", nil, "100%"])
        #expect(bars[1].label == "Loading…")
    }

    enum Field: Hashable { case email, password }

    struct LoginForm: View {
        @State private var email = ""
        @State private var password = ""
        @State private var submitted = false
        @FocusState private var focusedField: Field?
        var body: some View {
            Form {
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .onSubmit { focusedField = .password }
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .onSubmit { submitted = true }
                Text(submitted ? "Signed in" : "Signed out")
            }
        }
    }

    @Test("Typing into a field focuses it: the @FocusState takes the field's value")
    func typingFocuses() throws {
        let host = ViewHost(LoginForm())
        #expect(host.focusedElement == nil)
        try host.type("a@b.c", into: .textField("Email"))
        #expect(host.focusedElement?.label == "Email")
        #expect(try host.find(.textField("Email")).attribute("focused") == "true")
        let focusChange = try #require(host.updates.flatMap(\.changes).first { $0.kind == "@FocusState" })
        #expect(focusChange.source == "LoginForm.focusedField")
        #expect(focusChange.oldValue == "nil" && focusChange.newValue.contains("email"))
    }

    @Test("Submitting runs onSubmit; setting the focus state moves focus to the next field")
    func submitMovesFocus() throws {
        let host = ViewHost(LoginForm())
        try host.type("a@b.c", into: .textField("Email"))
        try host.submit(in: .textField("Email"))
        #expect(host.focusedElement?.label == "Password")
        try host.type("secret", into: .secureField("Password"))
        try host.submit(in: .secureField("Password"))
        #expect(host.contains(.text("Signed in")))
    }

    @Test("Focus is exclusive: focusing a field takes focus from a field with its own Bool state")
    func boolFocusIsExclusive() throws {
        struct TwoFields: View {
            @State private var first = ""
            @State private var second = ""
            @FocusState private var firstFocused: Bool
            @FocusState private var secondFocused: Bool
            var body: some View {
                VStack {
                    TextField("First", text: $first).focused($firstFocused)
                    TextField("Second", text: $second).focused($secondFocused)
                    Text("first: \(firstFocused), second: \(secondFocused)")
                }
            }
        }
        let host = ViewHost(TwoFields())
        try host.focus(.textField("First"))
        #expect(host.contains(.text("first: true, second: false")))
        try host.focus(.textField("Second"))
        #expect(host.contains(.text("first: false, second: true")))
    }

    @Test("onTapGesture makes any view tappable; count: 2 needs a double tap")
    func tapGestures() throws {
        struct Heart: View {
            @State private var likes = 0
            @State private var taps = 0
            var body: some View {
                VStack {
                    Image(systemName: "heart").onTapGesture(count: 2) { likes += 1 }
                    Text("Taps: \(taps)").onTapGesture { taps += 1 }
                    Text("Likes: \(likes)")
                }
            }
        }
        let host = ViewHost(Heart())
        try host.tap(.textContaining("Taps"))
        #expect(host.contains(.text("Taps: 1")))
        #expect(throws: DataFlowError.self) { try host.tap(.image("heart")) }
        try host.tap(.image("heart"), count: 2)
        #expect(host.contains(.text("Likes: 1")))
    }

    @Test("searchable adds a search field the host types into; onSubmit(of: .search) runs on submit")
    func searchable() throws {
        struct Fruits: View {
            @State private var query = ""
            @State private var searches = 0
            let fruits = ["Apple", "Banana", "Cherry"]
            var results: [String] {
                query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            var body: some View {
                NavigationStack {
                    List(results, id: \.self) { Text($0) }
                        .searchable(text: $query, prompt: "Find a fruit")
                        .onSubmit(of: .search) { searches += 1 }
                        .navigationTitle("Searches: \(searches)")
                }
            }
        }
        let host = ViewHost(Fruits())
        try host.type("an", into: .searchField("Find a fruit"))
        #expect(host.texts == ["Banana"])
        try host.submit(in: .searchField())
        #expect(host.navigationTitle == "Searches: 1")
        try host.submit(in: .searchField())
        #expect(host.navigationTitle == "Searches: 2")
    }

    @Test("refresh() runs the refreshable action to completion, then updates the views")
    func refreshable() async throws {
        struct Feed: View {
            @State private var posts = ["Old post"]
            var body: some View {
                List(posts, id: \.self) { Text($0) }
                    .refreshable {
                        await Task.yield()
                        posts.insert("New post", at: 0)
                    }
            }
        }
        let host = ViewHost(Feed())
        try await host.refresh()
        #expect(host.texts == ["New post", "Old post"])
        #expect(host.lastUpdate?.cause == "refresh")
    }

    @Test("onSubmit on a form runs for each field inside, except a field under submitScope()")
    func submitScope() throws {
        struct Compose: View {
            @State private var title = ""
            @State private var tags = ""
            @State private var sent = 0
            var body: some View {
                Form {
                    TextField("Title", text: $title)
                    TextField("Tags", text: $tags).submitScope()
                    Text("Sent \(sent)")
                }
                .onSubmit { sent += 1 }
            }
        }
        let host = ViewHost(Compose())
        try host.submit(in: .textField("Title"))
        try host.submit(in: .textField("Tags"))
        #expect(host.contains(.text("Sent 1")))
    }
}
