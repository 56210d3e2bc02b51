import DataFlow
import Testing

/// Sheets, full-screen covers, alerts and confirmation dialogs, as SwiftUI documents them.
@MainActor
@Suite("Presentations")
struct PresentationTests {
    struct Note: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    struct Editor: View {
        let note: Note
        @State private var edits = 0
        var body: some View {
            Button("\(note.title) edits: \(edits)") { edits += 1 }
        }
    }

    struct Notes: View {
        let log: EventLog
        @State var isPresented = false
        @State var selected: Note?
        var body: some View {
            VStack {
                Button("Open") { isPresented = true }
                Button("Close in code") { isPresented = false }
                Button("Edit first") { selected = Note(id: 1, title: "First") }
                Button("Edit second") { selected = Note(id: 2, title: "Second") }
            }
            .sheet(isPresented: $isPresented, onDismiss: { log.record("flag sheet dismissed") }) {
                VStack {
                    Text("Sheet")
                    Button("Close in code") { isPresented = false }
                }
            }
            .sheet(item: $selected, onDismiss: { log.record("item sheet dismissed") }) { note in
                VStack {
                    Editor(note: note)
                    Button("Switch to second") { selected = Note(id: 2, title: "Second") }
                    Button("Done") { selected = nil }
                }
            }
        }
    }

    @Test("onDismiss runs when the binding is set to false in code")
    func onDismissAfterCodeDismissal() throws {
        let log = EventLog()
        let host = ViewHost(Notes(log: log))
        try host.tap(.button("Open"))
        #expect(host.isPresentingSheet)
        try host.tap(.button("Close in code"))
        #expect(!host.isPresentingSheet)
        #expect(log.entries == ["flag sheet dismissed"])
    }

    @Test("onDismiss runs when the user swipes the sheet away")
    func onDismissAfterSwipe() throws {
        let log = EventLog()
        let host = ViewHost(Notes(log: log))
        try host.tap(.button("Open"))
        try host.dismissSheet()
        #expect(log.entries == ["flag sheet dismissed"])
    }

    @Test("Replacing the item dismisses the old sheet (onDismiss runs) and presents the new item's with fresh state")
    func replacingItemDismissesAndPresentsFresh() throws {
        let log = EventLog()
        let host = ViewHost(Notes(log: log))
        try host.tap(.button("Edit first"))
        try host.tap(.button("First edits: 0"))
        try host.tap(.button("Switch to second"))
        #expect(log.entries == ["item sheet dismissed"])
        #expect(host.contains(.button("Second edits: 0")))
        try host.tap(.button("Done"))
        #expect(log.entries == ["item sheet dismissed", "item sheet dismissed"])
        #expect(!host.isPresentingSheet)
    }

    struct DeleteConfirmation: View {
        @State var items = ["Milk", "Eggs"]
        @State var confirming = false
        var body: some View {
            VStack {
                ForEach(items, id: \.self) { Text($0) }
                Button("Delete all", role: .destructive) { confirming = true }
            }
            .alert("Delete all items?", isPresented: $confirming) {
                Button("Delete", role: .destructive) { items.removeAll() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test("An alert shows over the screen; tapping a button runs its action and sets the binding to false")
    func alertButtonsActAndDismiss() throws {
        let host = ViewHost(DeleteConfirmation())
        try host.tap(.button("Delete all"))
        #expect(host.isPresentingAlert)
        let alert = try #require(host.presentedAlert)
        #expect(alert.label == "Delete all items?")
        #expect(alert.texts.contains("This cannot be undone."))
        #expect(try host.find(.button("Delete")).attribute("role") == "destructive")
        try host.tap(.button("Delete"))
        #expect(!host.isPresentingAlert)
        #expect(!host.contains(.text("Milk")) && !host.contains(.text("Eggs")))
    }

    @Test("Cancel dismisses the alert and changes nothing else")
    func alertCancel() throws {
        let host = ViewHost(DeleteConfirmation())
        try host.tap(.button("Delete all"))
        try host.tap(.button("Cancel"))
        #expect(!host.isPresentingAlert)
        #expect(host.texts == ["Milk", "Eggs", "Delete all"])
        #expect(host.lastUpdate?.changes.map(\.source) == ["DeleteConfirmation.confirming"])
    }

    @Test("An alert without actions gets an OK button, as SwiftUI documents")
    func alertWithoutActionsHasOK() throws {
        struct Failing: View {
            @State private var failed = true
            var body: some View {
                Text("Login").alert("Login failed", isPresented: $failed) {}
            }
        }
        let host = ViewHost(Failing())
        try host.tap(.button("OK"))
        #expect(!host.isPresentingAlert)
    }

    @Test("The iOS 13 Alert value: primary and secondary buttons with roles")
    func legacyAlert() throws {
        struct Legacy: View {
            @State private var asking = false
            @State private var answer = "none"
            var body: some View {
                VStack {
                    Text("Answer: \(answer)")
                    Button("Ask") { asking = true }
                }
                .alert(isPresented: $asking) {
                    Alert(
                        title: Text("Erase?"), message: Text("Really?"),
                        primaryButton: .destructive(Text("Erase")) { answer = "erase" },
                        secondaryButton: .cancel())
                }
            }
        }
        let host = ViewHost(Legacy())
        try host.tap(.button("Ask"))
        #expect(host.presentedAlert?.label == "Erase?")
        #expect(try host.find(.button("Cancel")).attribute("role") == "cancel")
        try host.tap(.button("Erase"))
        #expect(host.texts.contains("Answer: erase"))
        #expect(!host.isPresentingAlert)
    }

    @Test("alert(_:isPresented:presenting:) passes the data to its closures")
    func alertPresentingData() throws {
        struct Errors: View {
            @State private var showing = false
            @State private var error: String?
            var body: some View {
                Button("Fail") {
                    error = "Disk full"; showing = true
                }
                .alert("Error", isPresented: $showing, presenting: error) { detail in
                    Button("Retry \(detail)") {}
                } message: { detail in
                    Text(detail)
                }
            }
        }
        let host = ViewHost(Errors())
        try host.tap(.button("Fail"))
        #expect(host.presentedAlert?.texts.contains("Disk full") == true)
        try host.tap(.button("Retry Disk full"))
        #expect(!host.isPresentingAlert)
    }

    @Test("A confirmation dialog shows its title (titleVisibility: .visible) and actions; any action dismisses it")
    func confirmationDialog() throws {
        struct Photo: View {
            @State private var asking = false
            @State private var status = "kept"
            var body: some View {
                VStack {
                    Text(status)
                    Button("Options") { asking = true }
                }
                .confirmationDialog("Photo options", isPresented: $asking, titleVisibility: .visible) {
                    Button("Delete photo", role: .destructive) { status = "deleted" }
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
        let host = ViewHost(Photo())
        try host.tap(.button("Options"))
        #expect(host.presentedAlert?.kind == .confirmationDialog)
        #expect(host.presentedAlert?.label == "Photo options")
        try host.tap(.button("Delete photo"))
        #expect(host.texts.first == "deleted")
        #expect(!host.isPresentingAlert)
    }

    @Test("titleVisibility: .hidden hides a confirmation dialog's title")
    func confirmationDialogHiddenTitle() throws {
        struct Sharing: View {
            @State private var asking = true
            var body: some View {
                Text("Photo").confirmationDialog("Share", isPresented: $asking, titleVisibility: .hidden) {
                    Button("Copy") {}
                }
            }
        }
        let host = ViewHost(Sharing())
        #expect(host.presentedAlert?.kind == .confirmationDialog)
        #expect(host.presentedAlert?.label == nil)
    }

    @Test("A full-screen cover cannot be swiped away; a button inside dismisses it and onDismiss runs")
    func fullScreenCover() throws {
        struct Onboarding: View {
            let log: EventLog
            @State private var showing = true
            var body: some View {
                Text("Home")
                    .fullScreenCover(isPresented: $showing, onDismiss: { log.record("cover dismissed") }) {
                        Button("Get started") { showing = false }
                    }
            }
        }
        let log = EventLog()
        let host = ViewHost(Onboarding(log: log))
        #expect(try host.find(.kind(.fullScreenCover)).kind == .fullScreenCover)
        #expect(throws: DataFlowError.self) { try host.dismissSheet() }
        try host.tap(.button("Get started"))
        #expect(host.texts == ["Home"])
        #expect(log.entries == ["cover dismissed"])
    }

    @Test("fullScreenCover(item:) covers the screen for the item; setting it to nil dismisses it")
    func fullScreenCoverItem() throws {
        struct Gallery: View {
            @State private var viewing: Note?
            var body: some View {
                Button("View photo") { viewing = Note(id: 9, title: "Sunset") }
                    .fullScreenCover(item: $viewing) { note in
                        VStack {
                            Text(note.title)
                            Button("Close") { viewing = nil }
                        }
                    }
            }
        }
        let host = ViewHost(Gallery())
        try host.tap(.button("View photo"))
        #expect(host.isPresentingSheet)
        #expect(host.texts.first == "Sunset")
        try host.tap(.button("Close"))
        #expect(!host.isPresentingSheet)
    }

    @Test(
        "The iOS 13 alert(item:content:) shows an Alert for the item; its button dismisses it by setting the item to nil"
    )
    func legacyAlertItem() throws {
        struct Inbox: View {
            @State private var problem: Note?
            var body: some View {
                VStack {
                    Text(problem == nil ? "No problem" : "Problem")
                    Button("Sync") { problem = Note(id: 1, title: "Offline") }
                }
                .alert(item: $problem) { note in
                    Alert(title: Text(note.title), dismissButton: .default(Text("Got it")))
                }
            }
        }
        let host = ViewHost(Inbox())
        try host.tap(.button("Sync"))
        #expect(host.presentedAlert?.label == "Offline")
        try host.tap(.button("Got it"))
        #expect(!host.isPresentingAlert)
        #expect(host.texts.first == "No problem")
    }

    @Test("A confirmation dialog's message is shown under its title")
    func confirmationDialogMessage() throws {
        struct Discard: View {
            @State private var asking = true
            var body: some View {
                Text("Draft").confirmationDialog("Discard draft?", isPresented: $asking) {
                    Button("Discard", role: .destructive) {}
                } message: {
                    Text("Your changes will be lost.")
                }
            }
        }
        let host = ViewHost(Discard())
        #expect(host.presentedAlert?.texts.first == "Your changes will be lost.")
    }
}
