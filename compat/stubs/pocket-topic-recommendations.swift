import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// SharedPocketKit / ItemWidgetsKit models (reduced).
enum WidgetKind {
    static let topicRecommendations = "TopicRecommendationsWidget"
}

struct TopicContent {
    var name: String
    var items: [String]

    static let sampleContent = TopicContent(name: "Technology", items: ["The Future of Batteries", "Why Fonts Matter"])
}

struct TopicEntry: TimelineEntry {
    let date: Date
    let content: TopicContent
}

// Intents/TopicIntent.swift (reduced).
struct TopicAppEntity: AppEntity {
    var id: String
    var content: TopicContent

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Topic"
    static var defaultQuery = TopicQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(content.name)") }
}

struct TopicQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TopicAppEntity] { [] }
    func suggestedEntities() async throws -> [TopicAppEntity] {
        [TopicAppEntity(id: "technology", content: .sampleContent)]
    }
    func defaultResult() async -> TopicAppEntity? {
        try? await suggestedEntities().first ?? TopicAppEntity(id: "technology", content: .sampleContent)
    }
}

struct TopicIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select a Topic"

    @Parameter(title: "Topic")
    var topicEntity: TopicAppEntity
}

// Views/TopicWidgetContainerView.swift.
struct TopicidgetContainerView: View {
    var entry: TopicEntry
    var body: some View { Text(entry.content.name) }
}
