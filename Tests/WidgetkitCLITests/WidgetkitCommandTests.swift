import Foundation
import Testing

private func jsonLines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
        try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
}

@Suite("widgetkit command line")
struct WidgetkitCommandTests {
    @Test("simulate --json prints one event object per line, with the seed's provider-call times")
    func simulateJSON() throws {
        let result = try widgetkit(
            "simulate", "com.mygame.character-detail", "--start", "2026-01-05T09:00:00Z", "--for", "8h",
            "--reload-at", "6h", "--json")
        #expect(result.status == 0, "\(result.error)")
        let events = try jsonLines(result.output)
        let names = Set(events.compactMap { $0["event"] as? String })
        #expect(names.isSubset(of: [
            "providerCall", "entryShown", "reloadRequested", "reloadCoalesced", "reloadDeferred", "reloadServed",
            "reloadFailed", "warning",
        ]))
        for event in events {
            #expect(event["kind"] as? String == "com.mygame.character-detail")
            #expect(event["time"] is String)
        }
        let calls = events.filter { $0["event"] as? String == "providerCall" }
        #expect(calls.compactMap { $0["time"] as? String } == [
            "2026-01-05T09:00:00Z", "2026-01-05T12:00:00Z", "2026-01-05T15:00:00Z",
        ])
        #expect(calls.compactMap { $0["reason"] as? String }.last == "WidgetCenter reload")
    }

    @Test("simulate prints readable lines: time, instance, event, entry or reason")
    func simulateText() throws {
        let result = try widgetkit(
            "simulate", "com.example.stock-market", "--start", "2026-01-09T15:50:00-05:00", "--for", "1h")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("2026-01-09T21:00:00Z  #0  providerCall") })
        #expect(lines.contains { $0.contains("entryShown") && $0.contains("Market closed") })
        #expect(lines.contains { $0.contains("policy after(2026-01-12T14:30:00Z)") })
    }

    @Test("bad values get one line naming them, and exit code 2")
    func badInput() throws {
        let cases: [([String], String)] = [
            (["simulate", "com.mygame.game-statu"], "Did you mean 'com.mygame.game-status'?"),
            (["simulate", "BankletWidget", "--for", "3x"], "invalid duration '3x' for --for"),
            (["simulate", "BankletWidget", "--start", "yesterday"], "invalid date 'yesterday' for --start"),
            (["simulate", "BankletWidget", "--family", "hueg"], #""hueg" is not a widget family: use small, medium"#),
            (["simulate", "BankletWidget", "--family", "meduim"], #"(did you mean "medium"?)"#),
            (["simulate", "BankletWidget", "--family", "systemLarge"],
             "Widget 'BankletWidget' does not support the systemLarge family; it supports systemSmall, systemMedium."),
            (["simulate", "BankletWidget", "--reload-at", "soon"], "invalid duration 'soon' for --reload-at"),
            (["bench", "scheduler", "--instances", "5"],
             "the benchmarks moved to their own command, widgetkit-bench: run `widgetkit-bench scheduler --instances 5`"),
        ]
        for (arguments, message) in cases {
            let result = try widgetkit(arguments)
            #expect(result.status == 2, "\(arguments): exit \(result.status)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "\(arguments): \(result.error)")
        }
    }

    @Test("list-kinds lists the seeds' kinds")
    func listKinds() throws {
        let result = try widgetkit("list-kinds")
        #expect(result.status == 0)
        for kind in ["com.mygame.game-status", "com.mygame.character-detail", "BankletWidget", "com.mygame.dragon",
                     "com.example.stock-market"] {
            #expect(result.output.contains(kind))
        }
    }

    @Test("help names every subcommand")
    func help() throws {
        let result = try widgetkit("--help")
        for subcommand in ["serve", "add", "remove", "list", "reload", "receipts", "kinds", "status", "simulate",
                           "preview", "list-kinds"] {
            #expect(result.output.contains("  \(subcommand) "), "\(subcommand)")
        }
        #expect(!result.output.contains("  bench "), "the benchmarks are widgetkit-bench's")
        let bench = try widgetkitBench("--help")
        for subcommand in ["scheduler", "render", "host", "dashboard"] {
            #expect(bench.output.contains("  \(subcommand) "), "\(subcommand)")
        }
        #expect(!bench.output.contains("host-extension"), "the benchmark's helpers are hidden")
        let serve = try widgetkit("serve", "--help")
        for option in ["--data-dir", "--extension", "--provider-deadline", "--extension-idle", "--extension-memory"] {
            #expect(serve.output.contains(option), "\(option)")
        }
        let reload = try widgetkit("reload", "--data-dir", "/tmp/none")
        #expect(reload.status != 0 && reload.error.contains("Give either --kind KIND or --all."))
        let simulate = try widgetkit("simulate", "--help")
        for option in ["--family", "--start", "--for", "--reload-at", "--json", "--extension"] {
            #expect(simulate.output.contains(option))
        }
        for command in ["preview", "list-kinds"] {
            #expect(try widgetkit(command, "--help").output.contains("--extension"), "\(command)")
        }
    }

    @Test("widgetkit-bench host --json prints the figures it promises")
    func benchHostJSON() throws {
        let result = try widgetkitBench(
            "host", "--instances", "200", "--reloads", "20", "--cold-starts", "1", "--seconds", "0.3", "--json")
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        for key in ["coldStartMs", "reloadP50Ms", "reloadP99Ms", "reloadsPerSecond", "hostRSSBytesAt100k"] {
            let value = try #require(object[key] as? Double, "missing \(key)")
            #expect(value > 0, "\(key) = \(value)")
        }
        #expect(object["reloadsTimed"] as? Int == 20)
    }

    @Test("widgetkit-bench dashboard --json prints the figures it promises")
    func benchDashboardJSON() throws {
        // The benchmark clicks the water example's toggle: its own app-group defaults (under
        // XDG_CONFIG_HOME) keep those clicks from the water widget's tests running alongside.
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("owk-bench-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let result = try runProduct(
            "widgetkit-bench",
            ["dashboard", "--widgets", "4", "--sse-clients", "30", "--home-requests", "3", "--connections", "2",
             "--seconds", "0.3", "--json"],
            environment: ["XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        for key in ["homeTTFBMs", "homeTTFBP99Ms", "sseFanoutP50Ms", "sseFanoutP99Ms", "apiRequestsPerSecond", "apiP99Ms"] {
            let value = try #require(object[key] as? Double, "missing \(key)")
            #expect(value > 0, "\(key) = \(value)")
        }
        #expect((object["homeBytes"] as? Int ?? 0) > 0)
        #expect(object["widgets"] as? Int == 4)
        #expect(object["sseClients"] as? Int == 30)
        #expect(object["sseReceived"] as? Int == 30)
        // The water example's toggle, clicked through the API: measured, so a number.
        #expect((object["intentRoundTripMs"] as? Double ?? 0) > 0, "\(String(describing: object["intentRoundTripMs"]))")
    }

    @Test("widgetkit-bench scheduler --json prints the figures it promises; bad values exit 2")
    func benchJSON() throws {
        let result = try widgetkitBench("scheduler", "--instances", "500", "--hours", "2", "--json")
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        for key in ["transitionsPerSecond", "providerCallsPerSecond", "heapFloorRatio", "bytesPerInstance", "peakRSSBytes"] {
            let value = try #require(object[key] as? Double, "missing \(key)")
            #expect(value > 0, "\(key) = \(value)")
        }
        // 500 instances, 2 h: every instance changes entry at least every 15 minutes.
        #expect((object["transitions"] as? Int ?? 0) >= 500 * 8)
        let bad = try widgetkitBench("scheduler", "--instances", "0")
        #expect(bad.status == 2)
        #expect(bad.error == "widgetkit-bench: invalid value '0' for --instances: use a whole number above 0\n")
    }
}

@Suite("widgetkit simulate with a configuration")
struct SimulateConfigurationTests {
    @Test("--config picks the configured character; a bad value names the parameter and exits 2")
    func configuration() throws {
        let good = try widgetkit(
            "simulate", "com.mygame.character-detail", "--for", "1h", "--start", "2026-01-05T09:00:00Z",
            "--config", #"{"character":{"identifier":"Unipony","display":"Unipony"}}"#)
        #expect(good.status == 0, "\(good.error)")
        #expect(good.output.contains("🦄 Unipony"))
        let bad = try widgetkit("simulate", "com.mygame.character-detail", "--config", #"{"character":3}"#)
        #expect(bad.status == 2)
        #expect(bad.error.contains("invalid JSON") || bad.error.contains("character"), "\(bad.error)")
        let wrongKind = try widgetkit("simulate", "com.mygame.character-detail", "--config", #"{"character":{"int":3}}"#)
        #expect(wrongKind.status == 2)
        #expect(wrongKind.error.contains("SelectCharacterIntent.character: expected an object"), "\(wrongKind.error)")
    }
}

@Suite("widgetkit simulate --extension")
struct SimulateExtensionTests {
    @Test("simulates an extension executable run as its own process")
    func extensionProcess() throws {
        let path = productsDirectory.appendingPathComponent("example-widgets").path
        let result = try widgetkit("simulate", "com.mygame.game-status", "--extension", path, "--family", "systemMedium",
                                   "--start", "2026-01-05T09:00:00Z", "--for", "30m", "--json")
        #expect(result.status == 0, "\(result.error)")
        let calls = result.output.split(separator: "\n").filter { $0.contains("\"providerCall\"") }
        #expect(calls.count == 3)
        let missing = try widgetkit("simulate", "x", "--extension", "/nonexistent/extension")
        #expect(missing.status == 2)
        #expect(missing.error.contains("invalid extension '/nonexistent/extension'"))
        let unknown = try widgetkit("simulate", "com.nope", "--extension", path)
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("Unknown widget kind 'com.nope'"))
    }
}
