import Foundation
import OpenWidgetKit
import OpenWidgetKitTesting
import Testing
@testable import ExampleWidgets

/// The invocations an archive records, in reading order.
private func invocations(in node: ViewNode) -> [IntentInvocation] {
    switch node {
    case .modified(.intent(let invocation), let child): [invocation] + invocations(in: child)
    case .modified(.background(let secondary, _), let child), .modified(.overlay(let secondary, _), let child):
        invocations(in: child) + invocations(in: secondary)
    case .modified(_, let child): invocations(in: child)
    case .stack(_, _, _, let children), .zstack(_, let children), .group(let children): children.flatMap(invocations)
    default: []
    }
}

/// The interactive water tracker: what its button and toggle record runs in the extension runtime,
/// and a reload (which the host makes after every tap) shows the result. It shares the app group's
/// suite with nothing else but its own tests, so they run one at a time.
@Suite("Water widget (interactive)", .serialized)
struct WaterWidgetTests {
    let start = Date(timeIntervalSince1970: 1_767_603_600)

    @Test("the button logs a glass and the toggle flips reminders, each shown after the reload")
    func taps() async throws {
        WaterStore.reset()
        WaterStore.setReminders(false)
        let simulator = WidgetSimulator(bundle: ExampleWidgets.self, start: start)
        let widget = try await simulator.place(kind: "com.example.water", family: .systemMedium)
        let shown = try #require(simulator.shownEntry(widget))
        #expect(shown.text == "Water 0 of 8 glasses Reminders Glass Reset")
        #expect(simulator.nextReload(for: widget) == nil, "the timeline is .never: only taps reload it")

        let recorded = invocations(in: shown.archive.root)
        #expect(recorded.count == 3)
        let toggle = try #require(recorded.first { $0.isOn != nil })
        #expect(toggle.isOn == false)
        #expect(try toggle.parameters == ["value": .bool(true)])
        let log = try #require(recorded.first { $0.typeName.contains("LogGlassIntent") })
        #expect(try log.parameters == ["glasses": .int(1)])

        // Two taps on "+", then one on the toggle, as `widgetkit serve` performs them.
        for invocation in [log, log, toggle] {
            try await ExampleCatalog.runtime.performIntent(named: invocation.typeName, parameters: invocation.parameters)
        }
        #expect(WaterStore.load() == (glasses: 2, reminders: true))
        try await simulator.userReload(widget)
        let after = try #require(simulator.shownEntry(widget))
        #expect(after.entry(as: WaterEntry.self)?.glasses == 2)
        #expect(after.text.hasPrefix("Water 2 of 8 glasses"))
        // The toggle now draws on, and tapping it again would turn reminders off.
        let flipped = try #require(invocations(in: after.archive.root).first { $0.isOn != nil })
        #expect(flipped.isOn == true)
        #expect(try flipped.parameters == ["value": .bool(false)])

        let reset = try #require(invocations(in: after.archive.root).first { $0.typeName.contains("ResetWaterIntent") })
        try await ExampleCatalog.runtime.performIntent(named: reset.typeName, parameters: reset.parameters)
        #expect(WaterStore.load().glasses == 0)
        WaterStore.setReminders(false)
    }

    @Test("the small widget has the button only")
    func small() async throws {
        let simulator = WidgetSimulator(bundle: ExampleWidgets.self, start: start)
        let widget = try await simulator.place(kind: "com.example.water", family: .systemSmall)
        let recorded = invocations(in: try #require(simulator.shownEntry(widget)).archive.root)
        #expect(recorded.map(\.isOn) == [nil])
        #expect(recorded.first?.typeName.contains("LogGlassIntent") == true)
    }
}
