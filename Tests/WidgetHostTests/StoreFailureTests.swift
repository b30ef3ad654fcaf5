import Foundation
import GRDB
import OpenWidgetKit
import Synchronization
import Testing
@testable import WidgetHost

private let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z

private struct TextEntry: TimelineEntry {
    var date: Date
    var text: String
}

private struct NoteIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Note"
    @Parameter(title: "Note", default: "") var note: String
    init() {}
}

/// One entry showing the configured note, then a reload a quarter of an hour later.
private struct QuarterHourProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TextEntry { TextEntry(date: context.currentDate, text: "…") }
    func snapshot(for configuration: NoteIntent, in context: Context) async -> TextEntry {
        TextEntry(date: context.currentDate, text: configuration.note)
    }
    func timeline(for configuration: NoteIntent, in context: Context) async -> Timeline<TextEntry> {
        let now = context.currentDate
        return Timeline(entries: [TextEntry(date: now, text: configuration.note)], policy: .after(now + 900))
    }
}

private struct QuarterHourWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "quarter", intent: NoteIntent.self, provider: QuarterHourProvider()) { entry in
            Text(entry.text)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The real SQLite store, refusing every save while `refusing` is set, as a full disk would.
private final class RefusingStore: HostStore {
    let store: SQLiteHostStore
    let refusing = Mutex(false)

    init(_ store: SQLiteHostStore) { self.store = store }

    func load() throws -> StoredHost { try store.load() }
    func save(_ changes: HostChanges) throws {
        if refusing.withLock({ $0 }) { throw HostStoreError("the store cannot be written: disk full (test)") }
        try store.save(changes)
    }
    func events(for instance: InstanceID?) throws -> [WidgetEvent] { try store.events(for: instance) }
    func latestEvents(for instance: InstanceID, limit: Int) throws -> [WidgetEvent] {
        try store.latestEvents(for: instance, limit: limit)
    }
    func latestWarnings(for instance: InstanceID, limit: Int) throws -> [WidgetEvent] {
        try store.latestWarnings(for: instance, limit: limit)
    }
    func receiptEvents(for instance: InstanceID, limit: Int, before: Int?) throws -> EventPage {
        try store.receiptEvents(for: instance, limit: limit, before: before)
    }
    func counts(for instance: InstanceID) throws -> (receipts: Int, warnings: Int) {
        try store.counts(for: instance)
    }
    func saveExtension(path: String, description: HostProtocol.ExtensionDescription, at date: Date) throws {
        try store.saveExtension(path: path, description: description, at: date)
    }
    func extensions() throws -> [String: HostProtocol.ExtensionDescription] { try store.extensions() }
}

private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("owk-store-\(UUID().uuidString)")
}

/// What a person could see of the placed widgets: enough to compare memory with the file.
private func layout(_ engine: HostEngine) throws -> [String] {
    try engine.instances.map { id in
        let placement = try engine.placement(id)
        return "\(id.rawValue) \(placement.kind) \(placement.family) \(placement.surface) \(placement.position) "
            + "\(placement.configuration)"
    }
}

@Suite("A store that cannot be written")
struct StoreFailureTests {
    @Test("every change is refused with the store's reason and kept neither in memory nor on disk; reads go on")
    func refusedChangesAreNotKept() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock(start: start)
        let store = RefusingStore(try SQLiteHostStore(directory: directory))
        let errors = Mutex<[String]>([])
        let host = HostEngine(
            source: WidgetExtensionRuntime(widget: QuarterHourWidget.self), clock: clock, store: store,
            onStoreError: { error in errors.withLock { $0.append("\(error)") } })
        let a = try await host.add(kind: "quarter", family: .systemSmall)
        let b = try await host.add(kind: "quarter", family: .systemMedium, surface: "kitchen")
        let before = try layout(host)
        let eventsBefore = host.events(for: a)
        let nextBefore = host.nextReload(a)?.date

        store.refusing.withLock { $0 = true }
        let refused: [(String, () async throws -> Void)] = [
            ("add", { _ = try await host.add(kind: "quarter", family: .systemSmall) }),
            ("remove", { try host.remove(a) }),
            ("reload of a kind", { _ = try host.requestReload(kind: "quarter") }),
            ("reload of every kind", { _ = try host.requestReload(kind: nil) }),
            ("reload of one widget", { try host.requestReload(a, reason: .userAction) }),
            ("reconfigure", { try await host.reconfigure(a, configuration: ["note": .string("y")]) }),
            ("resize", { try await host.changeFamily(a, to: .systemMedium) }),
            ("arrange", { try host.arrange(surface: "home", order: [b, a]) }),
        ]
        for (name, change) in refused {
            await #expect(throws: HostStoreError.self, "\(name) must be refused") { try await change() }
            #expect(try layout(host) == before, "\(name) must leave nothing behind in memory")
        }
        // Nothing was asked of the provider for a refused reload, and the schedule is as it was.
        #expect(host.nextReload(a)?.date == nextBefore)
        #expect(host.storeProblem?.description == "the store cannot be written: disk full (test)")
        // Reads keep working.
        #expect(host.events(for: a) == eventsBefore)
        #expect(try host.placement(b).surface == "kitchen")
        // The next add gets the ID the refused one would have had: it was never handed out.
        store.refusing.withLock { $0 = false }
        let c = try await host.add(kind: "quarter", family: .systemSmall)
        #expect(c.rawValue == b.rawValue + 1)
        #expect(host.storeProblem == nil)

        // The file holds exactly what was acknowledged.
        let resumed = HostEngine(
            source: WidgetExtensionRuntime(widget: QuarterHourWidget.self), clock: clock,
            store: try SQLiteHostStore(directory: directory))
        try await resumed.resume()
        #expect(try layout(resumed) == (try layout(host)))
        #expect(!errors.withLock { $0 }.isEmpty)
    }

    @Test("steps nobody waits for are kept while the store refuses them, and saved once it can be written")
    func backgroundStepsWaitForTheStore() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock(start: start)
        let store = RefusingStore(try SQLiteHostStore(directory: directory))
        let host = HostEngine(
            source: WidgetExtensionRuntime(widget: QuarterHourWidget.self), clock: clock, store: store)
        let a = try await host.add(kind: "quarter", family: .systemSmall)
        store.refusing.withLock { $0 = true }
        clock.advance(to: start + 900)
        await host.advance(to: clock.now)  // the policy reload runs; its timeline cannot be saved yet
        #expect(try host.placement(a).timelineFetchedAt == start + 900)
        #expect(host.storeProblem != nil)
        #expect(!host.retrySaving())
        store.refusing.withLock { $0 = false }
        #expect(host.retrySaving())
        #expect(host.storeProblem == nil)
        let resumed = HostEngine(
            source: WidgetExtensionRuntime(widget: QuarterHourWidget.self), clock: clock,
            store: try SQLiteHostStore(directory: directory))
        try await resumed.resume()
        #expect(try resumed.placement(a).timelineFetchedAt == start + 900)
    }

    @Test("a store at its size limit says so in one sentence naming the file")
    func sizeLimit() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock(start: start)
        let store = try SQLiteHostStore(directory: directory, sizeLimit: 256 * 1024)
        let host = HostEngine(source: WidgetExtensionRuntime(widget: QuarterHourWidget.self), clock: clock, store: store)
        var acknowledged: [InstanceID] = []
        var refusal: (any Error)?
        for _ in 0..<5_000 {
            do {
                acknowledged.append(try await host.add(kind: "quarter", family: .systemSmall,
                                                       configuration: ["note": .string(String(repeating: "x", count: 2000))]))
            } catch {
                refusal = error
                break
            }
        }
        let message = try #require(refusal.map { "\($0)" })
        #expect(message == "the store cannot be written: it reached its size limit of 256 KB "
            + "(\(directory.appendingPathComponent("host.sqlite").path))")
        #expect(host.instances == acknowledged)
        let resumed = HostEngine(
            source: WidgetExtensionRuntime(widget: QuarterHourWidget.self), clock: clock,
            store: try SQLiteHostStore(directory: directory))
        try await resumed.resume()
        #expect(resumed.instances == acknowledged)
    }

    @Test("the data directory and the store's files are owner-only, also when the directory existed before")
    func ownerOnly() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let previous = umask(0o022)
        defer { umask(previous) }
        let store = try SQLiteHostStore(directory: directory)
        try store.save(HostChanges(nextInstance: 1))
        func mode(_ path: String) throws -> Int {
            try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
        }
        #expect(try mode(directory.path) == 0o700)
        for suffix in ["", "-wal", "-shm"] {
            #expect(try mode(store.url.path + suffix) == 0o600, "host.sqlite\(suffix)")
        }
    }
}
