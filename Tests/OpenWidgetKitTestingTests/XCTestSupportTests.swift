import Foundation
import OpenWidgetKit
import OpenWidgetKitTesting
import XCTest

private struct TickEntry: TimelineEntry {
    var date: Date
}

private struct TickProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: context.currentDate) }
    func getSnapshot(in context: Context, completion: @escaping (TickEntry) -> Void) {
        completion(TickEntry(date: context.currentDate))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TickEntry>) -> Void) {
        completion(Timeline(entries: [TickEntry(date: context.currentDate)], policy: .after(context.currentDate + 600)))
    }
}

private struct TickWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tick", provider: TickProvider()) { entry in Text(entry.date, style: .time) }
    }
}

/// The simulator works from XCTest as well as Swift Testing.
final class XCTestSupportTests: XCTestCase {
    func testADayOfTenMinuteReloadsRunsFromXCTest() async throws {
        let start = Date(timeIntervalSince1970: 1_767_571_200)  // 2026-01-05T00:00:00Z
        let simulator = WidgetSimulator(widget: TickWidget.self, start: start)
        let widget = try await simulator.place(kind: "tick")
        await simulator.advance(by: .seconds(24 * 3600))
        let calls = simulator.providerCalls(for: widget)
        // The first call is free; the budget allows 70 policy reloads a day, every 10 minutes until
        // 11:40; the next one waits for midnight, the end of the simulated day.
        XCTAssertEqual(calls.count, 72)
        XCTAssertEqual(calls[70], start + 700 * 60)
        XCTAssertEqual(calls.last, start + 24 * 3600)
        XCTAssertEqual(simulator.ledger(for: widget, on: start).used, 70)
    }
}
