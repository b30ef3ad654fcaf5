import Foundation
import OpenWidgetKit

// Seed: "Keeping a Widget Up To Date" — a dragon will attack in 2 hours, so the provider asks
// for a new timeline then (`.after(now + 2h)`), before its regeneration timeline ends. After the
// fight, healing takes two more hours (two entries, `.atEnd`); then one entry and `.never`.

struct DragonEntry: TimelineEntry {
    var date: Date
    var healthLevel: Double
    var dragonComing: Bool
}

struct DragonProvider: TimelineProvider {
    var store: GameStore = .shared
    var character = "Power Panda"

    func placeholder(in context: Context) -> DragonEntry {
        DragonEntry(date: context.currentDate, healthLevel: 0.75, dragonComing: false)
    }

    func getSnapshot(in context: Context, completion: @escaping (DragonEntry) -> Void) {
        let now = context.currentDate
        completion(DragonEntry(date: now, healthLevel: store.health(of: character, at: now), dragonComing: false))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DragonEntry>) -> Void) {
        let now = context.currentDate
        var health = store.health(of: character, at: now)
        if let attack = store.dragonAttack(after: now) {
            if now < attack {
                // Healing goes on, but the dragon may change everything: ask again when it comes.
                let entries = regenerationEntries(from: health, at: now).map {
                    DragonEntry(date: $0.date, healthLevel: $0.level, dragonComing: $0.date < attack)
                }
                completion(Timeline(entries: entries, policy: .after(attack)))
                return
            }
            // The fight: the character loses a quarter of its health.
            health = max(0, health - 0.25)
            store.setHealth(health, for: character, at: now)
            store.dragonDefeated()
        }
        if health >= 1 {
            completion(Timeline(entries: [DragonEntry(date: now, healthLevel: 1, dragonComing: false)], policy: .never))
            return
        }
        // Healing after the fight: now, and the moment health is full again.
        let hours = (1 - health) / GameStore.regenerationPerHour
        let full = now.addingTimeInterval(hours * 3600)
        let entries = [
            DragonEntry(date: now, healthLevel: health, dragonComing: false),
            DragonEntry(date: full, healthLevel: 1, dragonComing: false),
        ]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct DragonView: View {
    var entry: DragonEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Health \(Int((entry.healthLevel * 100).rounded()))%").font(.headline)
            if entry.dragonComing {
                Text("A dragon approaches!").font(.caption).foregroundColor(.red)
            }
        }
    }
}

struct DragonWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.mygame.dragon", provider: DragonProvider()) { entry in
            DragonView(entry: entry)
        }
        .configurationDisplayName("Dragon Watch")
        .description("Your character's health, and when the dragon attacks")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
