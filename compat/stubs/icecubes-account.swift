import Foundation
import SwiftUI
import WidgetKit
import AppIntents

// Models / Network packages (reduced).
struct Account: Codable, Identifiable {
    var id: String
    var username: String
    var displayName: String
    var avatar: URL
    var followersCount: Int

    static func placeholder() -> Account {
        Account(id: "1", username: "johnappleseed", displayName: "John Appleseed",
                avatar: URL(string: "https://example.com/avatar.png")!, followersCount: 42)
    }
}

enum Accounts {
    case verifyCredentials
}

struct Client {
    let server: String
    let oauthToken: String?

    init(server: String, oauthToken: String? = nil) {
        self.server = server
        self.oauthToken = oauthToken
    }

    func get<Entity: Decodable>(endpoint: Accounts) async throws -> Entity {
        throw URLError(.notConnectedToInternet)
    }
}

// Widget-extension entities and shared helpers (reduced).
struct AppAccount {
    var server: String
    var oauthToken: String?
}

struct AppAccountEntity: AppEntity {
    var id: String { account.server }
    var account: AppAccount

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static var defaultQuery = AppAccountEntityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(account.server)") }
}

struct AppAccountEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AppAccountEntity] { [] }
    func suggestedEntities() async throws -> [AppAccountEntity] { [] }
}

struct AccountWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configuration"

    @Parameter(title: "Account")
    var account: AppAccountEntity?
}

func loadImages(urls: [URL]) async throws -> [URL: UIImage] { [:] }

struct AccountWidgetView: View {
    var entry: AccountWidgetEntry
    var body: some View { Text(entry.account.displayName) }
}
