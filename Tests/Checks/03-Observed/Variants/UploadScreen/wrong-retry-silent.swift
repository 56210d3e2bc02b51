// Wrong: uploadNext() is fixed, but retryAll() still changes the queue without sending anything.
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
        objectWillChange.send()
        uploaded.append(waiting.removeFirst())
    }

    /// Puts every uploaded file back in front of the waiting ones, to upload again.
    func retryAll() {
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
