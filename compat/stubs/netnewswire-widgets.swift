import Foundation
import SwiftUI
import WidgetKit

enum UnreadCountDisplay: Equatable {
    case count
    case dot
    case hidden

    func text(for count: Int) -> String? {
        switch self {
        case .count: return count.formatted()
        case .dot: return count > 0 ? "•" : nil
        case .hidden: return nil
        }
    }
}

struct LatestArticle: Codable {
    var id: String
    var feedTitle: String
    var articleTitle: String?
    var pubDate: String
}

struct WidgetData {
    var currentUnreadCount: Int
    var currentTodayCount: Int
    var currentStarredCount: Int
    var unreadArticles: [LatestArticle]
    var starredArticles: [LatestArticle]
    var todayArticles: [LatestArticle]
    var lastUpdateTime: Date

    var totalUnreadCount: Int { currentUnreadCount }
    var totalTodayCount: Int { currentTodayCount }
    var totalStarredCount: Int { currentStarredCount }
    var effectiveUnreadCountDisplay: UnreadCountDisplay { .count }
}

enum WidgetDataDecoder {
    struct DecodingFailed: Error {}

    static func decodeWidgetData() throws -> WidgetData {
        throw DecodingFailed()
    }

    static func sampleData() -> WidgetData {
        WidgetData(currentUnreadCount: 12, currentTodayCount: 3, currentStarredCount: 5,
                   unreadArticles: [], starredArticles: [], todayArticles: [], lastUpdateTime: Date())
    }
}

struct UnreadWidgetView: View {
    var entry: WidgetTimelineEntry
    var body: some View { EmptyView() }
}

struct TodayWidgetView: View {
    var entry: WidgetTimelineEntry
    var body: some View { EmptyView() }
}

struct StarredWidgetView: View {
    var entry: WidgetTimelineEntry
    var body: some View { EmptyView() }
}
