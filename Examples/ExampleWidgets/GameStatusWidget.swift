import Foundation
import OpenWidgetKit

// Seed: "Creating a Widget Extension" — a game-status widget with a single entry and a reload
// 15 minutes later, a quick gallery snapshot, and a view per family.

struct GameStatusEntry: TimelineEntry {
    var date: Date
    var gameStatus: String
}

/// The game's server, as far as the widget is concerned: whose turn it is changes every 15 minutes.
enum GameServer {
    static func status(at date: Date) -> String {
        let slot = Int((date.timeIntervalSince1970 / 900).rounded(.down))
        return slot % 2 == 0 ? "Your turn" : "Waiting for Ana"
    }
}

struct GameStatusProvider: TimelineProvider {
    var hasFetchedGameStatus = false

    func placeholder(in context: Context) -> GameStatusEntry {
        GameStatusEntry(date: context.currentDate, gameStatus: "—")
    }

    func getSnapshot(in context: Context, completion: @escaping (GameStatusEntry) -> Void) {
        let date = context.currentDate
        let entry: GameStatusEntry
        if context.isPreview && !hasFetchedGameStatus {
            entry = GameStatusEntry(date: date, gameStatus: "—")
        } else {
            entry = GameStatusEntry(date: date, gameStatus: GameServer.status(at: date))
        }
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GameStatusEntry>) -> Void) {
        // Create a timeline entry for "now."
        let date = context.currentDate
        let entry = GameStatusEntry(date: date, gameStatus: GameServer.status(at: date))
        // Ask again in 15 minutes.
        let nextUpdateDate = Calendar.current.date(byAdding: .minute, value: 15, to: date)!
        completion(Timeline(entries: [entry], policy: .after(nextUpdateDate)))
    }
}

struct GameStatusView: View {
    @Environment(\.widgetFamily) var family: WidgetFamily
    var gameStatus: String

    @ViewBuilder
    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading) {
                Text("Game").font(.caption).foregroundColor(.secondary)
                Text(gameStatus).font(.headline)
            }
        case .systemMedium:
            HStack {
                Image(systemName: "gamecontroller")
                VStack(alignment: .leading) {
                    Text(gameStatus).font(.headline)
                    Text("Last turn: Ana played a knight").font(.caption)
                }
            }
        case .systemLarge:
            VStack(alignment: .leading, spacing: 8) {
                Text(gameStatus).font(.title)
                Text("Wins 12 · Losses 7").font(.body)
                Text("Longest streak 4").font(.footnote)
            }
        default:
            Text("Game details not available")
        }
    }
}

struct GameStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.mygame.game-status", provider: GameStatusProvider()) { entry in
            GameStatusView(gameStatus: entry.gameStatus)
        }
        .configurationDisplayName("Game Status")
        .description("Shows an overview of your game status")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

#Preview(as: .systemSmall) {
    GameStatusWidget()
} timeline: {
    GameStatusEntry(date: .now, gameStatus: "Your turn")
    GameStatusEntry(date: .now, gameStatus: "Waiting for Ana")
}

#Preview("Medium, from the provider", as: .systemMedium) {
    GameStatusWidget()
} timelineProvider: {
    GameStatusProvider()
}
