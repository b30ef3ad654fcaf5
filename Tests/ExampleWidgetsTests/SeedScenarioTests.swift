import Foundation
import OpenWidgetKit
import OpenWidgetKitTesting
import Testing
@testable import ExampleWidgets

private func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }
private let hour: TimeInterval = 3600

/// The seed scenarios of DESIGN.md, with exact provider-call times and shown entries. They share
/// the game's state (GameStore.shared), so they run one at a time.
@Suite("Seed scenarios", .serialized)
struct SeedScenarioTests {
    @Test("1 health regen: 25%→100% hourly with .atEnd, then .never until WidgetCenter reloads the kind")
    func healthRegen() async throws {
        let start = date("2026-01-05T09:00:00Z")
        GameStore.shared.reset()
        GameStore.shared.setHealth(0.25, for: "Power Panda", at: start)
        let simulator = WidgetSimulator(bundle: ExampleWidgets.self, start: start)
        let widget = try await simulator.place(kind: "com.mygame.character-detail", family: .systemSmall)

        await simulator.advance(by: 10 * hour)
        #expect(simulator.providerCalls(for: widget) == [start, start + 3 * hour])
        for (offset, text) in [(0.0, "25%"), (1, "50%"), (2, "75%"), (3, "100%"), (9.9, "100%")] {
            let shown = simulator.shownText(widget, at: start + offset * hour) ?? ""
            #expect(shown.contains("Health \(text)"), "at +\(offset) h the widget showed '\(shown)'")
        }
        let served = simulator.events(for: widget).filter { $0.event == .reloadServed }.compactMap(\.reason)
        #expect(served.count == 2)
        #expect(served[0].contains("4 entries, policy atEnd"))
        #expect(served[1].contains("1 entry, policy never"))
        #expect(simulator.nextReload(for: widget) == nil)

        // A dragon bites at +10 h; the game tells WidgetKit.
        GameStore.shared.setHealth(0.5, for: "Power Panda", at: simulator.now)
        await simulator.withWidgetCenter {
            WidgetCenter.shared.reloadTimelines(ofKind: "com.mygame.character-detail")
        }
        #expect(simulator.providerCalls(for: widget) == [start, start + 3 * hour, start + 10 * hour])
        #expect(simulator.shownEntry(widget)?.entry(as: CharacterDetailEntry.self)?.healthLevel == 0.5)
        await simulator.advance(by: 2 * hour)
        #expect(simulator.shownEntry(widget)?.entry(as: CharacterDetailEntry.self)?.healthLevel == 1)
        #expect(simulator.providerCalls(for: widget).last == start + 12 * hour)
    }

    @Test("2 dragon: .after(now + 2h) before the timeline ends; at +2h a new timeline is requested")
    func dragon() async throws {
        let start = date("2026-01-05T09:00:00Z")
        GameStore.shared.reset()
        GameStore.shared.setHealth(0.25, for: "Power Panda", at: start)
        let simulator = WidgetSimulator(bundle: ExampleWidgets.self, start: start)
        let widget = try await simulator.place(kind: "com.mygame.dragon", family: .systemSmall)
        await simulator.advance(by: 24 * hour)

        #expect(simulator.providerCalls(for: widget) == [start, start + 2 * hour, start + 4 * hour])
        let served = simulator.events(for: widget).filter { $0.event == .reloadServed }.compactMap(\.reason)
        #expect(served.map { $0.components(separatedBy: ": ").last ?? "" } == [
            "4 entries, policy after(2026-01-05T11:00:00Z)",
            "2 entries, policy atEnd",
            "1 entry, policy never",
        ])
        #expect(simulator.shownText(widget, at: start + 1 * hour)?.contains("A dragon approaches!") == true)
        #expect(simulator.shownText(widget, at: start + 2 * hour)?.contains("Health 50%") == true)
        #expect(simulator.shownText(widget, at: start + 4 * hour)?.contains("Health 100%") == true)
    }

    @Test("3 stock market: every 15 min while open, Friday's close asks at Monday's open, nothing on the weekend")
    func stockMarket() async throws {
        let friday = date("2026-01-09T15:00:00-05:00")
        let simulator = WidgetSimulator(bundle: ExampleWidgets.self, start: friday)
        let widget = try await simulator.place(kind: "com.example.stock-market", family: .systemSmall)
        await simulator.advance(to: date("2026-01-12T10:00:00-05:00"))

        let expected = [
            "2026-01-09T15:00:00-05:00", "2026-01-09T15:15:00-05:00", "2026-01-09T15:30:00-05:00",
            "2026-01-09T15:45:00-05:00", "2026-01-09T16:00:00-05:00",
            "2026-01-12T09:30:00-05:00", "2026-01-12T09:45:00-05:00", "2026-01-12T10:00:00-05:00",
        ].map(date)
        #expect(simulator.providerCalls(for: widget) == expected)
        #expect(simulator.shownText(widget, at: date("2026-01-10T12:00:00-05:00"))?.contains("Market closed") == true)
        let weekend = simulator.events(for: widget).filter {
            $0.time > date("2026-01-09T16:00:00-05:00") && $0.time < date("2026-01-12T09:30:00-05:00")
        }
        #expect(weekend.isEmpty, "the host did something over the weekend: \(weekend)")
    }

    @Test("4 game status: one entry and .after(now + 15 min); the 71st reload of a day waits for the budget")
    func gameStatus() async throws {
        let start = date("2026-01-05T00:00:00Z")
        let simulator = WidgetSimulator(bundle: ExampleWidgets.self, start: start)
        let widget = try await simulator.place(kind: "com.mygame.game-status", family: .systemMedium)
        await simulator.advance(by: 1 * hour)
        #expect(simulator.providerCalls(for: widget) == (0...4).map { start + Double($0) * 900 })

        await simulator.advance(to: date("2026-01-06T00:30:00Z"))
        let calls = simulator.providerCalls(for: widget)
        let firstDay = calls.filter { $0 < date("2026-01-06T00:00:00Z") }
        // The first timeline is free; then 70 counted reloads, the last at 00:15 + 69 × 15 min = 17:30.
        #expect(firstDay.count == 71)
        #expect(firstDay.last == date("2026-01-05T17:30:00Z"))
        #expect(calls.contains(date("2026-01-06T00:00:00Z")))
        let deferral = simulator.events(for: widget).first { $0.event == .reloadDeferred }
        #expect(deferral?.time == date("2026-01-05T17:45:00Z"))
        #expect(deferral?.until == date("2026-01-06T00:00:00Z"))
        #expect(deferral?.reason?.contains("daily budget used (70 of 70 reloads)") == true)
        let ledger = simulator.ledger(for: widget, on: date("2026-01-05T12:00:00Z"))
        #expect(ledger.used == 70 && ledger.limit == 70)
        #expect(ledger.budgetDeferrals == [date("2026-01-05T17:45:00Z")])
    }

    @Test("5 configurable character: dynamic options from the extension; getCurrentConfigurations drives a selective reload")
    func configurableCharacter() async throws {
        let start = date("2026-01-05T09:00:00Z")
        GameStore.shared.reset()
        for character in CharacterDetail.availableCharacters {
            GameStore.shared.setHealth(1, for: character.name, at: start)
        }
        let simulator = WidgetSimulator(bundle: ExampleWidgets.self, start: start)
        let options = try await ExampleCatalog.runtime.dynamicOptions(
            kind: "com.mygame.character-detail", parameter: "character")
        #expect(options.map(\.display) == ["Power Panda", "Unipony", "Spouty"])

        let unipony = SelectCharacterIntent()
        unipony.character = GameCharacter(identifier: "Unipony", display: "Unipony")
        let widget = try await simulator.place(kind: "com.mygame.character-detail", family: .systemMedium, intent: unipony)
        #expect(simulator.shownText(widget, at: start)?.contains("Unipony") == true)

        /// The seed's app code: reload only if some widget shows the character that was healed.
        func potion(for healed: String) async {
            let characterThatReceivedHealingPotion = GameCharacter(identifier: healed, display: healed)
            let widgets: [WidgetInfo] = await withCheckedContinuation { continuation in
                WidgetCenter.shared.getCurrentConfigurations { result in
                    guard case .success(let widgets) = result else { return continuation.resume(returning: []) }
                    continuation.resume(returning: widgets)
                }
            }
            if let widget = widgets.first(where: { widget in
                let intent = widget.configuration as? SelectCharacterIntent
                return intent?.character == characterThatReceivedHealingPotion
            }) {
                WidgetCenter.shared.reloadTimelines(ofKind: widget.kind)
            }
        }

        await simulator.advance(by: 1 * hour)
        await simulator.withWidgetCenter { await potion(for: "Spouty") }
        #expect(simulator.providerCalls(for: widget) == [start], "no widget shows Spouty: nothing to reload")
        await simulator.withWidgetCenter { await potion(for: "Unipony") }
        #expect(simulator.providerCalls(for: widget) == [start, start + hour])

        // A configuration the extension cannot restore is refused with the parameter's name.
        await #expect(throws: (any Error).self) {
            try await simulator.place(
                kind: "com.mygame.character-detail", configuration: ["character": .int(3)])
        }
    }

    @Test("6 placeholder (redacted) first, a fast isPreview snapshot for the gallery, then the timeline")
    func placeholderSnapshotTimeline() async throws {
        let start = date("2026-01-05T09:00:00Z")
        let simulator = WidgetSimulator(bundle: ExampleWidgets.self, start: start)
        let preview = try await simulator.gallerySnapshot(kind: "com.mygame.game-status", family: .systemSmall)
        #expect(preview.entry(as: GameStatusEntry.self)?.gameStatus == "—")

        let widget = try await simulator.place(kind: "com.mygame.game-status", family: .systemSmall)
        let events = simulator.events(for: widget)
        #expect(events.map(\.event).prefix(3) == [.entryShown, .reloadRequested, .providerCall])
        #expect(events.first?.reason?.contains("placeholder") == true)
        #expect(events.first?.entry?.contains("—") == true)
        let placeholder = try await simulator.placeholder(kind: "com.mygame.game-status")
        #expect(placeholder.isRedacted)
        let shown = try #require(simulator.shownEntry(widget))
        #expect(!shown.isRedacted)
        #expect(shown.entry(as: GameStatusEntry.self)?.gameStatus == GameServer.status(at: start))
    }

    @Test("7 piggy bank: the provider reads the app group's UserDefaults written by another process")
    func piggyBank() async throws {
        let name = "Holiday-\(UInt32.random(in: 0...UInt32.max))"
        try runPiggyBankApp(["--name", name, "--amount", "120.5", "--target", "500"])
        let start = date("2026-01-05T09:00:00Z")
        let simulator = WidgetSimulator(bundle: ExampleWidgets.self, start: start)
        let widget = try await simulator.place(kind: "BankletWidget", family: .systemSmall)
        let entry = try #require(simulator.shownEntry(widget)?.entry(as: BankletWidgetEntry.self))
        #expect(entry.piggyBankName == name)
        #expect(entry.piggyBankAmount == 120.5)
        #expect(entry.piggyBankTargetAmount == 500)
        #expect(simulator.shownEntry(widget)?.text.contains("120.50 / 500.00") == true)

        // The app saves a deposit; the next timeline (at the end of this one, 4 h later) shows it.
        try runPiggyBankApp(["--name", name, "--amount", "200", "--target", "500"])
        await simulator.advance(by: 4 * hour)
        #expect(simulator.providerCalls(for: widget) == [start, start + 4 * hour])
        #expect(simulator.shownEntry(widget)?.entry(as: BankletWidgetEntry.self)?.piggyBankAmount == 200)
    }

    private func runPiggyBankApp(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("piggybank-app")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// Where SwiftPM put the built products (the test bundle sits beside them).
var productsDirectory: URL {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("widgetkit").path)
            || FileManager.default.fileExists(atPath: url.appendingPathComponent("piggybank-app").path) {
            return url
        }
    }
    return Bundle.main.bundleURL
}
