import Foundation

/// A latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy in metres; negative when unknown.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees clockwise from north.
public typealias CLLocationDirection = Double

/// A place on the WGS 84 ellipsoid: latitude and longitude in degrees.
///
/// ```swift
/// let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
/// ```
public struct CLLocationCoordinate2D: Hashable, Sendable {
    /// Degrees north of the equator (negative south), -90…90.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich (negative west), -180…180.
    public var longitude: CLLocationDegrees

    /// The coordinate 0°, 0°.
    public init() {
        latitude = 0
        longitude = 0
    }

    /// A coordinate from its latitude and longitude in degrees.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A coordinate that stands for no place: it fails ``CLLocationCoordinate2DIsValid(_:)``.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether a coordinate is a place: latitude within ±90° and longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
        && coordinate != kCLLocationCoordinate2DInvalid
}

/// A coordinate from its latitude and longitude in degrees.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The most accurate location the system can give.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The most accurate location, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// A location accurate to about ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A location accurate to about a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A location accurate to about a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// A location accurate to about three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// An approximate location, as with reduced accuracy.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter: every change is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
