import Foundation
import OpenWidgetKit

// A widget that says where it is: what the location tests read from the host.

struct WhereEntry: TimelineEntry {
    var date: Date
    var text: String
}

/// Reads the location both ways a widget can: the manager's `location`, and `requestLocation()` with a
/// delegate (whose answer arrives after the call returns, on the main queue).
final class WhereProvider: NSObject, TimelineProvider, CLLocationManagerDelegate, @unchecked Sendable {
    private let manager = CLLocationManager()
    private let lock = NSLock()
    private var completion: ((Timeline<WhereEntry>) -> Void)?
    private var date = Date()

    func placeholder(in context: Context) -> WhereEntry { WhereEntry(date: context.currentDate, text: "…") }

    func getSnapshot(in context: Context, completion: @escaping (WhereEntry) -> Void) {
        completion(WhereEntry(date: context.currentDate, text: Self.describe(manager)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WhereEntry>) -> Void) {
        lock.withLock {
            date = context.currentDate
            self.completion = completion
        }
        manager.delegate = self
        manager.requestLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        finish(Self.describe(manager) + String(format: " delegate %.4f,%.4f", locations[0].coordinate.latitude,
                                               locations[0].coordinate.longitude))
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        let code = (error as? CLError)?.code
        finish(Self.describe(manager) + " delegate error \(code == .denied ? "denied" : code == .locationUnknown ? "unknown" : "other")")
    }

    private func finish(_ text: String) {
        let (waiting, asked) = lock.withLock { () -> (((Timeline<WhereEntry>) -> Void)?, Date) in
            defer { completion = nil }
            return (completion, date)
        }
        waiting?(Timeline(entries: [WhereEntry(date: asked, text: text)], policy: .never))
    }

    static func describe(_ manager: CLLocationManager) -> String {
        let status = switch manager.authorizationStatus {
        case .notDetermined: "notDetermined"
        case .denied: "denied"
        case .authorizedWhenInUse: "whenInUse"
        default: "other"
        }
        let place = manager.location.map { String(format: "%.4f,%.4f", $0.coordinate.latitude, $0.coordinate.longitude) } ?? "none"
        return "status \(status) widgets \(manager.isAuthorizedForWidgetUpdates) location \(place)"
    }
}

struct WhereWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "test.where", provider: WhereProvider()) { entry in
            Text(entry.text)
        }
        .configurationDisplayName("Where")
        .supportedFamilies([.systemMedium])
    }
}

@main
struct LocationWidgets: WidgetBundle {
    var body: some Widget {
        WhereWidget()
    }
}
