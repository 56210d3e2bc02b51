// Wrong: both methods send objectWillChange after the change; the screen updates, but subscribers see the new values when they are told the object will change.
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
        objectWillChange.send()
    }

    /// Puts every uploaded file back in front of the waiting ones, to upload again.
    func retryAll() {
        waiting = uploaded + waiting
        uploaded = []
        objectWillChange.send()
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
