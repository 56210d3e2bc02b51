import DataFlow
import Foundation
import Testing

// Presentation past the everyday: detents, popovers, navigationDestination(item:),
// confirmationDialog(presenting:), alert(isPresented:error:).

private struct DetentSheetDemo: View {
    @State private var showingSettings = false
    @State private var showingInfo = false
    var body: some View {
        VStack {
            Button("Settings") { showingSettings = true }
                .sheet(isPresented: $showingSettings) {
                    Text("Settings sheet")
                        .presentationDetents([.medium, .large])
                        .presentationDragIndicator(.visible)
                }
            Button("Info") { showingInfo = true }
                .popover(isPresented: $showingInfo) {
                    Text("Details")
                }
        }
    }
}

private struct Book: Hashable, Identifiable {
    let id = UUID()
    let title: String
}

private struct Library: View {
    @State private var selected: Book?
    let books = [Book(title: "Dune"), Book(title: "Emma")]
    var body: some View {
        NavigationStack {
            List(books) { book in
                Button(book.title) { selected = book }
            }
            .navigationDestination(item: $selected) { book in
                Text("Reading \(book.title)")
            }
            Text("Selected: \(selected?.title ?? "none")")
        }
    }
}

private struct FileItem: Identifiable {
    let id = UUID()
    let name: String
}

private struct FileList: View {
    @State private var files = [FileItem(name: "a.txt"), FileItem(name: "b.txt")]
    @State private var isConfirming = false
    @State private var fileToDelete: FileItem?
    var body: some View {
        List(files) { file in
            Button("Delete \(file.name)") {
                fileToDelete = file
                isConfirming = true
            }
        }
        .confirmationDialog(
            "Are you sure?", isPresented: $isConfirming, titleVisibility: .visible, presenting: fileToDelete
        ) { file in
            Button("Delete \(file.name) for good", role: .destructive) {
                files.removeAll { $0.id == file.id }
            }
        } message: { file in
            Text("You cannot undo deleting \(file.name).")
        }
    }
}

private enum LoginError: LocalizedError {
    case badPassword
    var errorDescription: String? { "Wrong password" }
    var recoverySuggestion: String? { "Try again." }
}

private struct LoginView: View {
    @State private var showError = false
    @State private var error: LoginError?
    var body: some View {
        Button("Log in") {
            error = .badPassword
            showError = true
        }
        .alert(isPresented: $showError, error: error) { _ in
            Button("OK") {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

@MainActor
@Suite("Presentation: detents, popovers, navigationDestination(item:), dialogs about data, error alerts")
struct PresentationExtrasSnippets {
    @Test("a sheet's detents and drag indicator are recorded; a popover is shown as a sheet, as on an iPhone")
    func detentsAndPopover() throws {
        let host = ViewHost(DetentSheetDemo())
        try host.tap(.button("Settings"))
        #expect(try host.find(.text("Settings sheet")).attribute("presentationDetents") == "large,medium")
        try host.dismissSheet()
        try host.tap(.button("Info"))
        #expect(host.isPresentingSheet)
        #expect(host.contains(.text("Details")))
        try host.dismissSheet()
        #expect(!host.contains(.text("Details")))
    }

    @Test("navigationDestination(item:) pushes for a non-nil item; going back sets it to nil")
    func destinationForItem() throws {
        let host = ViewHost(Library())
        try host.tap(.button("Emma"))
        #expect(host.contains(.text("Reading Emma")))
        try host.goBack()
        #expect(host.contains(.text("Selected: none")))
    }

    @Test("confirmationDialog(presenting:) shows the data's actions and message; an action runs and dismisses")
    func dialogPresenting() throws {
        let host = ViewHost(FileList())
        try host.tap(.button("Delete b.txt"))
        #expect(host.presentedAlert?.texts.contains("You cannot undo deleting b.txt.") == true)
        try host.tap(.button("Delete b.txt for good"))
        #expect(!host.isPresentingAlert)
        #expect(!host.contains(.button("Delete b.txt")))
        #expect(host.contains(.button("Delete a.txt")))
    }

    @Test("alert(isPresented:error:) is titled by the error's description")
    func errorAlert() throws {
        let host = ViewHost(LoginView())
        try host.tap(.button("Log in"))
        #expect(host.presentedAlert?.label == "Wrong password")
        #expect(host.presentedAlert?.texts.contains("Try again.") == true)
        try host.tap(.button("OK"))
        #expect(!host.isPresentingAlert)
    }
}
