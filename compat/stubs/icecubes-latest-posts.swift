import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// Models (IceCubes `Models` package).
struct Account: Identifiable {
    var id: String
    var username: String
    var displayName: String
    var avatar: URL
}

struct Status: Identifiable {
    var id: String
    var content: String
    var account: Account
    var createdAt: Date

    static func placeholder() -> Status {
        Status(id: UUID().uuidString,
               content: "Here's to the crazy ones.",
               account: Account(id: "1", username: "johnappleseed", displayName: "John Appleseed",
                                avatar: URL(string: "https://example.com/avatar.png")!),
               createdAt: Date())
    }
}

// Timeline (IceCubes `Timeline` package).
enum TimelineFilter {
    case home
    case local
    case hashtag(tag: String)

    var title: String {
        switch self {
        case .home: return "Home"
        case .local: return "Local"
        case let .hashtag(tag): return "#\(tag)"
        }
    }
}

// Widget-extension app entities.
struct AppAccountEntity: AppEntity {
    var id: String
    var server: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static var defaultQuery = AppAccountEntityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct AppAccountEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AppAccountEntity] { [] }
    func suggestedEntities() async throws -> [AppAccountEntity] { [] }
}

struct TimelineFilterEntity: AppEntity {
    var id: String { timeline.title }
    var timeline: TimelineFilter

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Timeline"
    static var defaultQuery = TimelineFilterEntityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(timeline.title)") }
}

struct TimelineFilterEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TimelineFilterEntity] { [] }
    func suggestedEntities() async throws -> [TimelineFilterEntity] { [TimelineFilterEntity(timeline: .home)] }
}

struct LatestPostsWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Timeline Widget Configuration"
    static let description = IntentDescription("Choose the account and timeline")

    @Parameter(title: "Account")
    var account: AppAccountEntity?

    @Parameter(title: "Timeline")
    var timeline: TimelineFilterEntity?
}

// Shared/PostsWidgetView.swift and Shared/SharedUtils.swift.
struct PostsWidgetEntry: TimelineEntry {
    let date: Date
    let title: String
    let statuses: [Status]
    let images: [URL: UIImage]
}

struct PostsWidgetView: View {
    var entry: PostsWidgetEntry
    var body: some View { EmptyView() }
}

func loadStatuses(for timeline: TimelineFilter, account: AppAccountEntity, widgetFamily: WidgetFamily) async -> [Status] {
    []
}
