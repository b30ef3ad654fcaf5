import Foundation
import Synchronization

/// Where the host is, and whether this extension may know it: sent with every widget request to an
/// extension that declares `NSWidgetWantsLocation`. Not in WidgetKit.
package struct ExtensionLocation: Codable, Hashable, Sendable {
    /// The person's decision for this extension.
    package enum Authorization: String, Codable, Sendable {
        case notDetermined, denied, granted
    }

    package var authorization: Authorization
    /// The place, when granted and set.
    package var latitude: Double?
    package var longitude: Double?
    /// The radius of uncertainty in metres (as set, or GeoClue's).
    package var accuracy: Double?
    /// When the place was set or last measured.
    package var timestamp: Date?

    package init(
        authorization: Authorization, latitude: Double? = nil, longitude: Double? = nil, accuracy: Double? = nil,
        timestamp: Date? = nil
    ) {
        self.authorization = authorization
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
        self.timestamp = timestamp
    }

    /// The location a granted extension sees; nil otherwise.
    var location: CLLocation? {
        guard authorization == .granted, let latitude, let longitude else { return nil }
        return CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: accuracy ?? 100, verticalAccuracy: -1, timestamp: timestamp ?? Date(timeIntervalSince1970: 0))
    }

    var status: CLAuthorizationStatus {
        switch authorization {
        case .notDetermined: .notDetermined
        case .denied: .denied
        case .granted: .authorizedWhenInUse
        }
    }

    /// What the extension's location managers see: set from each widget request the host sends.
    private static let shared = Mutex<ExtensionLocation?>(nil)

    /// What the host last sent: nil before any request, and for an extension that doesn't ask.
    package static var current: ExtensionLocation? {
        get { shared.withLock { $0 } }
        set { shared.withLock { $0 = newValue } }
    }
}

/// An extension's wish to use the person's location, from its `Info.plist`. Not in WidgetKit.
package struct LocationUse: Codable, Hashable, Sendable {
    /// The purpose string shown when the person decides.
    package var purpose: String

    package init(purpose: String) { self.purpose = purpose }

    /// The keys of the extension's `Info.plist`: `NSWidgetWantsLocation` (or `UIWidgetWantsLocation`) true,
    /// with the purpose from `NSLocationWhenInUseUsageDescription` (or `NSLocationUsageDescription`).
    package init?(infoDictionary info: [String: Any]) {
        let wants = (info["NSWidgetWantsLocation"] ?? info["UIWidgetWantsLocation"]) as? Bool ?? false
        guard wants else { return nil }
        purpose = (info["NSLocationWhenInUseUsageDescription"] ?? info["NSLocationUsageDescription"]) as? String ?? ""
    }
}

/// The extension's `Info.plist`: `Info.plist` beside the executable (`Bundle.main`), or — for a SwiftPM
/// target, which can't ship a top-level `Info.plist` resource — `Extension/Info.plist` in the executable
/// target's resource bundle (`resources: [.copy("Extension")]`). Not in WidgetKit.
package enum ExtensionInfo {
    package static func dictionary(executable: URL? = Bundle.main.executableURL) -> [String: Any] {
        var info = Bundle.main.infoDictionary ?? [:]
        guard let executable else { return info }
        let folder = executable.deletingLastPathComponent()
        let suffix = "_\(executable.lastPathComponent).resources"
        let bundles = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
            .filter { $0.hasSuffix(suffix) }.sorted() ?? []
        for bundle in bundles {
            let plist = folder.appendingPathComponent(bundle).appendingPathComponent("Extension/Info.plist")
            guard let data = try? Data(contentsOf: plist),
                  let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { continue }
            info.merge(values) { _, new in new }
        }
        return info
    }
}
