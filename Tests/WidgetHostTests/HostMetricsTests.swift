import Foundation
import MetricsTestKit
import OpenWidgetKit
import Testing
@testable import WidgetHost

private let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z

private struct TickEntry: TimelineEntry {
    var date: Date
}

/// Two entries ten minutes apart, then `.atEnd`; fails when `failing` is set.
private struct TickProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: context.currentDate) }
    func getSnapshot(in context: Context, completion: @escaping (TickEntry) -> Void) {
        completion(TickEntry(date: context.currentDate))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TickEntry>) -> Void) {
        let now = context.currentDate
        completion(Timeline(entries: [TickEntry(date: now), TickEntry(date: now + 600)], policy: .atEnd))
    }
}

private struct TickWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tick", provider: TickProvider()) { _ in Text("tick") }
    }
}

@Suite("Host metrics")
struct HostMetricsTests {
    @Test("reloads are counted by outcome, provider answers timed, and budget refusals counted")
    func counted() async throws {
        let metrics = TestMetrics()
        var rules = SchedulerConfiguration()
        rules.dailyReloadBudget = 1
        let clock = VirtualClock(start: start)
        let engine = HostEngine(
            source: WidgetExtensionRuntime(widget: TickWidget.self), clock: clock, configuration: rules,
            metrics: HostMetrics(factory: metrics))
        let id = try await engine.add(kind: "tick", family: .systemSmall)
        // First timeline (free); at +10 min `.atEnd` asks again (counted: the budget's one reload);
        // at +20 min it asks again and waits for tomorrow.
        for minutes in [10.0, 20, 30] {
            clock.advance(to: start + minutes * 60)
            await engine.advance(to: clock.now)
        }
        #expect(engine.budget(id).used == 1)
        #expect(try metrics.expectCounter("widgetkit_reloads_total", [("outcome", "served")]).totalValue == 2)
        #expect(try metrics.expectTimer("widgetkit_provider_latency_seconds").values.count == 2)
        #expect(try metrics.expectCounter("widgetkit_budget_refusals_total").totalValue >= 1)
        #expect(metrics.counters(label: "widgetkit_reloads_total", dimensions: [("outcome", "failed")]).isEmpty)
    }
}
