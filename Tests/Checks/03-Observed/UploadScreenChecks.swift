// Hidden checks for observed-will-change (Chapters/03-Observed/Exercises/UploadScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-will-change: Send objectWillChange by hand, at the right moment")
struct UploadScreenChecks {
    let files = ["a.jpg", "b.jpg", "c.jpg"]

    @Test("Upload next moves a file from waiting to uploaded on screen")
    func uploadNextUpdatesTheScreen() throws {
        let host = ViewHost(UploadScreen(queue: UploadQueue(files: files)))
        try host.tap(.button("Upload next"))

        #expect(
            host.texts.contains("Waiting: 2") && host.texts.contains("Uploaded: 1"),
            "After one Upload next, the screen should say Waiting: 2 and Uploaded: 1. The screen shows:\n\(host.render())"
        )
    }

    @Test("Retry all puts the uploaded files back in the waiting list on screen")
    func retryAllUpdatesTheScreen() throws {
        let host = ViewHost(UploadScreen(queue: UploadQueue(files: files)))
        try host.tap(.button("Upload next"))
        try host.tap(.button("Upload next"))
        try host.tap(.button("Retry all"))

        #expect(
            host.texts.contains("Waiting: 3") && host.texts.contains("Uploaded: 0"),
            "Upload next twice, then Retry all: the screen should say Waiting: 3 and Uploaded: 0. If it did not change, retryAll() does not send objectWillChange. The screen shows:\n\(host.render())"
        )
    }

    @Test("changes made by other code reach the screen too")
    func outsideChangesReachTheScreen() {
        let queue = UploadQueue(files: files)
        let host = ViewHost(UploadScreen(queue: queue))
        queue.uploadNext()
        queue.retryAll()
        queue.uploadNext()

        #expect(
            host.texts.contains("Waiting: 2") && host.texts.contains("Uploaded: 1"),
            "uploadNext(), retryAll(), uploadNext() were called on the queue: the screen should say Waiting: 2 and Uploaded: 1. The screen shows:\n\(host.render())"
        )
    }

    @Test("when objectWillChange fires, the queue still holds its values from before the change")
    func announcesBeforeTheChange() {
        let queue = UploadQueue(files: files)
        var seen: [String] = []
        let subscription = queue.objectWillChange.sink { _ in
            seen.append("waiting \(queue.waiting.count), uploaded \(queue.uploaded.count)")
        }
        queue.uploadNext()
        let afterUpload = seen
        seen = []
        queue.retryAll()
        let afterRetry = seen
        subscription.cancel()

        #expect(
            afterUpload.first == "waiting 3, uploaded 0",
            "During uploadNext() objectWillChange should fire while the queue still has 3 waiting and 0 uploaded (the values before the change). It fired with: \(afterUpload.isEmpty ? "nothing: it never fired" : afterUpload.joined(separator: "; ")). Send it before you change anything."
        )
        #expect(
            afterRetry.first == "waiting 2, uploaded 1",
            "During retryAll() objectWillChange should fire while the queue still has 2 waiting and 1 uploaded. It fired with: \(afterRetry.isEmpty ? "nothing: it never fired" : afterRetry.joined(separator: "; ")). Send it before you change anything."
        )
    }
}
