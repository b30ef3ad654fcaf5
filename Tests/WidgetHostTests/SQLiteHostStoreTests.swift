import Foundation
import GRDB
import OpenWidgetKit
import Testing
@testable import WidgetHost

private let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z

private struct CountEntry: TimelineEntry {
    var date: Date
    var text: String
}

/// Three entries ten minutes apart, then `.atEnd`.
private struct HourlyProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: context.currentDate, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        completion(CountEntry(date: context.currentDate, text: "snapshot"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        let now = context.currentDate
        let entries = (0..<3).map {
            CountEntry(date: now.addingTimeInterval(Double($0) * 600), text: "at \(Int(now.timeIntervalSince(start)) / 60) + \($0)")
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

private struct HourlyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "hourly", provider: HourlyProvider()) { entry in Text(entry.text) }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("owk-store-\(UUID().uuidString)")
}

private func engine(_ directory: URL, _ clock: VirtualClock) throws -> HostEngine {
    HostEngine(
        source: WidgetExtensionRuntime(widget: HourlyWidget.self), clock: clock,
        store: try SQLiteHostStore(directory: directory),
        onStoreError: { Issue.record("store error: \($0)") })
}

@Suite("SQLite store")
struct SQLiteHostStoreTests {
    @Test("a restarted host resumes every widget: placement, configuration, timeline, shown entry, budget, events")
    func resume() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock(start: start)
        let first = try engine(directory, clock)
        let a = try await first.add(kind: "hourly", family: .systemSmall)
        let b = try await first.add(kind: "hourly", family: .systemMedium, surface: "kitchen")
        try first.remove(a)
        let c = try await first.add(kind: "hourly", family: .systemSmall)
        clock.advance(to: start + 700)
        await first.advance(to: clock.now)
        let before = (shown: first.shownEntry(b), next: first.nextReload(b), budget: first.budget(b),
                      events: first.events(for: b), placement: try first.placement(b))
        #expect(before.shown?.summary == "at 0 + 1")

        let second = try engine(directory, clock)
        #expect(try await second.resume() == 2)
        #expect(second.instances == [b, c])
        #expect(throws: HostError.self) { try second.placement(a) }
        let placement = try second.placement(b)
        #expect(placement.surface == "kitchen" && placement.family == .systemMedium)
        #expect(placement.timeline == before.placement.timeline)
        #expect(placement.timelineReason == before.placement.timelineReason)
        #expect(second.shownEntry(b)?.summary == before.shown?.summary)
        #expect(second.nextReload(b)?.date == before.next?.date)
        #expect(second.budget(b).used == before.budget.used)
        #expect(second.events(for: b) == before.events)
        // New IDs continue after the highest one ever handed out.
        let d = try await second.add(kind: "hourly", family: .systemSmall)
        #expect(d.rawValue == c.rawValue + 1)
    }

    @Test("entries and reloads that fell due while the host was stopped happen once, at resume")
    func downtime() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock(start: start)
        let first = try engine(directory, clock)
        let id = try await first.add(kind: "hourly", family: .systemSmall)
        let callsBefore = first.events(for: id).filter { $0.event == .providerCall }.count

        // Stopped for five hours: the .atEnd reload at +20 min fell due, and so did two more entries.
        clock.advance(to: start + 5 * 3600)
        let second = try engine(directory, clock)
        try await second.resume()
        let calls = second.events(for: id).filter { $0.event == .providerCall }
        #expect(calls.count == callsBefore + 1)
        #expect(calls.last?.time == start + 5 * 3600)
        #expect(calls.last?.counted == true)
        #expect(second.shownEntry(id)?.summary == "at 300 + 0")
        #expect(second.budget(id).used == 1)
    }

    @Test("a request in flight when the host died is asked again once, without counting twice")
    func inFlightAtCrash() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SQLiteHostStore(directory: directory)
        // What a host killed while waiting for a policy reload's answer leaves behind.
        let placement = HostEngine.Placement(kind: "hourly", family: .systemSmall, configuration: [:])
        var changes = HostChanges()
        changes.nextInstance = 4
        changes.placements[3] = placement
        changes.schedules[3] = SavedSchedule(
            failures: 0, budgetUsed: 5, budgetDay: nil, lastFetchStart: start - 60,
            inFlight: .init(date: start - 60, reason: .policyAtEnd(lastEntry: start - 60), counted: false))
        try store.save(changes)

        let clock = VirtualClock(start: start)
        let host = try engine(directory, clock)
        try await host.resume()
        let calls = host.events(for: InstanceID(rawValue: 3)).filter { $0.event == .providerCall }
        #expect(calls.count == 1)
        #expect(calls.first?.counted == false)
        #expect(host.shownEntry(InstanceID(rawValue: 3))?.summary == "at 0 + 0")
        #expect(try await host.add(kind: "hourly", family: .systemSmall) == InstanceID(rawValue: 4))
    }

    @Test("the schema is in WAL mode, with foreign keys that drop a removed widget's rows")
    func schema() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock(start: start)
        let host = try engine(directory, clock)
        let id = try await host.add(kind: "hourly", family: .systemSmall)
        let path = directory.appendingPathComponent("host.sqlite").path
        #expect(try sqlite(path, "PRAGMA journal_mode") == "wal")
        #expect(try sqlite(path, "SELECT count(*) FROM timelines") == "1")
        try host.remove(id)
        #expect(try sqlite(path, "SELECT (SELECT count(*) FROM timelines) + (SELECT count(*) FROM schedules) + "
            + "(SELECT count(*) FROM events)") == "0")
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test("a store from before widgets had an order is upgraded: each keeps its place, in ID order")
    func upgradeFromFirstSchema() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock(start: start)
        let ids = try await {
            let host = try engine(directory, clock)
            return [try await host.add(kind: "hourly", family: .systemSmall),
                    try await host.add(kind: "hourly", family: .systemMedium, surface: "kitchen"),
                    try await host.add(kind: "hourly", family: .systemSmall)]
        }()
        // Back to the first schema, as an older host left it.
        let queue = try DatabaseQueue(path: directory.appendingPathComponent("host.sqlite").path)
        try await queue.write { db in
            try db.execute(sql: "ALTER TABLE instances DROP COLUMN position")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v2:%'")
        }
        try await queue.close()

        let upgraded = try engine(directory, clock)
        #expect(try await upgraded.resume() == 3)
        #expect(try ids.map { try upgraded.placement($0).position } == ids.map { Double($0.rawValue) })
        let next = try await upgraded.add(kind: "hourly", family: .systemSmall)
        #expect(try upgraded.placement(next).position == Double(ids[2].rawValue) + 1)
    }

    @Test("a store that cannot be read says which file and what is wrong")
    func unreadable() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("this is not a database".utf8).write(to: directory.appendingPathComponent("host.sqlite"))
        #expect {
            _ = try SQLiteHostStore(directory: directory)
        } throws: { error in
            "\(error)".contains("host.sqlite") && "\(error)".contains("could not open the store")
        }
    }
}

/// Reads one value through a connection of its own, as another process would see the file.
private func sqlite(_ path: String, _ sql: String) throws -> String {
    try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: sql) ?? "" }
}
