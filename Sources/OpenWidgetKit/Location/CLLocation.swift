import Foundation

/// A place with when and how precisely it was known: what a widget's location manager reports.
///
/// ```swift
/// let office = CLLocation(latitude: 52.52, longitude: 13.405)
/// let metres = office.distance(from: manager.location!)
/// ```
open class CLLocation: NSObject, @unchecked Sendable {
    /// Latitude and longitude in degrees.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty around `coordinate`, in metres; negative when the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude`, in metres; negative when unknown.
    public let verticalAccuracy: CLLocationAccuracy
    /// Heading of travel in degrees; negative when unknown.
    public let course: CLLocationDirection
    /// Speed in metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// When the place was known.
    public let timestamp: Date

    /// A location at a coordinate, known now, with no altitude.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with its accuracy and time.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = -1
        self.speed = -1
        self.timestamp = timestamp
    }

    /// A location with its accuracy, course, speed and time.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    /// The distance to another location over the earth's surface, in metres (great-circle distance
    /// on a sphere of the mean earth radius, 6,371,008.8 m).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let φ1 = coordinate.latitude * radians, φ2 = location.coordinate.latitude * radians
        let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * 6_371_008.8 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    override open var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
            + " @ \(timestamp.ISO8601Format())"
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CLLocation else { return false }
        return coordinate == other.coordinate && altitude == other.altitude && timestamp == other.timestamp
            && horizontalAccuracy == other.horizontalAccuracy && verticalAccuracy == other.verticalAccuracy
    }

    override open var hash: Int {
        var hasher = Hasher()
        hasher.combine(coordinate)
        hasher.combine(timestamp)
        return hasher.finalize()
    }
}
