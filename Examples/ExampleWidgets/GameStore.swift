public import Foundation
import Synchronization

/// A game character, as in the seed's `CharacterDetail`.
public struct CharacterDetail: Sendable, Hashable {
    public let name: String
    public let avatar: String
    public let healthLevel: Double
    public let heroType: String

    public static let availableCharacters = [
        CharacterDetail(name: "Power Panda", avatar: "🐼", healthLevel: 0.14, heroType: "Forest Dweller"),
        CharacterDetail(name: "Unipony", avatar: "🦄", healthLevel: 0.67, heroType: "Free Rangers"),
        CharacterDetail(name: "Spouty", avatar: "🐳", healthLevel: 0.83, heroType: "Deep Sea Goer"),
    ]

    /// The character with this name, or the first one.
    public static func named(_ name: String?) -> CharacterDetail {
        availableCharacters.first { $0.name == name } ?? availableCharacters[0]
    }
}

/// The game's state that its widgets read: each character's health, which regenerates 25% an
/// hour up to 100%, and when the next dragon attacks. The game app writes it.
public final class GameStore: Sendable {
    /// The game's state in this process.
    public static let shared = GameStore()

    /// Health regained per hour.
    public static let regenerationPerHour = 0.25

    private struct Health {
        var level: Double
        var asOf: Date
    }

    private struct State {
        var health: [String: Health] = [:]
        /// Levels characters start at in place of their catalogue level.
        var startingLevels: [String: Double] = [:]
        var dragonAttack: Date?
        var dragonFought = false
    }

    private let state = Mutex(State())

    public init() {}

    /// Sets a character's health at a moment (a potion, a hit).
    public func setHealth(_ level: Double, for name: String, at date: Date) {
        state.withLock { $0.health[name] = Health(level: min(1, max(0, level)), asOf: date) }
    }

    /// Sets the level a character starts at, the first time its health is read, in place of its
    /// catalogue level.
    public func setStartingHealth(_ level: Double, for name: String) {
        state.withLock { $0.startingLevels[name] = min(1, max(0, level)) }
    }

    /// A character's health at `date`, regenerating from the last level set. A character never set
    /// starts at its starting level (`setStartingHealth`), else its catalogue level, at `date`.
    public func health(of name: String, at date: Date) -> Double {
        state.withLock { state in
            guard let health = state.health[name] else {
                let level = state.startingLevels[name] ?? CharacterDetail.named(name).healthLevel
                state.health[name] = Health(level: level, asOf: date)
                return level
            }
            let hours = max(0, date.timeIntervalSince(health.asOf) / 3600)
            return min(1, health.level + hours * Self.regenerationPerHour)
        }
    }

    /// When the dragon attacks; set by the game, or two hours after `date` if not yet scheduled.
    public func dragonAttack(after date: Date) -> Date? {
        state.withLock { state in
            if state.dragonFought { return nil }
            if state.dragonAttack == nil { state.dragonAttack = date.addingTimeInterval(2 * 3600) }
            return state.dragonAttack
        }
    }

    /// Records that the dragon was fought.
    public func dragonDefeated() {
        state.withLock { $0.dragonFought = true }
    }

    /// Forgets everything: every character back to its catalogue level, no dragon scheduled.
    public func reset() {
        state.withLock { $0 = State() }
    }
}

/// Health entries from `level` at `start`, one per hour, until 100% (the seed's loop).
func regenerationEntries(from level: Double, at start: Date) -> [(date: Date, level: Double)] {
    var entries: [(Date, Double)] = []
    var date = start
    var health = level
    while true {
        entries.append((date, health))
        if health >= 1 { break }
        // Health recovers at 25 percent per hour, with a maximum of 100 percent.
        health = min(1, health + GameStore.regenerationPerHour)
        date = Calendar.current.date(byAdding: .hour, value: 1, to: date)!
    }
    return entries
}
