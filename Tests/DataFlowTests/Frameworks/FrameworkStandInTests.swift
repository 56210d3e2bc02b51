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
