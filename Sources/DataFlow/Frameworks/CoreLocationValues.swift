import Foundation

/// A stand-in for Core Location's value types, only as data, as app models hold them (a truck's
/// `CLLocationCoordinate2D`, a distance between two places). There is no location service:
/// nothing here knows where the device is, asks for permission, or geocodes. Core Location does
/// not exist on Linux; these have the shapes Apple's documentation gives them.
public typealias CLLocationDegrees = Double
/// Metres, as Core Location's `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// Metres, as Core Location's `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double

/// A latitude and longitude in degrees: Core Location's `CLLocationCoordinate2D`, as data.
public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate's latitude is within ±90° and its longitude within ±180°: Core Location's
/// `CLLocationCoordinate2DIsValid`.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A place, as data: Core Location's `CLLocation` with its coordinate, altitude and timestamp,
/// and the great-circle distance between two places. Never produced by a location service here.
public final class CLLocation: NSObject, @unchecked Sendable {
    // Sendable: every stored property is immutable.
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        self.altitude = 0
        self.horizontalAccuracy = 0
        self.timestamp = Date()
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.timestamp = timestamp
    }

    /// The distance along the Earth's surface to `location`, in metres (the haversine formula on
    /// a sphere of radius 6,371 km; Core Location's own figure may differ slightly).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_000.0
        let φ1 = coordinate.latitude * .pi / 180
        let φ2 = location.coordinate.latitude * .pi / 180
        let Δφ = φ2 - φ1
        let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return radius * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    public override var description: String {
        "<\(coordinate.latitude),\(coordinate.longitude)>"
    }
}
