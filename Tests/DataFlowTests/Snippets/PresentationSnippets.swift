import DataFlow
import Testing

// Sheets, alerts, dialogs, covers and toolbars written the way Apple's sample code and the
// popular courses write them, mounted and driven headlessly.

/// A shopping list whose rows are deleted after a confirmation alert.
struct ShoppingList: View {
    @State private var items = ["Milk", "Bread", "Apples"]
    @State private var itemToDelete: String?
    @State private var isConfirmingDelete = false

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                HStack {
                    Text(item)
                    Button("Delete \(item)", role: .destructive) {
                        itemToDelete = item
                        isConfirmingDelete = true
                    }
                }
            }
        }
        .alert("Delete item?", isPresented: $isConfirmingDelete, presenting: itemToDelete) { item in
            Button("Delete", role: .destructive) { items.removeAll { $0 == item } }
            Button("Cancel", role: .cancel) {}
        } message: { item in
            Text("\(item) will be removed from your list.")
        }
    }
}

/// A profile with a settings sheet; closing the sheet, however it is closed, reloads the profile.
struct ProfileScreen: View {
    @State private var showingSettings = false
    @State private var reloads = 0

    var body: some View {
        VStack {
            Text("Reloaded \(reloads) times")
            Button("Settings") { showingSettings = true }
        }
        .sheet(isPresented: $showingSettings, onDismiss: { reloads += 1 }) {
            SettingsSheet(isPresented: $showingSettings)
        }
    }
}

struct SettingsSheet: View {
    @Binding var isPresented: Bool
    @State private var notifications = true

    var body: some View {
        VStack {
            Toggle("Notifications", isOn: $notifications)
            Button("Done") { isPresented = false }
        }
    }
}

/// A toolbar add button presenting a form in a sheet with Cancel and Add toolbar buttons.
struct BookList: View {
    @State private var books = ["Dune"]
    @State private var isAddingBook = false

    var body: some View {
        NavigationStack {
            List(books, id: \.self) { book in
                Text(book)
            }
            .navigationTitle("Books")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add book", systemImage: "plus") { isAddingBook = true }
                }
            }
            .sheet(isPresented: $isAddingBook) {
                NewBookForm(isPresented: $isAddingBook) { title in books.append(title) }
            }
        }
    }
}

struct NewBookForm: View {
    @Binding var isPresented: Bool
    let onAdd: (String) -> Void
    @State private var title = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
            }
            .navigationTitle("New book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { isPresented = false }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(title)
                        isPresented = false
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

/// Editing a contact in a sheet driven by an optional item.
struct Contacts: View {
    struct Contact: Identifiable {
        let id: Int
        let name: String
    }

    @State private var editing: Contact?
    let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]

    var body: some View {
        VStack {
            ForEach(contacts) { contact in
                Button("Edit \(contact.name)") { editing = contact }
            }
        }
        .sheet(item: $editing) { contact in
            ContactEditor(name: contact.name)
        }
    }
}

struct ContactEditor: View {
    let name: String
    @State private var draft = ""

    var body: some View {
        VStack {
            Text("Editing \(name)")
            TextField("Nickname", text: $draft)
        }
    }
}

/// The iOS 13 way: an `Alert` value with a destructive and a cancel button.
struct ResetScreen: View {
    @State private var showingReset = false
    @State private var score = 42

    var body: some View {
        VStack {
            Text("Score \(score)")
            Button("Reset score") { showingReset = true }
        }
        .alert(isPresented: $showingReset) {
            Alert(
                title: Text("Reset your score?"),
                message: Text("You cannot undo this."),
                primaryButton: .destructive(Text("Reset")) { score = 0 },
                secondaryButton: .cancel()
            )
        }
    }
}

/// Signing out behind a confirmation dialog.
struct AccountScreen: View {
    @State private var confirmingSignOut = false
    @State private var signedIn = true

    var body: some View {
        VStack {
            Text(signedIn ? "Signed in" : "Signed out")
            Button("Sign out", role: .destructive) { confirmingSignOut = true }
        }
        .confirmationDialog("Are you sure?", isPresented: $confirmingSignOut, titleVisibility: .visible) {
            Button("Sign out", role: .destructive) { signedIn = false }
            Button("Cancel", role: .cancel) {}
        }
    }
}

/// An onboarding cover shown over the whole app until it is finished.
struct OnboardedApp: View {
    @State private var showingOnboarding = true
    @State private var finishedOnboarding = false

    var body: some View {
        Text(finishedOnboarding ? "Home" : "Home (not onboarded)")
            .fullScreenCover(isPresented: $showingOnboarding, onDismiss: { finishedOnboarding = true }) {
                VStack {
                    Text("Welcome to the app")
                    Button("Continue") { showingOnboarding = false }
                }
            }
    }
}

/// A login form that reports a failure with an alert that has only a title: SwiftUI adds "OK".
struct LoginForm: View {
    @State private var password = ""
    @State private var didFail = false

    var body: some View {
        Form {
            TextField("Password", text: $password)
            Button("Log in") { didFail = password != "swordfish" }
        }
        .alert("Login failed", isPresented: $didFail) {}
    }
}

@MainActor
@Suite("Snippets: presentation")
struct PresentationSnippets {
    @Test("An alert presenting data: its buttons get the item, and tapping one dismisses the alert")
    func shoppingListDeleteConfirmation() throws {
        let host = ViewHost(ShoppingList())
        try host.tap(.button("Delete Bread"))
        #expect(host.presentedAlert?.texts.contains("Bread will be removed from your list.") == true)
        try host.tap(.button("Delete"))
        #expect(!host.isPresentingAlert)
        #expect(!host.contains(.text("Bread")))
        #expect(host.contains(.text("Milk")))
    }

    @Test("onDismiss runs when a button inside the sheet closes it and when the sheet is swiped away")
    func profileSettingsSheet() throws {
        let host = ViewHost(ProfileScreen())
        try host.tap(.button("Settings"))
        try host.toggle(.toggle("Notifications"))
        try host.tap(.button("Done"))
        #expect(host.texts.contains("Reloaded 1 times"))
        try host.tap(.button("Settings"))
        #expect(try host.find(.toggle("Notifications")).value == "on", "a new presentation starts with fresh state")
        try host.dismissSheet()
        #expect(host.texts.contains("Reloaded 2 times"))
    }

    @Test("A toolbar button presents a sheet whose own toolbar buttons act; a disabled Add cannot be tapped")
    func bookListAddFlow() throws {
        let host = ViewHost(BookList())
        try host.tap(.button("Add book"))
        #expect(host.isPresentingSheet)
        #expect(host.navigationTitle == "New book")
        #expect(throws: DataFlowError.self) { try host.tap(.button("Add")) }
        try host.type("Emma", into: .textField("Title"))
        try host.tap(.button("Add"))
        #expect(!host.isPresentingSheet)
        #expect(host.texts.contains("Emma"))
        try host.tap(.button("Add book"))
        #expect(try host.find(.textField("Title")).value == "", "the form is a new presentation with fresh state")
        try host.tap(.button("Cancel"))
        #expect(host.texts.filter { $0 == "Emma" }.count == 1)
    }

    @Test("sheet(item:) shows a sheet for the item; another item is a new sheet with fresh state")
    func contactsEditSheet() throws {
        let host = ViewHost(Contacts())
        try host.tap(.button("Edit Ada"))
        #expect(host.texts.contains("Editing Ada"))
        try host.type("Countess", into: .textField("Nickname"))
        try host.dismissSheet()
        try host.tap(.button("Edit Grace"))
        #expect(host.texts.contains("Editing Grace"))
        #expect(try host.find(.textField("Nickname")).value == "")
    }

    @Test("The Alert value's destructive button acts; its cancel button only dismisses")
    func resetScreenLegacyAlert() throws {
        let host = ViewHost(ResetScreen())
        try host.tap(.button("Reset score"))
        try host.tap(.button("Cancel"))
        #expect(host.texts.contains("Score 42"))
        try host.tap(.button("Reset score"))
        try host.tap(.button("Reset"))
        #expect(host.texts.contains("Score 0"))
    }

    @Test("A confirmation dialog's destructive action runs and the dialog goes away")
    func accountSignOutDialog() throws {
        let host = ViewHost(AccountScreen())
        try host.tap(.button("Sign out"))
        #expect(host.presentedAlert?.label == "Are you sure?")
        try host.tap(.button("Sign out"))
        #expect(host.texts.first == "Signed out")
        #expect(!host.isPresentingAlert)
    }

    @Test("A full-screen cover hides the app until its button dismisses it; onDismiss then runs")
    func onboardingCover() throws {
        let host = ViewHost(OnboardedApp())
        #expect(host.texts.contains("Welcome to the app"))
        #expect(!host.texts.contains("Home (not onboarded)"))
        try host.tap(.button("Continue"))
        #expect(host.texts == ["Home"])
    }

    @Test("An alert with no actions gets an OK button that dismisses it")
    func loginFailureAlert() throws {
        let host = ViewHost(LoginForm())
        try host.tap(.button("Log in"))
        #expect(host.presentedAlert?.label == "Login failed")
        try host.tap(.button("OK"))
        #expect(!host.isPresentingAlert)
        try host.type("swordfish", into: .textField("Password"))
        try host.tap(.button("Log in"))
        #expect(!host.isPresentingAlert)
    }
}
