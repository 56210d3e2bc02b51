import DataFlow
import Testing

// Everyday SwiftUI forms and controls, as tutorials and courses write them.

/// A login form: fields that move focus on Return, a secure field, a submit that validates.
private struct LoginView: View {
    enum Field: Hashable { case username, password }

    @State private var username = ""
    @State private var password = ""
    @State private var message = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack(spacing: 16) {
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
            Button("Sign In", action: signIn)
                .buttonStyle(.borderedProminent)
                .disabled(username.isEmpty || password.isEmpty)
            Text(message)
        }
        .padding()
        .onSubmit {
            if focusedField == .username {
                focusedField = .password
            } else {
                signIn()
            }
        }
    }

    func signIn() {
        message = password.count >= 6 ? "Welcome, \(username)!" : "Password too short"
        focusedField = nil
    }
}

/// A settings form: toggles, a stepper, a date picker, a picker, all saved with @AppStorage.
private struct SettingsForm: View {
    @AppStorage("snippets.notifications") private var notifications = true
    @AppStorage("snippets.dailyGoal") private var dailyGoal = 3
    @AppStorage("snippets.units") private var units = "Metric"
    @State private var reminder = Date(timeIntervalSince1970: 8 * 3600)

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notifications)
                    Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...10)
                    Picker("Units", selection: $units) {
                        Text("Metric").tag("Metric")
                        Text("Imperial").tag("Imperial")
                    }
                }
                if notifications {
                    Section("Reminder") {
                        DatePicker("Time", selection: $reminder, displayedComponents: .hourAndMinute)
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// A counter with a stepper using onIncrement/onDecrement and a log of what happened.
private struct VolumeControl: View {
    @State private var volume = 5
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Stepper {
                Label("Volume \(volume)", systemImage: "speaker.wave.2")
            } onIncrement: {
                volume = min(volume + 1, 10)
                log.append("up")
            } onDecrement: {
                volume = max(volume - 1, 0)
                log.append("down")
            }
            Text(log.joined(separator: ","))
        }
    }
}

/// A booking form: a date picker limited to the future, with a summary.
private struct BookingView: View {
    static let today = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01 00:00 UTC
    @State private var checkIn = BookingView.today
    @State private var nights = 1

    var body: some View {
        Form {
            DatePicker("Check-in", selection: $checkIn, in: BookingView.today..., displayedComponents: .date)
            Stepper("Nights: \(nights)", value: $nights, in: 1...14)
            Text(
                "Checkout: \(checkIn.addingTimeInterval(Double(nights) * 86_400).formatted(.iso8601.year().month().day()))"
            )
        }
    }
}

/// A toolbar-like menu of sort options.
private struct SortMenuView: View {
    enum SortOrder: String, CaseIterable { case name, date, size }
    @State private var order = SortOrder.name

    var body: some View {
        VStack {
            Menu {
                ForEach(SortOrder.allCases, id: \.self) { option in
                    Button(option.rawValue.capitalized) { order = option }
                }
            } label: {
                Label("Sort", systemImage: "arrow.up.arrow.down")
            }
            Text("Sorted by \(order.rawValue)")
        }
    }
}

/// A download screen: a determinate progress bar and a spinner while working.
private struct DownloadView: View {
    @State private var progress = 0.0
    var isDownloading: Bool { progress > 0 && progress < 1 }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            if isDownloading {
                ProgressView("Downloading…")
            }
            Button(progress >= 1 ? "Done" : "Download 25%") { progress = min(progress + 0.25, 1) }
                .disabled(progress >= 1)
        }
    }
}

/// A searchable list filtered as the user types.
private struct CountrySearchView: View {
    let countries = ["France", "Germany", "Ghana", "Japan", "Kenya"]
    @State private var searchText = ""

    var filtered: [String] {
        searchText.isEmpty ? countries : countries.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { country in
                Text(country)
            }
            .searchable(text: $searchText, prompt: "Search countries")
            .navigationTitle("Countries")
        }
    }
}

/// Pull to refresh: the list reloads its items in an async closure.
private struct NewsView: View {
    @State private var headlines = ["Yesterday's news"]
    @State private var refreshCount = 0

    var body: some View {
        List(headlines, id: \.self) { Text($0) }
            .refreshable {
                await loadLatest()
            }
    }

    func loadLatest() async {
        await Task.yield()
        refreshCount += 1
        headlines = ["Breaking \(refreshCount)"] + headlines
    }
}

/// Double tap to like a photo, single tap to show details.
private struct PhotoCard: View {
    @State private var isLiked = false
    @State private var showsDetails = false

    var body: some View {
        VStack {
            Image("sunset")
                .resizable()
                .scaledToFit()
                .onTapGesture(count: 2) { isLiked.toggle() }
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .foregroundStyle(isLiked ? Color.red : Color.gray)
            Text(showsDetails ? "Sunset over the bay" : "Tap for details")
                .onTapGesture { showsDetails.toggle() }
        }
    }
}

/// A chat input: a text field with a Bool focus state that clears on send.
private struct ChatInput: View {
    @State private var draft = ""
    @State private var messages: [String] = []
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            ForEach(messages, id: \.self) { Text($0) }
            HStack {
                TextField("Message", text: $draft)
                    .focused($isFocused)
                    .onSubmit(send)
                Button("Send", action: send)
            }
            Text(isFocused ? "Keyboard up" : "Keyboard down")
        }
    }

    func send() {
        guard !draft.isEmpty else { return }
        messages.append(draft)
        draft = ""
        isFocused = false
    }
}

/// A labelled list of actions built with Label and a tinted button.
private struct ProfileActions: View {
    @State private var isFollowing = false

    var body: some View {
        List {
            Button {
                isFollowing.toggle()
            } label: {
                Label(
                    isFollowing ? "Unfollow" : "Follow",
                    systemImage: isFollowing ? "person.fill.checkmark" : "person.badge.plus")
            }
            .tint(isFollowing ? .gray : .blue)
            Label("Share profile", systemImage: "square.and.arrow.up")
            Label {
                Text("Report")
            } icon: {
                Image(systemName: "flag")
            }
            .labelStyle(.titleOnly)
        }
    }
}

@MainActor
@Suite("Snippets: controls and input", .serialized)
struct ControlSnippets {
    @Test("Login: Return in the username field moves focus to the password field (onSubmit + @FocusState)")
    func loginMovesFocus() throws {
        let host = ViewHost(LoginView())
        try host.type("kim", into: .textField("Username"))
        #expect(host.focusedElement?.label == "Username")
        try host.submit(in: .textField("Username"))
        #expect(host.focusedElement?.label == "Password")
    }

    @Test("Login: Return in the password field signs in and dismisses the keyboard")
    func loginSubmits() throws {
        let host = ViewHost(LoginView())
        try host.type("kim", into: .textField("Username"))
        try host.type("secret1", into: .secureField("Password"))
        #expect(try host.find(.secureField("Password")).value == "•••••••")
        try host.submit(in: .secureField("Password"))
        #expect(host.contains(.text("Welcome, kim!")))
        #expect(host.focusedElement == nil)
    }

    @Test("Login: the button stays disabled until both fields have text")
    func loginDisabled() throws {
        let host = ViewHost(LoginView())
        try host.type("kim", into: .textField("Username"))
        #expect(try host.find(.button("Sign In")).isDisabled)
        try host.type("abc", into: .secureField("Password"))
        try host.tap(.button("Sign In"))
        #expect(host.contains(.text("Password too short")))
    }

    @Test("Settings: @AppStorage keeps values across a new screen, and a toggle hides a section")
    func settingsPersist() throws {
        AppStorageStore.shared.reset()
        let first = ViewHost(SettingsForm())
        try first.increment(.stepper("Daily goal: 3"))
        try first.pick("Imperial", in: .picker("Units"))
        try first.toggle(.toggle("Notifications"))
        #expect(!first.contains(.datePicker("Time")))
        let second = ViewHost(SettingsForm())
        #expect(second.contains(.stepper("Daily goal: 4")))
        #expect(try second.find(.picker("Units")).value == "Imperial")
        #expect(try second.find(.toggle("Notifications")).value == "off")
        AppStorageStore.shared.reset()
    }

    @Test("Settings: the time picker shows hours and minutes and takes a new time")
    func settingsTime() throws {
        AppStorageStore.shared.reset()
        let host = ViewHost(SettingsForm())
        #expect(try host.find(.datePicker("Time")).value == "08:00")
        try host.setDate(Date(timeIntervalSince1970: 7 * 3600 + 30 * 60), in: .datePicker("Time"))
        #expect(try host.find(.datePicker("Time")).value == "07:30")
    }

    @Test("Volume: a stepper with a Label runs onIncrement and onDecrement")
    func volumeStepper() throws {
        let host = ViewHost(VolumeControl())
        try host.increment(.stepper("Volume 5"))
        try host.decrement(.stepper("Volume 6"))
        #expect(host.contains(.label("Volume 5")))
        #expect(host.contains(.text("up,down")))
    }

    @Test("Booking: the check-in date cannot go before today; the summary follows the stepper")
    func booking() throws {
        let host = ViewHost(BookingView())
        try host.setDate(BookingView.today.addingTimeInterval(-86_400 * 30), in: .datePicker("Check-in"))
        #expect(try host.find(.datePicker("Check-in")).value == "2025-01-01")
        try host.increment(.stepper())
        try host.setDate(BookingView.today.addingTimeInterval(86_400 * 9), in: .datePicker("Check-in"))
        #expect(host.contains(.text("Checkout: 2025-01-12")))
    }

    @Test("Sort menu: its options appear after opening it, and picking one closes it")
    func sortMenu() throws {
        let host = ViewHost(SortMenuView())
        try host.tap(.menu("Sort"))
        try host.tap(.button("Date"))
        #expect(host.contains(.text("Sorted by date")))
        #expect(!host.contains(.button("Size")))
    }

    @Test("Download: the progress bar fills, a spinner shows while downloading, and the button disables at 100%")
    func download() throws {
        let host = ViewHost(DownloadView())
        try host.tap(.button("Download 25%"))
        #expect(try host.find(.progressView()).value == "25%")
        #expect(host.contains(.progressView("Downloading…")))
        for _ in 0..<3 { try host.tap(.button("Download 25%")) }
        #expect(try host.find(.progressView()).value == "100%")
        #expect(!host.contains(.progressView("Downloading…")))
        #expect(try host.find(.button("Done")).isDisabled)
    }

    @Test("Country search: typing into the search field filters the list")
    func countrySearch() throws {
        let host = ViewHost(CountrySearchView())
        try host.type("g", into: .searchField("Search countries"))
        #expect(host.texts == ["Germany", "Ghana"])
        try host.clearText(in: .searchField())
        #expect(host.texts.count == 5)
    }

    @Test("News: pull to refresh awaits the async load, then shows the new headline")
    func newsRefresh() async throws {
        let host = ViewHost(NewsView())
        try await host.refresh()
        try await host.refresh()
        #expect(host.texts == ["Breaking 2", "Breaking 1", "Yesterday's news"])
    }

    @Test("Photo card: a double tap likes the photo; a single tap on the caption shows details")
    func photoCard() throws {
        let host = ViewHost(PhotoCard())
        try host.tap(.image("sunset"), count: 2)
        #expect(try host.find(.image("heart.fill")).attribute("foregroundColor") == "red")
        try host.tap(.text("Tap for details"))
        #expect(host.contains(.text("Sunset over the bay")))
    }

    @Test("Chat: sending with Return appends the message, clears the field and drops focus")
    func chatInput() throws {
        let host = ViewHost(ChatInput())
        try host.type("Hi!", into: .textField("Message"))
        #expect(host.contains(.text("Keyboard up")))
        try host.submit(in: .textField("Message"))
        #expect(host.texts == ["Hi!", "Send", "Keyboard down"])
        #expect(try host.find(.textField("Message")).value == "")
    }

    @Test("Profile actions: a button labelled with a Label toggles its title and tint")
    func profileActions() throws {
        let host = ViewHost(ProfileActions())
        try host.tap(.button("Follow"))
        #expect(try host.find(.button("Unfollow")).attribute("tint") == "gray")
        #expect(try host.find(.label("Report")).attribute("labelStyle") == "titleOnly")
        #expect(host.contains(.image("square.and.arrow.up")))
    }
}
