// Hidden checks for observed-will-change (Chapters/03-Observed/Exercises/UploadScreen.swift).
import DataFlow
import Testing

@MainActor
@Suite("observed-will-change: Send objectWillChange by hand, at the right moment")
struct UploadScreenChecks {
    let files = ["a.jpg", "b.jpg", "c.jpg"]

    /// ko: Upload next는 화면에서 파일 하나를 대기 목록에서 업로드 완료 목록으로 옮깁니다
    @Test("Upload next moves a file from waiting to uploaded on screen")
    func uploadNextUpdatesTheScreen() throws {
        let host = ViewHost(UploadScreen(queue: UploadQueue(files: files)))
        try host.tap(.button("Upload next"))

        #expect(
            host.texts.contains("Waiting: 2") && host.texts.contains("Uploaded: 1"),
            Comment(
                en:
                    "After one Upload next, the screen should say Waiting: 2 and Uploaded: 1. The screen shows:\n\(host.render())",
                ko: "Upload next를 한 번 탭한 뒤에는 화면에 Waiting: 2와 Uploaded: 1이 보여야 합니다. 화면:\n\(host.render())")
        )
    }

    /// ko: Retry all은 화면에서 업로드한 파일들을 대기 목록으로 되돌립니다
    @Test("Retry all puts the uploaded files back in the waiting list on screen")
    func retryAllUpdatesTheScreen() throws {
        let host = ViewHost(UploadScreen(queue: UploadQueue(files: files)))
        try host.tap(.button("Upload next"))
        try host.tap(.button("Upload next"))
        try host.tap(.button("Retry all"))

        #expect(
            host.texts.contains("Waiting: 3") && host.texts.contains("Uploaded: 0"),
            Comment(
                en:
                    "Upload next twice, then Retry all: the screen should say Waiting: 3 and Uploaded: 0. If it did not change, retryAll() does not send objectWillChange. The screen shows:\n\(host.render())",
                ko:
                    "Upload next를 두 번, 그다음 Retry all을 탭하면 화면에 Waiting: 3과 Uploaded: 0이 보여야 합니다. 바뀌지 않았다면 retryAll()이 objectWillChange를 보내지 않는 것입니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: 다른 코드가 만든 변경도 화면에 반영됩니다
    @Test("changes made by other code reach the screen too")
    func outsideChangesReachTheScreen() {
        let queue = UploadQueue(files: files)
        let host = ViewHost(UploadScreen(queue: queue))
        queue.uploadNext()
        queue.retryAll()
        queue.uploadNext()

        #expect(
            host.texts.contains("Waiting: 2") && host.texts.contains("Uploaded: 1"),
            Comment(
                en:
                    "uploadNext(), retryAll(), uploadNext() were called on the queue: the screen should say Waiting: 2 and Uploaded: 1. The screen shows:\n\(host.render())",
                ko:
                    "큐에서 uploadNext(), retryAll(), uploadNext()를 호출했습니다. 화면에 Waiting: 2와 Uploaded: 1이 보여야 합니다. 화면:\n\(host.render())"
            )
        )
    }

    /// ko: objectWillChange가 발생할 때 큐는 아직 변경 전의 값을 가지고 있습니다
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
            Comment(
                en:
                    "During uploadNext() objectWillChange should fire while the queue still has 3 waiting and 0 uploaded (the values before the change). It fired with: \(afterUpload.isEmpty ? "nothing: it never fired" : afterUpload.joined(separator: "; ")). Send it before you change anything.",
                ko:
                    "uploadNext() 중에 objectWillChange는 큐가 아직 대기 3개, 업로드 0개(변경 전의 값)를 가지고 있을 때 발생해야 합니다. 발생했을 때의 값: \(afterUpload.isEmpty ? "없음: 한 번도 발생하지 않았습니다" : afterUpload.joined(separator: "; ")). 무엇이든 바꾸기 전에 보내세요."
            )
        )
        #expect(
            afterRetry.first == "waiting 2, uploaded 1",
            Comment(
                en:
                    "During retryAll() objectWillChange should fire while the queue still has 2 waiting and 1 uploaded. It fired with: \(afterRetry.isEmpty ? "nothing: it never fired" : afterRetry.joined(separator: "; ")). Send it before you change anything.",
                ko:
                    "retryAll() 중에 objectWillChange는 큐가 아직 대기 2개, 업로드 1개를 가지고 있을 때 발생해야 합니다. 발생했을 때의 값: \(afterRetry.isEmpty ? "없음: 한 번도 발생하지 않았습니다" : afterRetry.joined(separator: "; ")). 무엇이든 바꾸기 전에 보내세요."
            )
        )
    }
}
