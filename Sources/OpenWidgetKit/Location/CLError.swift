import Foundation

/// An error from Core Location.
public struct CLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// The location is not known right now.
        case locationUnknown = 0
        /// The person refused the widget their location.
        case denied = 1
        /// The network is unavailable.
        case network = 2
        /// A geocoding request found nothing.
        case geocodeFoundNoResult = 8
    }

    /// What went wrong.
    public var code: Code

    /// An error with a code.
    public init(_ code: Code) { self.code = code }

    /// A location not known right now.
    public static let locationUnknown = Code.locationUnknown
    /// Location refused.
    public static let denied = Code.denied
    /// The network is unavailable.
    public static let network = Code.network

    public var description: String {
        switch code {
        case .locationUnknown: "The location is not known: no place is set for this host (widgetkit location set)."
        case .denied: "Location is not granted to this widget extension (widgetkit location grant)."
        case .network: "The network is unavailable."
        case .geocodeFoundNoResult: "No place matches."
        }
    }
}
