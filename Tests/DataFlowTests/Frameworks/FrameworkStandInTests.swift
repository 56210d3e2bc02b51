import DataFlow
import Foundation
import Testing

/// The stand-ins for what app models take from UIKit and Core Location: system colours by name
/// (`Color(.systemBackground)`), coordinates and distances as data (Apple's Food Truck keeps a
/// `CLLocationCoordinate2D` per city).
@MainActor
@Suite struct FrameworkStandInTests {
    struct Card: View {
        var body: some View {
            Text("Hello")
                .foregroundColor(Color(.secondaryLabel))
                .background(Color(uiColor: .systemBackground))
        }
    }

    @Test func systemColoursAreShownByName() {
        let tree = ViewHost(Card()).render()
        #expect(tree.contains("secondaryLabel"), "\(tree)")
        #expect(tree.contains("systemBackground"), "\(tree)")
        #expect(Color(.systemRed) == Color("systemRed"))
    }

    @Test func coordinatesAndDistancesAreData() throws {
        let seoul = CLLocation(latitude: 37.5665, longitude: 126.9780)
        let busan = CLLocation(latitude: 35.1796, longitude: 129.0756)
        let kilometres = seoul.distance(from: busan) / 1000
        #expect((320...330).contains(kilometres), "\(kilometres)")
        let coordinate = CLLocationCoordinate2D(latitude: 37.5665, longitude: 126.9780)
        #expect(CLLocationCoordinate2DIsValid(coordinate))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
        let data = try JSONEncoder().encode(coordinate)
        #expect(try JSONDecoder().decode(CLLocationCoordinate2D.self, from: data) == coordinate)
    }
}

/// `ImageRenderer`'s images and the platform image types as inert values: Apple's "ImageRenderer"
/// documentation renders a view and shows it with `Image(uiImage:)`; here the image names what was
/// rendered and carries its size, with no pixels.
@MainActor
@Suite struct RenderedImageTests {
    struct Badge: View {
        var body: some View { Text("Gold") }
    }

    struct Gallery: View {
        let image: UIImage
        var body: some View { Image(uiImage: image) }
    }

    @Test func aRendererGivesImagesNamingItsContentAtItsSize() throws {
        let renderer = ImageRenderer(content: Badge())
        renderer.scale = 3
        renderer.proposedSize = ProposedViewSize(width: 100, height: 40)
        let uiImage = try #require(renderer.uiImage)
        #expect(uiImage.size == CGSize(width: 100, height: 40))
        #expect(uiImage.scale == 3)
        let cgImage = try #require(renderer.cgImage)
        #expect(cgImage.width == 300 && cgImage.height == 120)
        #expect(renderer.nsImage?.size == CGSize(width: 100, height: 40))
        let tree = ViewHost(Gallery(image: uiImage)).render()
        #expect(tree.contains("ImageRenderer(Badge)"), "\(tree)")
    }

    @Test func platformImagesShowByName() {
        let symbol = UIImage(systemName: "star.fill")!
        #expect(ViewHost(Gallery(image: symbol)).render().contains("star.fill"))
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data([1, 2, 3]))?.description == "image from 3 bytes")
    }
}

/// The stand-in for Core Media's time values, as Apple's "Destination Video" model keeps a
/// video's start time (`var startTime: CMTimeValue`): a `CMTime` is `value / timescale` seconds.
/// On today's main neither exists, so this does not compile.
@Suite struct CoreMediaTimeStandInTests {
    @Test func aTimeIsARationalNumberOfSeconds() {
        let start: CMTimeValue = 90
        let time = CMTime(value: start, timescale: 60)
        #expect(time.seconds == 1.5)
        #expect(time == CMTime(seconds: 1.5, preferredTimescale: 600))
        #expect(CMTime.zero < time)
        #expect((time + time).seconds == 3)
    }
}
