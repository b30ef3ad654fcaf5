import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// OBAKitCore.
struct Bookmark: Hashable {
    var name: String
    var stopID: String
    var regionIdentifier: Int
}

struct ArrivalDeparture: Hashable {
    var routeShortName: String
    var arrivalDepartureDate: Date
}

struct TripBookmarkKey: Hashable {
    var stopID: String
    var routeShortName: String

    init?(bookmark: Bookmark) {
        self.stopID = bookmark.stopID
        self.routeShortName = bookmark.name
    }
}

final class Formatters {
    func timeFormatter() -> DateFormatter { DateFormatter() }
}

struct URLSchemeRouter {
    var scheme: String
    init(scheme: String) { self.scheme = scheme }
    func encodeViewStop(stopID: String, regionID: Int) -> URL {
        URL(string: "\(scheme)://view-stop?stopID=\(stopID)&regionID=\(regionID)")!
    }
}

extension Bundle {
    var extensionURLScheme: String? { "onebusaway" }
}

final class ThemeColors {
    static let shared = ThemeColors()
    var brand: UIColor { UIColor(red: 0.47, green: 0.67, blue: 0.21, alpha: 1) }
}

// OBAWidget target.
final class WidgetDataProvider: @unchecked Sendable {
    static let shared = WidgetDataProvider()
    let formatters = Formatters()

    func loadData() async {}
    func getBookmarks() async -> [Bookmark] { [] }
    func lookupArrivalDeparture(with key: TripBookmarkKey) -> [ArrivalDeparture] { [] }
}

struct BookmarkEntry: TimelineEntry {
    let date: Date
    let bookmarks: [Bookmark]

    var lastUpdatedAt: String {
        date.formatted(date: .omitted, time: .shortened)
    }
}

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("Shows your bookmarked stops.")
}

enum LocalizationKeys {
    static let emptyStateString = "No bookmarks yet. Add bookmarks in the app."
}

struct WidgetRowView: View {
    let bookmark: Bookmark
    let formatters: Formatters
    let departures: [ArrivalDeparture]?
    var body: some View { Text(bookmark.name) }
}
