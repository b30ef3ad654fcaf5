import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// Caching / AppServices / WXYCIntents (reduced).
extension UserDefaults {
    static let wxyc = UserDefaults(suiteName: "group.wxyc.iphone") ?? .standard
}

enum AppIntentsDependencies {
    static func registerForWidget() {}
}

struct WidgetToggleWXYC: SetValueIntent {
    static var title: LocalizedStringResource = "Toggle WXYC"

    @Parameter(title: "Playing")
    var value: Bool

    init() {}
    init(value: Bool) { self.value = value }

    func perform() async throws -> some IntentResult {
        UserDefaults.wxyc.set(value, forKey: "isPlaying")
        return .result()
    }
}

struct NowPlayingWidgetIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "WXYC Now Playing"
}

// NowPlayingTimelineEntry.swift (reduced).
struct NowPlayingItem {
    var artist: String
    var song: String
}

struct NowPlayingTimelineEntry: TimelineEntry {
    var date = Date()
    var nowPlayingItem: NowPlayingItem?
    var recentItems: [NowPlayingItem] = []
    var family: WidgetFamily

    static func placeholder(family: WidgetFamily) -> NowPlayingTimelineEntry {
        NowPlayingTimelineEntry(nowPlayingItem: NowPlayingItem(artist: "Laurie Anderson", song: "O Superman"), family: family)
    }

    static func emptyState(family: WidgetFamily) -> NowPlayingTimelineEntry {
        NowPlayingTimelineEntry(nowPlayingItem: nil, family: family)
    }
}

// Provider.swift (reduced; the real provider fetches the station playlist and artwork).
struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> NowPlayingTimelineEntry {
        .placeholder(family: context.family)
    }

    func snapshot(for configuration: NowPlayingWidgetIntent, in context: Context) async -> NowPlayingTimelineEntry {
        .placeholder(family: context.family)
    }

    func timeline(for configuration: NowPlayingWidgetIntent, in context: Context) async -> Timeline<NowPlayingTimelineEntry> {
        Timeline(entries: [.placeholder(family: context.family)], policy: .after(Date.now.addingTimeInterval(5 * 60)))
    }
}

// Views/*NowPlayingWidgetEntryView.swift.
struct SmallNowPlayingWidgetEntryView: View {
    var entry: NowPlayingTimelineEntry
    var body: some View { Text(entry.nowPlayingItem?.song ?? "WXYC") }
}

struct MediumNowPlayingWidgetEntryView: View {
    var entry: NowPlayingTimelineEntry
    var body: some View { Text(entry.nowPlayingItem?.song ?? "WXYC") }
}

struct LargeNowPlayingWidgetEntryView: View {
    var entry: NowPlayingTimelineEntry
    var body: some View { Text(entry.nowPlayingItem?.song ?? "WXYC") }
}
