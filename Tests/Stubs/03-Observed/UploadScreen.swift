// Exercise observed-will-change: Send objectWillChange by hand, at the right moment
//
// Task: `UploadQueue` has no @Published properties: it sends its own `objectWillChange`, as WWDC19's
// PodcastPlayerStore does. Two things are wrong with it. "Retry all" changes the queue
// without telling anyone, so the screen does not move. And `uploadNext()` announces the change
// after making it, but ObservableObject's publisher must fire *before* the object changes (its
// name says so: the object *will* change), so that subscribers can still see the old values.
//
// Done when: both buttons update the screen, even when the queue is changed by other code; and
// whenever objectWillChange fires, the queue still holds its values from before the change.
//
// From: WWDC19 session 226, "Data Flow Through SwiftUI" (PodcastPlayerStore sends
// objectWillChange in advance()); Point-Free #65's correction: objectWillChange is sent "just
// before, not after" a change. See Chapters/03-Observed/Examples/PodcastPlayerStore.swift and
// AppState.swift.
//
// Run: swift run checker check observed-will-change
import DataFlow

/// Files waiting to be uploaded, and the ones already uploaded. It announces its own changes.
final class UploadQueue: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()

    private(set) var waiting: [String]
    private(set) var uploaded: [String] = []

    init(files: [String]) {
        waiting = files
    }

    /// Uploads the first waiting file.
    func uploadNext() {
        guard !waiting.isEmpty else { return }
        uploaded.append(waiting.removeFirst())
        // TODO: is this the right moment?
        objectWillChange.send()
    }

    /// Puts every uploaded file back in front of the waiting ones, to upload again.
    func retryAll() {
        // TODO: who hears about this change?
        waiting = uploaded + waiting
        uploaded = []
    }
}

/// Shows the queue and its two actions.
struct UploadScreen: View {
    @ObservedObject var queue: UploadQueue

    var body: some View {
        VStack {
            Text("Waiting: \(queue.waiting.count)")
            Text("Uploaded: \(queue.uploaded.count)")
            Button("Upload next") { queue.uploadNext() }
            Button("Retry all") { queue.retryAll() }
        }
    }
}
