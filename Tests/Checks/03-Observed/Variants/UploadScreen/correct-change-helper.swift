// Correct: one helper announces and then runs the change, and both methods go through it.
import DataFlow

/// Files waiting to be uploaded, and the ones already uploaded. It announces its own changes.
final class UploadQueue: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()

    private(set) var waiting: [String]
    private(set) var uploaded: [String] = []

    init(files: [String]) {
        waiting = files
    }

    /// Announces a change, then makes it.
    private func change(_ makeChange: () -> Void) {
        objectWillChange.send()
        makeChange()
    }

    /// Uploads the first waiting file.
    func uploadNext() {
        guard !waiting.isEmpty else { return }
        change { uploaded.append(waiting.removeFirst()) }
    }

    /// Puts every uploaded file back in front of the waiting ones, to upload again.
    func retryAll() {
        change {
            waiting = uploaded + waiting
            uploaded = []
        }
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
