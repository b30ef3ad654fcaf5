import Foundation
import SwiftUI
import WidgetKit

// Top-level aliases so the nested FullBleed.View / FullBleed.Timeline below can name
// the framework types they shadow.
typealias FrameworkView = View
typealias FrameworkTimeline<EntryType: TimelineEntry> = Timeline<EntryType>

// ios/ArtsyWidget/FullBleed/FullBleed.swift, FullBleed+Entry.swift, FullBleed+View.swift,
// FullBleed+Timeline.swift and Models/VolleyClient.swift (reduced).
enum FullBleed {}

extension FullBleed {
    struct Entry: TimelineEntry {
        let date: Date
        var artworkTitle: String

        static func fallback() -> Entry {
            Entry(date: Date(), artworkTitle: "New This Week")
        }
    }

    struct View: FrameworkView {
        static let supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

        let entry: Entry

        var body: some FrameworkView {
            Text(entry.artworkTitle)
        }
    }

    enum Timeline {
        static func generate(context: TimelineProviderContext, completion: @escaping (FrameworkTimeline<Entry>) -> ()) {
            completion(FrameworkTimeline(entries: [Entry.fallback()], policy: .atEnd))
        }
    }
}

enum VolleyClient {
    static func reportGetTimeline(kind: String, family: WidgetFamily) {}
}
