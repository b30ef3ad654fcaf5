import Foundation
import SwiftUI
import WidgetKit

// WidgetExtension/Data and Now Playing/NowPlayingProvider.swift (reduced).
struct WidgetEpisode {
    var episodeTitle: String
    var podcastName: String?
    var duration: Double
}

struct NowPlayingEntry: TimelineEntry {
    var date: Date
    var episode: WidgetEpisode?
    var isPlaying: Bool
}

struct NowPlayingProvider: TimelineProvider {
    typealias Entry = NowPlayingEntry

    func placeholder(in context: Context) -> NowPlayingEntry {
        NowPlayingEntry(date: Date(), episode: nil, isPlaying: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (NowPlayingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NowPlayingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

enum CommonWidgetHelper {
    static func durationString(duration: Double) -> String {
        let minutes = Int(duration / 60)
        return "\(minutes)m"
    }
}

// Generated localization constants (reduced).
enum L10n {
    static let nowPlaying = "Now Playing"
    static let widgetsNowPlayingDesc = "Quickly access the currently playing episode."
    static let widgetsNowPlayingTapDiscover = "Tap to discover incredible podcasts"
    static let widgetsNothingPlaying = "Nothing Playing"
    static func podcastTimeLeft(_ time: String) -> String { "\(time) left" }
}
