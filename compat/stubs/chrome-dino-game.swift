import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// ios/chrome/widget_kit_extension/widget_constants.swift (reduced).
enum WidgetConstants {
    enum DinoGameWidget {
        static let url = URL(string: "chromewidgetkit://dino-game-widget/game")!
    }
}

// ios/chrome/widget_kit_extension/main.swift (reduced).
enum ChromeWidgetsMain {
    static var WidgetForMIMAvailable = false
}

func destinationURL(url: URL, gaia: String?) -> URL {
    guard let gaia else { return url }
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    components?.queryItems = [URLQueryItem(name: "gaia_id", value: gaia)]
    return components?.url ?? url
}

// ios/chrome/widget_kit_extension/widget_timeline_provider.swift and
// select_account_intent.swift (reduced; the real providers read the signed-in accounts).
struct ConfigureWidgetEntry: TimelineEntry {
    let date: Date
    var avatar: Image? = nil
    var gaiaID: String? = nil
    var email: String? = nil
    var deleted: Bool = false
    var isPreview: Bool = false
}

struct Provider: TimelineProvider {
    typealias Entry = ConfigureWidgetEntry

    func placeholder(in context: Context) -> ConfigureWidgetEntry {
        ConfigureWidgetEntry(date: Date(), isPreview: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (ConfigureWidgetEntry) -> Void) {
        completion(ConfigureWidgetEntry(date: Date(), isPreview: context.isPreview))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ConfigureWidgetEntry>) -> Void) {
        completion(Timeline(entries: [ConfigureWidgetEntry(date: Date())], policy: .never))
    }
}

struct AccountEntity: AppEntity {
    var id: String
    var email: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static var defaultQuery = AccountQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(email)") }
}

struct AccountQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AccountEntity] { [] }
    func suggestedEntities() async throws -> [AccountEntity] { [] }
}

struct SelectAccountIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select account"

    @Parameter(title: "Account")
    var avatarGaiaID: AccountEntity?
}

struct ConfigurableProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ConfigureWidgetEntry {
        ConfigureWidgetEntry(date: Date(), isPreview: true)
    }

    func snapshot(for configuration: SelectAccountIntent, in context: Context) async -> ConfigureWidgetEntry {
        ConfigureWidgetEntry(date: Date(), gaiaID: configuration.avatarGaiaID?.id, isPreview: context.isPreview)
    }

    func timeline(for configuration: SelectAccountIntent, in context: Context) async -> Timeline<ConfigureWidgetEntry> {
        Timeline(entries: [ConfigureWidgetEntry(date: Date(), gaiaID: configuration.avatarGaiaID?.id)], policy: .never)
    }
}

// ios/chrome/widget_kit_extension/deleted_account_views.swift (reduced).
struct SmallWidgetDeletedAccountView: View {
    var body: some View { Text("IDS_IOS_WIDGET_KIT_EXTENSION_DELETED_ACCOUNT") }
}
