package import Foundation
package import OpenWidgetKit
import Synchronization

/// Where the host is, as someone set it (`widgetkit location set`, the dashboard): what widgets of
/// granted extensions get from `CLLocationManager`.
package struct HostPlace: Codable, Hashable, Sendable {
    package var latitude: Double
    package var longitude: Double
    /// The radius of uncertainty in metres; nil: 100 m.
    package var accuracy: Double?
    /// A name for the place, such as "Home" or an address.
    package var label: String?
    package var setAt: Date

    package init(latitude: Double, longitude: Double, accuracy: Double? = nil, label: String? = nil, setAt: Date) {
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
        self.label = label
        self.setAt = setAt
    }

    /// Reads "LAT,LON" (degrees, decimal point), checking the ranges; throws a sentence that says what is wrong.
    package static func parse(_ text: String, accuracy: Double? = nil, label: String? = nil, at date: Date) throws -> HostPlace {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
              latitude.isFinite, longitude.isFinite
        else {
            throw ControlRefusal("'\(text)' is not a place: write latitude and longitude in degrees, such as 48.8566,2.3522")
        }
        guard (-90...90).contains(latitude) else {
            throw ControlRefusal("the latitude \(parts[0]) is out of range: it must be between -90 and 90")
        }
        guard (-180...180).contains(longitude) else {
            throw ControlRefusal("the longitude \(parts[1]) is out of range: it must be between -180 and 180")
        }
        if let accuracy, !(accuracy.isFinite && accuracy >= 0) {
            throw ControlRefusal("the accuracy must be a distance in metres, 0 or more")
        }
        return HostPlace(latitude: latitude, longitude: longitude, accuracy: accuracy, label: label, setAt: date)
    }
}

/// The host's place and the grants, shared by the front door (which changes them) and the extension
/// set (which sends them with each request).
package final class LocationBook: Sendable {
    private struct State {
        var place: HostPlace?
        var grants: [String: Bool]
    }

    private let state: Mutex<State>

    package init(place: HostPlace?, grants: [String: Bool]) {
        state = Mutex(State(place: place, grants: grants))
    }

    package var place: HostPlace? { state.withLock { $0.place } }

    package func grant(of path: String) -> Bool? { state.withLock { $0.grants[path] } }

    package func setPlace(_ place: HostPlace?) { state.withLock { $0.place = place } }

    package func setGrant(_ granted: Bool?, for path: String) { state.withLock { $0.grants[path] = granted } }

    /// What an extension that asks for location is sent: the place when granted, else the decision.
    package func location(for path: String, use: LocationUse?) -> ExtensionLocation? {
        guard use != nil else { return nil }
        return state.withLock { state in
            switch state.grants[path] {
            case true?:
                ExtensionLocation(
                    authorization: .granted, latitude: state.place?.latitude, longitude: state.place?.longitude,
                    accuracy: state.place?.accuracy ?? (state.place == nil ? nil : 100), timestamp: state.place?.setAt)
            case false?: ExtensionLocation(authorization: .denied)
            case nil: ExtensionLocation(authorization: .notDetermined)
            }
        }
    }
}
