import Foundation
import SwiftUI
import WidgetKit
import Intents

// Generated from WidgetExtension.intentdefinition.
class FollowersCountIntent: INIntent {
    var account: String?
}

// MastodonSDK (reduced).
enum Mastodon {
    enum Entity {
        struct Account {
            var acct: String
            var followersCount: Int
            var displayNameWithFallback: String
            var avatar: String

            func avatarImageURLWithFallback(domain: String) -> URL {
                URL(string: avatar) ?? URL(string: "https://\(domain)/avatars/original/missing.png")!
            }
        }
        struct SearchResult {
            var accounts: [Account]
        }
    }
    enum API {
        enum V2 {
            enum Search {
                enum SearchType { case accounts, hashtags, statuses }
                struct Query {
                    var q: String
                    var type: SearchType
                }
            }
        }
    }
    struct Response<T> {
        var value: T
    }
}

final class ManagedObjectContext {}

struct MastodonUser { var acct: String }
struct MastodonAuthentication { var user: MastodonUser }

struct AuthenticationRecord {
    func object(in context: ManagedObjectContext) -> MastodonAuthentication? { nil }
}

struct MastodonAuthenticationBox {
    var domain: String
    var authenticationRecord: AuthenticationRecord
}

final class AuthenticationService {
    var mastodonAuthenticationBoxes: [MastodonAuthenticationBox] = []
}

final class APIService {
    func search(query: Mastodon.API.V2.Search.Query, authenticationBox: MastodonAuthenticationBox) async throws -> Mastodon.Response<Mastodon.Entity.SearchResult> {
        Mastodon.Response(value: Mastodon.Entity.SearchResult(accounts: []))
    }
}

final class AppContext {
    let authenticationService = AuthenticationService()
    let apiService = APIService()
    let managedObjectContext = ManagedObjectContext()
}

enum WidgetExtension {
    static let appContext = AppContext()
}

final class FollowersCountHistory {
    static let shared = FollowersCountHistory()
    func updateFollowersTodayCount(account: FollowersEntryAccountable, count: Int) {}
}

struct FollowersCountWidgetView: View {
    var entry: FollowersCountEntry
    var body: some View { Text("\(entry.account?.followersCount ?? 0)") }
}
