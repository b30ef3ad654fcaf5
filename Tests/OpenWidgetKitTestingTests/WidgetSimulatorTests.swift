import Foundation
import OpenWidgetKit
import OpenWidgetKitTesting
import Testing

private let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z

private struct TextEntry: TimelineEntry {
    var date: Date
    var text: String
}

/// Answers every 30 minutes with three entries.
private struct GoodProvider: TimelineProvider {
    func placeholder(in context: Context) -> TextEntry { TextEntry(date: context.currentDate, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping (TextEntry) -> Void) {
        completion(TextEntry(date: context.currentDate, text: "snapshot"))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TextEntry>) -> Void) {
        let now = context.currentDate
        let entries = (0..<3).map { TextEntry(date: now.addingTimeInterval(Double($0) * 600), text: "good \($0)") }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(1800))))
    }
}

/// Answers its first request, then never calls its completion handler again.
private final class HangingProvider: TimelineProvider, @unchecked Sendable {
    private var calls = 0
    func placeholder(in context: Context) -> TextEntry { TextEntry(date: context.currentDate, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping (TextEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<TextEntry>) -> Void) {
        calls += 1
        if calls == 1 {
            completion(Timeline(entries: [TextEntry(date: context.currentDate, text: "first")], policy: .atEnd))
        }
    }
}

/// Calls its completion handler twice, with unsorted, duplicate and past entries, and too many of them.
private struct MessyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TextEntry { TextEntry(date: context.currentDate, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping (TextEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<TextEntry>) -> Void) {
        let now = context.currentDate
        var entries = [
            TextEntry(date: now.addingTimeInterval(7200), text: "later"),
            TextEntry(date: now.addingTimeInterval(-7200), text: "long ago"),
            TextEntry(date: now.addingTimeInterval(-60), text: "current"),
            TextEntry(date: now.addingTimeInterval(3600), text: "soon"),
            TextEntry(date: now.addingTimeInterval(3600), text: "soon, again"),
        ]
        entries += (0..<500).map { TextEntry(date: now.addingTimeInterval(86_400 + Double($0) * 60), text: "far \($0)") }
        completion(Timeline(entries: entries, policy: .never))
        completion(Timeline(entries: [TextEntry(date: now, text: "second answer")], policy: .never))
    }
}

private struct TestWidgets: WidgetBundle {
    var body: some Widget {
        SimpleWidget<GoodProvider>(kind: "good")
        SimpleWidget<HangingProvider>(kind: "hanging")
        SimpleWidget<MessyProvider>(kind: "messy")
    }
}

private protocol DefaultInit { init() }
extension GoodProvider: DefaultInit {}
extension HangingProvider: DefaultInit {}
extension MessyProvider: DefaultInit {}

private struct SimpleWidget<Provider: TimelineProvider & DefaultInit>: Widget where Provider.Entry == TextEntry {
    var kind = ""
    init() {}
    init(kind: String) { self.kind = kind }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in Text(entry.text) }
    }
}

@Suite("WidgetSimulator")
struct WidgetSimulatorTests {
    @Test("time moves wake by wake: entries show and timelines are asked for at their exact times")
    func exactTimes() async throws {
        let simulator = WidgetSimulator(bundle: TestWidgets.self, start: start)
        let widget = try await simulator.place(kind: "good")
        await simulator.advance(by: 3600)
        #expect(simulator.providerCalls(for: widget) == [start, start + 1800, start + 3600])
        let shown = simulator.events(for: widget).filter { $0.event == .entryShown && $0.entryIndex != nil }
        #expect(shown.map(\.time) == [0, 600, 1200, 1800, 2400, 3000, 3600].map { start + Double($0) })
        #expect(shown.map(\.entry) == ["good 0", "good 1", "good 2", "good 0", "good 1", "good 2", "good 0"])
        #expect(simulator.now == start + 3600)
        #expect(simulator.clock.pendingSleepers == 0)
    }

    @Test("a provider that stops answering fails on the deadline, keeps its content, and leaves others alone")
    func hangingProvider() async throws {
        let simulator = WidgetSimulator(
            bundle: TestWidgets.self, start: start, providerTimeLimit: .milliseconds(50))
        let hanging = try await simulator.place(kind: "hanging")
        let good = try await simulator.place(kind: "good")
        await simulator.advance(by: 600)
        let failures = simulator.events(for: hanging).filter { $0.event == .reloadFailed }
        #expect(failures.first?.time == start + 300 + 30)  // policy due at once, waits 5 min, then 30 s deadline
        #expect(failures.first?.reason?.contains("did not return a timeline within 30 s") == true)
        #expect(simulator.shownEntry(hanging)?.text == "first")
        #expect(simulator.providerCalls(for: good) == [start])
        #expect(simulator.shownEntry(good)?.text == "good 1")
        #expect(!simulator.events(for: good).contains { $0.event == .reloadFailed })
        let receipts = simulator.receipts(for: hanging)
        if case .failed = receipts[1].outcome {} else { Issue.record("expected a failed receipt, got \(receipts[1])") }
    }

    @Test("a messy timeline is cleaned up with warnings; a second completion call is ignored")
    func messyTimeline() async throws {
        let simulator = WidgetSimulator(bundle: TestWidgets.self, start: start)
        let widget = try await simulator.place(kind: "messy")
        let warnings = simulator.events(for: widget).filter { $0.event == .warning }.compactMap(\.reason)
        #expect(warnings.contains { $0.contains("sorted") })
        #expect(warnings.contains { $0.contains("past") })
        #expect(warnings.contains { $0.contains("shares its date") })
        #expect(warnings.contains { $0.contains("limit of 400") })
        #expect(simulator.shownEntry(widget)?.text == "current")
        await simulator.advance(by: 3600)
        #expect(simulator.shownEntry(widget)?.text == "soon, again")
        #expect(simulator.providerCalls(for: widget) == [start])
        #expect(!simulator.events.contains { $0.entry == "second answer" })
    }

    @Test("placing an unknown kind or an unsupported family is refused with a clear error")
    func badPlacement() async throws {
        let simulator = WidgetSimulator(bundle: TestWidgets.self, start: start)
        do {
            try await simulator.place(kind: "godo")
            Issue.record("an unknown kind was placed")
        } catch {
            #expect("\(error)".contains("Unknown widget kind 'godo'. Did you mean 'good'?"))
        }
        let error = await #expect(throws: (any Error).self) {
            try await simulator.place(kind: "good", family: .accessoryInline)
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("does not support the accessoryInline family"))
        #expect(simulator.instances.isEmpty)
    }

    @Test("receipts and the ledger say why each reload happened")
    func receiptsAndLedger() async throws {
        let simulator = WidgetSimulator(bundle: TestWidgets.self, start: start)
        let widget = try await simulator.place(kind: "good")
        await simulator.advance(by: 3600)
        try await simulator.userReload(widget)
        let receipts = simulator.receipts(for: widget)
        #expect(receipts.count == 4)
        #expect(receipts[0].reasons.first?.contains("widget added") == true)
        #expect(receipts[1].reasons.first?.contains("policy .after") == true)
        #expect(receipts[1].counted)
        #expect(!receipts[3].counted)
        let ledger = simulator.ledger(for: widget)
        #expect(ledger.used == 2)
        #expect(ledger.reloads.count == 4)
        #expect(ledger.description.contains("2 of 70 counted reloads used"))
    }

    @Test("WidgetCenter calls inside withWidgetCenter reach this simulator only")
    func widgetCenterIsolation() async throws {
        let first = WidgetSimulator(bundle: TestWidgets.self, start: start)
        let second = WidgetSimulator(bundle: TestWidgets.self, start: start)
        let a = try await first.place(kind: "good")
        let b = try await second.place(kind: "good")
        await first.advance(by: 60)
        await second.advance(by: 60)
        await first.withWidgetCenter { WidgetCenter.shared.reloadAllTimelines() }
        #expect(first.providerCalls(for: a) == [start, start + 60])
        #expect(second.providerCalls(for: b) == [start])
        let infos = try await first.withWidgetCenter { try await WidgetCenter.shared.currentConfigurations() }
        #expect(infos.map(\.kind) == ["good"])
    }
}
