import Foundation
import OpenWidgetKit
import OpenWidgetKitTesting
import Testing

private func script(_ json: String) throws -> SimulationScript {
    try SimulationScript(json: Data(json.utf8))
}

@Suite("SimulationScript")
struct SimulationScriptTests {
    @Test("what a script leaves out takes the defaults: kind scripted, systemSmall, .atEnd, no delay")
    func defaults() throws {
        let parsed = try script(#"{"calls": [{"entries": [{"text": "hello"}]}]}"#)
        #expect(parsed.kind == "scripted")
        #expect(parsed.family == .systemSmall)
        #expect(parsed.start == nil && parsed.duration == nil)
        #expect(parsed.calls == [SimulationScript.Call(entries: [.init(offset: 0, text: "hello")], policy: .atEnd)])
        #expect(parsed.reloads.isEmpty)
        #expect(parsed.scheduler == SchedulerConfiguration())
        #expect(parsed.placeholderText == "hello" && parsed.snapshotText == "hello")
    }

    @Test("durations: 0, seconds, units, signs; policies relative to the call or at a date; relevance")
    func values() throws {
        let parsed = try script("""
            {"family": "medium", "start": "2026-01-09T15:00:00-05:00", "for": "1h30m",
             "calls": [
               {"entries": [{"at": "0", "text": "a"}, {"at": 90, "text": "b", "relevance": 0.5},
                            {"at": "+1.5h", "text": "c", "relevance": {"score": 2, "duration": "10m"}},
                            {"at": "-30s", "text": "d"}, {"at": "45", "text": "e"}],
                "policy": {"after": "2d"}, "delay": "2s"},
               {"entries": [], "policy": {"after": "2026-01-12T09:30:00-05:00"}},
               {"error": "down"},
               {"entries": [], "policy": "Never"}],
             "reloads": [{"at": "3h", "all": true}, "1h", {"at": "2h", "kind": "other"}],
             "scheduler": {"dailyReloadBudget": 0, "budgetTimeZone": "America/New_York", "retryBackoff": 5}}
            """)
        #expect(parsed.family == .systemMedium)
        #expect(parsed.start == Date(timeIntervalSince1970: 1_767_988_800))
        #expect(parsed.duration == 5400)
        #expect(parsed.calls[0].entries.map(\.offset) == [0, 90, 5400, -30, 45])
        #expect(parsed.calls[0].entries[1].relevance == TimelineEntryRelevance(score: 0.5))
        #expect(parsed.calls[0].entries[2].relevance == TimelineEntryRelevance(score: 2, duration: 600))
        #expect(parsed.calls[0].policy == .afterOffset(2 * 86_400))
        #expect(parsed.calls[0].delay == 2)
        #expect(parsed.calls[1].policy == .afterDate(Date(timeIntervalSince1970: 1_768_228_200)))
        #expect(parsed.calls[2].error == "down")
        #expect(parsed.calls[3].policy == .never)
        #expect(parsed.reloads == [
            .init(offset: 3600, kind: "scripted"), .init(offset: 7200, kind: "other"), .init(offset: 10_800, kind: nil),
        ])
        #expect(parsed.scheduler.dailyReloadBudget == 0)
        #expect(parsed.scheduler.budgetTimeZone.identifier == "America/New_York")
        #expect(parsed.scheduler.retryBackoff == 5)
    }

    @Test("an error names the JSON path and what is wrong there")
    func errors() {
        let cases: [(String, String)] = [
            (#"{"calls": [{"entries": [{"text": "a"}]}, {"entries": [{"at": "+1x", "text": "b"}]}]}"#,
             #"calls[1].entries[0].at: "+1x" is not a duration such as 90m, 2h or 1d"#),
            (#"{"calls": [{"entries": [{"text": "a"}]}], "reloads": [1, true]}"#,
             #"reloads[1]: expected a time after the start such as "10h", or an object with "at", got true"#),
            (#"{"calls": [{"entries": [{"text": "a"}], "policy": 3}]}"#,
             #"calls[0].policy: expected a reload policy, got the number 3: use "atEnd""#),
            ("not json", "the script is not JSON: "),
        ]
        for (json, message) in cases {
            #expect {
                _ = try script(json)
            } throws: { error in
                "\(error)".hasPrefix(message)
            }
        }
    }
}

@Suite("ScriptedTimelineSource")
struct ScriptedTimelineSourceTests {
    private let start = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z

    @Test("entries are dated from each call and show their texts; calls past the list repeat the last one")
    func calls() async throws {
        let parsed = try script("""
            {"placeholder": "…", "calls": [
              {"entries": [{"text": "one"}, {"at": "10m", "text": "two"}], "policy": {"after": "30m"}},
              {"entries": [{"text": "again"}], "policy": {"after": "1h"}}]}
            """)
        let simulator = WidgetSimulator(
            source: ScriptedTimelineSource(parsed), start: start, configuration: parsed.scheduler,
            providerTimeLimit: .seconds(10))
        let widget = try await simulator.place(kind: "scripted")
        await simulator.advance(by: 3 * 3600 + 1800)
        #expect(simulator.providerCalls(for: widget) == [0, 1800, 5400, 9000, 12_600].map { start + $0 })
        #expect(simulator.shownText(widget, at: start) == "one")
        #expect(simulator.shownText(widget, at: start + 600) == "two")
        #expect(simulator.shownText(widget, at: start + 5400) == "again")
        let placeholder = try await simulator.placeholder(kind: "scripted")
        #expect(placeholder.text == "…" && placeholder.archive.isRedacted)
        #expect(try await simulator.gallerySnapshot(kind: "scripted").text == "one")
        await #expect(throws: WidgetRuntimeError.self) { try await simulator.place(kind: "scriptd") }
    }

    @Test("a delayed answer arrives on the virtual clock; one later than the deadline is discarded")
    func delays() async throws {
        let parsed = try script("""
            {"calls": [{"entries": [{"text": "late"}], "policy": "never", "delay": "40s"},
                       {"entries": [{"text": "in time"}], "policy": "never", "delay": "29s"}],
             "scheduler": {"providerDeadline": "35s"}}
            """)
        let simulator = WidgetSimulator(
            source: ScriptedTimelineSource(parsed), start: start, configuration: parsed.scheduler,
            providerTimeLimit: .seconds(10))
        let widget = try await simulator.place(kind: "scripted")
        await simulator.advance(by: 600)
        let events = simulator.events(for: widget)
        #expect(events.filter { $0.event == .reloadFailed }.map(\.time) == [start + 35])
        #expect(events.first { $0.event == .warning }?.time == start + 40)
        #expect(simulator.providerCalls(for: widget) == [start, start + 95])
        #expect(events.filter { $0.event == .reloadServed }.map(\.time) == [start + 124])
        #expect(simulator.shownEntry(widget)?.text == "in time")
        #expect(simulator.nextReload(for: widget) == nil)
    }
}
