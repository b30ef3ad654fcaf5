import Foundation
import OpenWidgetKitTesting
import Synchronization
import Testing
@testable import OpenWidgetKit

/// Levels the game has deleted: the query fails for them, as a server that lost the data would.
private let deletedLevels = Mutex<Set<Int>>([])

private struct LevelGone: Error, CustomStringConvertible {
    var description: String { "the level no longer exists" }
}

private struct LevelEntity: AppEntity {
    var id: Int
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Level"
    var displayRepresentation: DisplayRepresentation { "Level \(id)" }
    static var defaultQuery: LevelQuery { LevelQuery() }
}

private struct LevelQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [LevelEntity] {
        if identifiers.contains(where: { id in deletedLevels.withLock { $0.contains(id) } }) { throw LevelGone() }
        return identifiers.map(LevelEntity.init(id:))
    }
    func suggestedEntities() async throws -> [LevelEntity] { (1...3).map(LevelEntity.init(id:)) }
}

private struct PickLevel: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pick Level"
    @Parameter(title: "Level") var level: LevelEntity?
    init() {}
}

private struct LevelEntry: TimelineEntry {
    var date: Date
    var level: Int
}

private struct LevelProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> LevelEntry { LevelEntry(date: context.currentDate, level: 0) }
    func snapshot(for configuration: PickLevel, in context: Context) async -> LevelEntry {
        LevelEntry(date: context.currentDate, level: configuration.level?.id ?? 0)
    }
    func timeline(for configuration: PickLevel, in context: Context) async -> Timeline<LevelEntry> {
        Timeline(entries: [LevelEntry(date: context.currentDate, level: configuration.level?.id ?? 0)], policy: .never)
    }
}

private struct LevelWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "level", intent: PickLevel.self, provider: LevelProvider()) { entry in
            Text("Level \(entry.level)")
        }
    }
}

@Suite("AppIntentConfiguration")
struct AppIntentConfigurationTests {
    @Test("an App Intent widget gets its configuration, and WidgetInfo gives the intent back")
    func configured() async throws {
        let simulator = WidgetSimulator(widget: LevelWidget.self, start: Date(timeIntervalSince1970: 1_767_600_000))
        let widget = try await simulator.place(
            kind: "level", family: .systemSmall, configuration: ["level": .object(identifier: "2", display: "Level 2")])
        #expect(simulator.shownEntry(widget)?.text == "Level 2")
        let infos = try await simulator.withWidgetCenter { try await WidgetCenter.shared.currentConfigurations() }
        #expect(infos.first?.widgetConfigurationIntent(of: PickLevel.self)?.level?.id == 2)
        #expect(infos.first?.configuration == nil)

        try await simulator.reconfigure(widget, configuration: ["level": .object(identifier: "3", display: "Level 3")])
        #expect(simulator.shownEntry(widget)?.text == "Level 3")
        #expect(simulator.receipts(for: widget).last?.reasons.first?.contains("configuration changed") == true)
        await #expect(throws: (any Error).self) {
            try await simulator.reconfigure(widget, configuration: ["level": .string("three")])
        }
        #expect(simulator.shownEntry(widget)?.text == "Level 3")
    }

    @Test("a reload that fails in the extension keeps the last good content and records why")
    func failingReload() async throws {
        let start = Date(timeIntervalSince1970: 1_767_600_000)
        let simulator = WidgetSimulator(widget: LevelWidget.self, start: start)
        let widget = try await simulator.place(
            kind: "level", family: .systemSmall, configuration: ["level": .object(identifier: "77", display: "Level 77")])
        let other = try await simulator.place(
            kind: "level", family: .systemSmall, configuration: ["level": .object(identifier: "1", display: "Level 1")])
        deletedLevels.withLock { _ = $0.insert(77) }
        defer { deletedLevels.withLock { _ = $0.remove(77) } }
        await simulator.advance(by: 60)
        await simulator.withWidgetCenter { WidgetCenter.shared.reloadTimelines(ofKind: "level") }
        let failure = simulator.events(for: widget).last { $0.event == .reloadFailed }
        #expect(failure?.reason?.contains("the level no longer exists") == true)
        #expect(failure?.until == start + 60 + 60)
        #expect(simulator.shownEntry(widget)?.text == "Level 77")
        #expect(simulator.shownEntry(other)?.text == "Level 1")
        #expect(!simulator.events(for: other).contains { $0.event == .reloadFailed })
    }
}
