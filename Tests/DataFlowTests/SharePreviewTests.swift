import DataFlow
import Testing

/// `ShareLink` with a `SharePreview`, in the forms Apple's pages declare
/// (https://developer.apple.com/documentation/swiftui/sharelink and
/// https://developer.apple.com/documentation/swiftui/sharepreview): a photo shared with a
/// preview of its caption and image, and a link with a title-only preview and its own label.
@MainActor
@Suite struct SharePreviewTests {
    struct Photo: CustomStringConvertible {
        var image: Image
        var caption: String
        var description: String { caption }
    }

    struct PhotoView: View {
        let photo = Photo(image: Image("Sunset"), caption: "A sunset")
        var body: some View {
            VStack {
                photo.image
                ShareLink(item: photo, preview: SharePreview(photo.caption, image: photo.image))
                ShareLink(item: "https://example.com", preview: SharePreview("Example")) {
                    Text("Send link")
                }
            }
        }
    }

    @Test func theLinkSharesItsItemAndShowsItsPreviewTitle() throws {
        let host = ViewHost(PhotoView())
        let link = try host.find(.shareLink())
        #expect(link.attribute("sharePreview") == "A sunset")
        try host.tap(.shareLink())
        try host.tap(.shareLink("Send link"))
        #expect(host.sharedItems == ["A sunset", "https://example.com"])
        #expect(try host.find(.shareLink("Send link")).attribute("sharePreview") == "Example")
    }
}
