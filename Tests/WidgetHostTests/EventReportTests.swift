import Foundation
import GRDB
import OpenWidgetKit
import Testing
@testable import WidgetHost

private let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z

private struct TickEntry: TimelineEntry {
    var date: Date
}

private struct TickProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: context.currentDate) }
    func getSnapshot(in context: Context, completion: @escaping (TickEntry) -> Void) {
        completion(TickEntry(date: context.currentDate))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TickEntry>) -> Void) {
        completion(Timeline(entries: [TickEntry(date: context.currentDate)], policy: .never))
    }
}

private struct TickWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tick", provider: TickProvider()) { entry in Text(entry.date, style: .time) }
    }
}

private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("owk-events-\(UUID().uuidString)")
}

/// Makes `count` reloads of `id`, each a minute after the last, each served.
private func reload(_ engine: HostEngine, _ id: InstanceID, _ clock: VirtualClock, count: Int) async throws {
    for _ in 0..<count {
        clock.advance(by: 60)
        try engine.requestReload(id, reason: .userAction)
        await engine.advance(to: clock.now)
    }
}

@Suite("Event reports")
struct EventReportTests {
    @Test("a report reads a page of receipts, exactly as the whole log makes them, in the store and in memory")
    func pagesMatchTheWholeLog() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for stored in [true, false] {
            let clock = VirtualClock(start: start)
            let engine = HostEngine(
                source: WidgetExtensionRuntime(widget: TickWidget.self), clock: clock,
                store: stored ? try SQLiteHostStore(directory: directory.appendingPathComponent("a")) : MemoryHostStore())
            let id = try await engine.add(kind: "tick", family: .systemSmall)
            try await reload(engine, id, clock, count: 120)
            let all = ReloadReceipt.receipts(from: engine.events(for: id))
            #expect(all.count == 121)

            var pages: [[ReloadReceipt]] = []
            var cursor: Int?
            repeat {
                let report = engine.eventReport(for: id, receipts: 50, before: cursor)
                pages.insert(report.receipts, at: 0)
                cursor = report.olderReceipts
            } while cursor != nil
            #expect(pages.map(\.count) == [21, 50, 50], "stored: \(stored)")
            #expect(pages.flatMap { $0 } == all, "stored: \(stored)")

            let report = engine.eventReport(for: id)
            #expect(report.events == Array(engine.events(for: id).suffix(200)))
            #expect(report.receiptCount == 121 && report.warningCount == 0)
        }
    }

    @Test("a reload storm is one receipt with its reason counted, and the page stays small")
    func storm() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock(start: start)
        let engine = HostEngine(
            source: WidgetExtensionRuntime(widget: TickWidget.self), clock: clock,
            store: try SQLiteHostStore(directory: directory))
        let id = try await engine.add(kind: "tick", family: .systemSmall)
        clock.advance(by: 3600)
        // The first is served at once; the others wait behind it and become one more request.
        for _ in 0..<3_000 { try engine.requestReload(kind: "tick") }
        await engine.advance(to: clock.now)
        clock.advance(by: engine.configuration.coalescingWindow)
        await engine.advance(to: clock.now)
        let report = engine.eventReport(for: id)
        #expect(report.receipts.count == 3)
        #expect(report.receipts.last?.reasons == ["WidgetCenter reload (×2999)"])
        #expect(report.receiptCount == 3)
        #expect(report.events.count == 200)
    }

    @Test("pruning compacts what receipts and the ledger do not use after a day, and drops all after the retention")
    func compaction() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock(start: start)
        let store = try SQLiteHostStore(directory: directory)
        let engine = HostEngine(source: WidgetExtensionRuntime(widget: TickWidget.self), clock: clock, store: store)
        let id = try await engine.add(kind: "tick", family: .systemSmall)
        try await reload(engine, id, clock, count: 10)
        let receipts = ReloadReceipt.receipts(from: engine.events(for: id))
        clock.advance(by: 2 * 86_400)
        try store.pruneEvents(before: clock.now)
        let kept = engine.events(for: id)
        #expect(!kept.contains { $0.event == .entryShown || $0.event == .reloadCoalesced })
        #expect(ReloadReceipt.receipts(from: kept) == receipts)
        clock.advance(by: 8 * 86_400)
        try store.pruneEvents(before: clock.now)
        #expect(engine.events(for: id).isEmpty)
    }
}
