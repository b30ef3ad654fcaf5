import Foundation
import Testing
import WidgetHost

/// The committed scripts: the seed scenarios, written as JSON.
private let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts")

private func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

/// Runs `widgetkit simulate --script` on a committed script with `--json` and reads back the events.
private func simulate(_ script: String, _ arguments: String...) throws -> [WidgetEvent] {
    let path = scripts.appendingPathComponent(script).path
    let result = try widgetkit(["simulate", "--script", path, "--json"] + arguments)
    #expect(result.status == 0, "\(script): exit \(result.status): \(result.error)")
    #expect(result.error.isEmpty, "\(script): \(result.error)")
    return try result.output.split(separator: "\n").map { try JSONDecoder().decode(WidgetEvent.self, from: Data($0.utf8)) }
}

/// Writes a script to a temporary file for one test; the caller removes it.
private func temporaryScript(_ json: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("owk-script-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    return url
}

extension [WidgetEvent] {
    func times(of name: WidgetEvent.Name) -> [Date] { filter { $0.event == name }.map(\.time) }
    func reasons(of name: WidgetEvent.Name) -> [String] { filter { $0.event == name }.compactMap(\.reason) }
    /// The texts shown, entries only (not the placeholder), with their times.
    var shown: [(Date, String)] {
        filter { $0.event == .entryShown && $0.entryIndex != nil }.map { ($0.time, $0.entry ?? "") }
    }
}

@Suite("widgetkit simulate --script")
struct SimulateScriptTests {
    @Test("health regen: hourly entries to 100% with .atEnd, then .never: nothing until a WidgetCenter reload")
    func healthRegen() throws {
        let events = try simulate("health-regen.json")
        let start = date("2026-01-05T09:00:00Z")
        let hour: TimeInterval = 3600
        #expect(Set(events.map(\.kind)) == ["com.mygame.character-detail"])
        #expect(events.times(of: .providerCall) == [0, 3, 10, 12].map { start + $0 * hour })
        #expect(events.reasons(of: .providerCall) == [
            "widget added (first timeline, free)", "policy .atEnd (last entry 2026-01-05T12:00:00Z)",
            "WidgetCenter reload", "policy .atEnd (last entry 2026-01-05T21:00:00Z)",
        ])
        #expect(events.reasons(of: .reloadServed).map { $0.components(separatedBy: ": ").last ?? "" } == [
            "4 entries, policy atEnd", "1 entry, policy never", "3 entries, policy atEnd", "1 entry, policy never",
        ])
        let shown = events.shown
        #expect(shown.map(\.0) == [0, 1, 2, 3, 3, 10, 11, 12, 12].map { start + $0 * hour })
        #expect(shown.map(\.1) == [
            "Power Panda Health 25%", "Power Panda Health 50%", "Power Panda Health 75%", "Power Panda Health 100%",
            "Power Panda Health 100%", "Power Panda Health 50%", "Power Panda Health 75%", "Power Panda Health 100%",
            "Power Panda Health 100%",
        ])
        let placeholder = try #require(events.first)
        #expect(placeholder.event == .entryShown && placeholder.entry == "Power Panda Health —")
        #expect(placeholder.reason == "placeholder (redacted)")
        // After the .never timeline, the host does nothing until the app asks.
        let quiet = events.filter { $0.time > start + 3 * hour && $0.time < start + 10 * hour }
        #expect(quiet.isEmpty, "the host did something before the reload: \(quiet)")
        #expect(events.contains { $0.event == .reloadRequested && $0.time == start + 10 * hour
            && $0.reason == "WidgetCenter reload" })
    }

    @Test("dragon: .after(now + 2h) before the timeline ends: a new request at +2h; the later entries never show")
    func dragon() throws {
        let events = try simulate("dragon.json")
        let start = date("2026-01-05T09:00:00Z")
        #expect(events.times(of: .providerCall) == [start, start + 2 * 3600, start + 4 * 3600])
        #expect(events.reasons(of: .providerCall)[1] == "policy .after(2026-01-05T11:00:00Z)")
        #expect(events.reasons(of: .reloadServed).map { $0.components(separatedBy: ": ").last ?? "" } == [
            "4 entries, policy after(2026-01-05T11:00:00Z)", "2 entries, policy atEnd", "1 entry, policy never",
        ])
        #expect(events.shown.map(\.1) == [
            "Power Panda Health 25%", "A dragon approaches!", "The dragon bites! Health 50%",
            "Power Panda Health 100%", "Power Panda Health 100%",
        ])
        #expect(!events.contains { $0.entry?.contains("The dragon left") == true })
        #expect(events.last?.time == start + 4 * 3600, "nothing after the .never timeline")
    }

    @Test("stock market: every 15 min while open; Friday's close asks at Monday's open, nothing on the weekend")
    func stockMarket() throws {
        let events = try simulate("stock-market.json")
        #expect(events.times(of: .providerCall) == [
            "2026-01-09T15:00:00-05:00", "2026-01-09T15:15:00-05:00", "2026-01-09T15:30:00-05:00",
            "2026-01-09T15:45:00-05:00", "2026-01-09T16:00:00-05:00",
            "2026-01-12T09:30:00-05:00", "2026-01-12T09:45:00-05:00", "2026-01-12T10:00:00-05:00",
        ].map(date))
        #expect(events.reasons(of: .reloadServed)[4].hasSuffix("1 entry, policy after(2026-01-12T14:30:00Z)"))
        let weekend = events.filter {
            $0.time > date("2026-01-09T16:00:00-05:00") && $0.time < date("2026-01-12T09:30:00-05:00")
        }
        #expect(weekend.isEmpty, "the host did something over the weekend: \(weekend)")
        let closed = try #require(events.shown.first { $0.1.hasPrefix("Market closed") })
        #expect(closed.0 == date("2026-01-09T16:00:00-05:00"))
        // Calls beyond the list repeat the last one.
        #expect(events.shown.suffix(3).map(\.1) == ["AAPL 191.00", "AAPL 191.00", "AAPL 191.00"])
    }

    @Test("game status: a request every 15 min; the 71st counted one of the day waits for midnight")
    func gameStatus() throws {
        let hour = try simulate("game-status.json", "--for", "1h")
        let start = date("2026-01-05T00:00:00Z")
        #expect(hour.times(of: .providerCall) == (0...4).map { start + Double($0) * 900 })
        #expect(hour.shown.allSatisfy { $0.1 == "Your turn" })

        let events = try simulate("game-status.json")
        let calls = events.times(of: .providerCall)
        let firstDay = calls.filter { $0 < date("2026-01-06T00:00:00Z") }
        // The first timeline is free; then 70 counted reloads, the last at 00:15 + 69 × 15 min = 17:30.
        #expect(firstDay.count == 71)
        #expect(firstDay.last == date("2026-01-05T17:30:00Z"))
        #expect(calls.suffix(3) == ["2026-01-06T00:00:00Z", "2026-01-06T00:15:00Z", "2026-01-06T00:30:00Z"].map(date))
        let deferral = try #require(events.first { $0.event == .reloadDeferred })
        #expect(deferral.time == date("2026-01-05T17:45:00Z"))
        #expect(deferral.until == date("2026-01-06T00:00:00Z"))
        #expect(deferral.reason?.contains("daily budget used (70 of 70 reloads)") == true)
        #expect(events.last { $0.event == .providerCall && $0.time < date("2026-01-06T00:00:00Z") }?.budgetUsed == 70)
    }

    @Test("the script's scheduler settings: a budget of 40 and a 20-minute minimum interval")
    func schedulerSettings() throws {
        let script = try temporaryScript("""
            {"kind": "com.mygame.game-status", "start": "2026-01-05T00:00:00Z", "for": "24h",
             "calls": [{"entries": [{"text": "Your turn"}], "policy": {"after": "15m"}}],
             "scheduler": {"dailyReloadBudget": 40, "minimumReloadInterval": "20m"}}
            """)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try widgetkit("simulate", "--script", script.path, "--json")
        #expect(result.status == 0, "\(result.error)")
        let events = try result.output.split(separator: "\n").map {
            try JSONDecoder().decode(WidgetEvent.self, from: Data($0.utf8))
        }
        let start = date("2026-01-05T00:00:00Z")
        let calls = events.times(of: .providerCall)
        // 15 minutes after each call the reload waits for the 20-minute interval; 40 counted, then midnight.
        #expect(Array(calls.prefix(3)) == [start, start + 1200, start + 2400])
        let firstDay = calls.filter { $0 < start + 86_400 }
        #expect(firstDay.count == 41)
        #expect(firstDay.last == start + 40 * 1200)
        #expect(calls.last == start + 86_400)
        #expect(events.reasons(of: .reloadDeferred).first?.contains("minimum interval of 20 min") == true)
        #expect(events.reasons(of: .reloadDeferred).last?.contains("daily budget used (40 of 40 reloads)") == true)
    }

    @Test("a failing call is retried with backoff; a slow one misses the deadline and its late answer is discarded")
    func failuresAndDelays() throws {
        let events = try simulate("flaky-provider.json")
        let start = date("2026-01-05T00:00:00Z")
        #expect(events.times(of: .providerCall) == [0, 600, 660, 810].map { start + $0 })
        #expect(events.reasons(of: .providerCall).suffix(2) == ["retry 1 after a failed request", "retry 2 after a failed request"])
        let failures = events.filter { $0.event == .reloadFailed }
        #expect(failures.map(\.time) == [start + 600, start + 690])
        #expect(failures.map(\.until) == [start + 660, start + 810])
        #expect(failures[0].reason?.contains("the provider failed: the server did not answer") == true)
        #expect(failures[1].reason?.contains("did not return a timeline within 30 s") == true)
        let late = try #require(events.first { $0.event == .warning })
        #expect(late.time == start + 705)
        #expect(late.reason?.contains("already failed or been replaced; it was discarded") == true)
        // The last call answers after 2 s of virtual time.
        #expect(events.times(of: .reloadServed) == [start, start + 812])
        #expect(events.shown.map(\.1) == ["fresh", "fast"])
        #expect(events.shown.last?.0 == start + 812)
        #expect(!events.contains { $0.entry == "slow" })
    }

    @Test("readable lines show the scripted texts")
    func text() throws {
        let result = try widgetkit("simulate", "--script", scripts.appendingPathComponent("dragon.json").path)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("2026-01-05T10:00:00Z  #0  entryShown      [1] \"A dragon approaches!\"") })
        #expect(lines.contains { $0.hasPrefix("2026-01-05T11:00:00Z  #0  providerCall    policy .after(2026-01-05T11:00:00Z)") })
    }

    @Test("--start, --for, --family and --reload-at override and add to the script")
    func options() throws {
        let events = try simulate(
            "health-regen.json", "--start", "2026-02-01T08:00:00Z", "--for", "5h", "--family", "large",
            "--reload-at", "4h")
        let start = date("2026-02-01T08:00:00Z")
        // The script's own reload at +10 h falls after the end; --reload-at's at +4 h asks for call 2.
        #expect(events.times(of: .providerCall) == [start, start + 3 * 3600, start + 4 * 3600])
        #expect(events.last?.time == start + 5 * 3600)
        #expect(events.shown.last?.1 == "Power Panda Health 75%")
        let reloadAll = try temporaryScript("""
            {"calls": [{"entries": [{"text": "hello"}], "policy": "never"}],
             "reloads": ["1h", {"at": "2h", "all": true}, {"at": "3h", "kind": "someone.else"}]}
            """)
        defer { try? FileManager.default.removeItem(at: reloadAll) }
        let result = try widgetkit(
            "simulate", "--script", reloadAll.path, "--start", "2026-01-05T00:00:00Z", "--for", "4h", "--json")
        #expect(result.status == 0, "\(result.error)")
        let all = try result.output.split(separator: "\n").map {
            try JSONDecoder().decode(WidgetEvent.self, from: Data($0.utf8))
        }
        #expect(Set(all.map(\.kind)) == ["scripted"])
        // reloadTimelines(ofKind:) of its kind and reloadAllTimelines() reach it; another kind does not.
        #expect(all.times(of: .providerCall) == [0, 1, 2].map { date("2026-01-05T00:00:00Z") + Double($0) * 3600 })
    }

    @Test("simulate needs a kind or --script; --script takes no kind, --extension or --config")
    func arguments() throws {
        let script = scripts.appendingPathComponent("dragon.json").path
        let cases: [([String], String)] = [
            (["simulate"], "give the widget kind to simulate (see `widgetkit list-kinds`), or --script FILE"),
            (["simulate", "com.mygame.dragon", "--script", script], "give a widget kind or --script, not both"),
            (["simulate", "--script", script, "--extension", "/bin/true"], "give --script or --extension, not both"),
            (["simulate", "--script", script, "--config", "{}"], "--config does not apply to --script"),
            (["simulate", "--script", script, "--family", "hueg"], #""hueg" is not a widget family"#),
            (["simulate", "--script", "/nonexistent/script.json"],
             "invalid script '/nonexistent/script.json' for --script: there is no such file"),
        ]
        for (arguments, message) in cases {
            let result = try widgetkit(arguments)
            #expect(result.status == 2, "\(arguments): exit \(result.status)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "\(arguments): \(result.error)")
        }
        let help = try widgetkit("simulate", "--help")
        #expect(help.output.contains("--script"))
    }

    @Test("bad scripts get one sentence naming the JSON path, and exit code 2")
    func badScripts() throws {
        let call = #"{"entries": [{"text": "ok"}]}"#
        let cases: [(String, String)] = [
            (#"{"calls": [\#(call), \#(call), {"entries": [{"at": "+1x", "text": "a"}]}]}"#,
             #"calls[2].entries[0].at: "+1x" is not a duration such as 90m, 2h or 1d"#),
            ("{\"calls\": [", "the script is not JSON: unexpected end of file"),
            ("{\"calls\": [],\n  \"for\": 1h}", "the script is not JSON: invalid value at line 2, column 11"),
            ("[1, 2]", "expected a script (an object), got an array"),
            (#"{"kind": "x"}"#, #"the script has no "calls": give the provider's answer to each timeline request"#),
            (#"{"calls": []}"#, "calls: give at least one call"),
            (#"{"calls": {}}"#, "calls: expected an array, got an object"),
            (#"{"calls": [\#(call)], "kidn": "x"}"#,
             #"unknown key "kidn" (did you mean "kind"?); a script may have kind, family, start, for"#),
            (#"{"calls": [{"entires": []}]}"#,
             #"calls[0]: unknown key "entires" (did you mean "entries"?); a call may have entries, policy, delay and error"#),
            (#"{"calls": [{"entries": [{"at": "0"}]}]}"#,
             #"calls[0].entries[0]: the entry has no "text": give the text it shows"#),
            (#"{"calls": [{"entries": [{"text": 5}]}]}"#, "calls[0].entries[0].text: expected a string, got the number 5"),
            (#"{"calls": [{"entries": [], "policy": "soon"}]}"#,
             #"calls[0].policy: "soon" is not a reload policy: use "atEnd", "never", or {"after": "15m"}"#),
            (#"{"calls": [{"entries": [], "policy": "nevr"}]}"#, #"calls[0].policy: "nevr" is not a reload policy (did you mean "never"?)"#),
            (#"{"calls": [{"entries": [], "policy": "after"}]}"#, #"calls[0].policy: "after" needs a time"#),
            (#"{"calls": [{"entries": [], "policy": {"after": "monday"}}]}"#,
             #"calls[0].policy.after: "monday" is neither a duration such as 90m, 2h or 1d nor an ISO 8601 date"#),
            (#"{"calls": [{"entries": [], "policy": {"afer": "1h"}}]}"#,
             #"calls[0].policy: unknown key "afer" (did you mean "after"?)"#),
            (#"{"calls": [{"error": "down", "entries": []}]}"#,
             #"calls[0]: a call that fails has no entries: give either "error" or entries and a policy"#),
            (#"{"calls": [{"delay": "-2s", "entries": []}]}"#, #"calls[0].delay: "-2s" is negative: give a duration of 0 or more"#),
            (#"{"calls": [{"entries": [{"text": "a", "relevance": "high"}]}]}"#,
             #"calls[0].entries[0].relevance: expected a score (a number) or an object with a score and a duration, got the string "high""#),
            (#"{"calls": [\#(call)], "family": "hueg"}"#, #"family: "hueg" is not a widget family"#),
            (#"{"calls": [\#(call)], "kind": ""}"#, "kind: the widget kind is empty"),
            (#"{"calls": [\#(call)], "start": "friday"}"#,
             #"start: "friday" is not an ISO 8601 date with a time zone, such as 2026-01-09T15:00:00-05:00"#),
            (#"{"calls": [\#(call)], "for": true}"#, #"for: expected a duration such as "90m" or a number of seconds, got true"#),
            (#"{"calls": [\#(call)], "reloads": [{"at": "1h", "kind": "k", "all": true}]}"#,
             #"reloads[0]: give "kind" (reloadTimelines(ofKind:)) or "all": true (reloadAllTimelines()), not both"#),
            (#"{"calls": [\#(call)], "reloads": [{"kind": "k"}]}"#, #"reloads[0]: the reload has no "at""#),
            (#"{"calls": [\#(call)], "reloads": ["-1h"]}"#, #"reloads[0]: "-1h" is negative"#),
            (#"{"calls": [\#(call)], "scheduler": {"dailyBudget": 5}}"#,
             #"scheduler: unknown key "dailyBudget"; the scheduler settings may have dailyReloadBudget"#),
            (#"{"calls": [\#(call)], "scheduler": {"dailyReloadBudget": 1.5}}"#,
             "scheduler.dailyReloadBudget: expected a whole number of 0 or more, got the number 1.5"),
            (#"{"calls": [\#(call)], "scheduler": {"providerDeadline": "0s"}}"#,
             "scheduler.providerDeadline: give a duration above 0, such as 30s"),
            (#"{"calls": [\#(call)], "scheduler": {"budgetTimeZone": "Mars/Olympus"}}"#,
             #"scheduler.budgetTimeZone: "Mars/Olympus" is not a time zone such as UTC or America/New_York"#),
        ]
        for (json, message) in cases {
            let script = try temporaryScript(json)
            defer { try? FileManager.default.removeItem(at: script) }
            let result = try widgetkit("simulate", "--script", script.path)
            #expect(result.status == 2, "\(json): exit \(result.status)")
            #expect(result.error.contains("widgetkit: invalid script '\(script.path)' for --script: \(message)"),
                    "\(json): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "\(json): \(result.error)")
        }
    }
}
