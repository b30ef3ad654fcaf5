import ExampleWidgets
import Foundation
import GRDB
import OpenWidgetKit
import Testing
import WidgetHost

/// The daemon end to end: a real `widgetkit serve` process on a temporary data directory with the
/// real examples extension, asked through its control socket, the `widgetkit` commands and
/// `WidgetCenter`.
@Suite("widgetkit serve", .serialized)
struct ServeTests {
    @Test("the examples end to end: every kind places, fetches and stores its timeline with its policy")
    func examples() throws {
        let host = try RunningHost()
        let kinds: [KindSummary] = try host.call(ControlProtocol.Request(method: .kinds))
        #expect(kinds.map(\.kind).sorted() == [
            "BankletWidget", "com.example.countdown", "com.example.stock-market", "com.example.water", "com.mygame.character-detail",
            "com.mygame.dragon", "com.mygame.game-status",
        ])
        #expect(kinds.first { $0.kind == "com.mygame.character-detail" }?.configurable == true)

        let status = try host.add("com.mygame.game-status")
        #expect(status.entryCount == 1 && status.shownEntryIndex == 0)
        let fetched = try #require(status.fetchedAt)
        #expect(status.policy == "after(\(fetched.addingTimeInterval(900).ISO8601Format()))"
            || status.nextReload.map { abs($0.timeIntervalSince(fetched) - 900) < 1 } == true)
        #expect(status.nextReloadReason?.hasPrefix("policy .after") == true)

        let dragon = try host.add("com.mygame.dragon", family: "medium")
        #expect(dragon.nextReload.map { abs($0.timeIntervalSince(dragon.fetchedAt!) - 7200) < 1 } == true)

        let character = try host.add(
            "com.mygame.character-detail", configuration: ["character": .object(identifier: "Unipony", display: "Unipony")])
        #expect(character.shownEntry?.contains("Unipony") == true)
        #expect(character.nextReloadReason?.hasPrefix("policy .atEnd") == true)

        for kind in ["com.example.stock-market", "com.example.countdown", "BankletWidget"] {
            let widget = try host.add(kind)
            #expect(widget.entryCount >= 1, "\(kind) has no timeline: \(widget)")
            #expect(widget.lastError == nil)
        }
        let list = try host.list()
        #expect(list.map(\.id) == [0, 1, 2, 3, 4, 5])
        // Placeholder first (redacted), then the first timeline (seed 6).
        let events = try host.report(0).events.prefix(5).map(\.event)
        #expect(events == [.entryShown, .reloadRequested, .providerCall, .reloadServed, .entryShown])
        #expect(try host.report(0).events.first?.reason == "placeholder (redacted)")
        let receipts = try host.report(0).receipts
        #expect(receipts.count == 1)
        #expect(receipts.first?.reasons == ["widget added (first timeline, free)"])
        #expect(receipts.first?.counted == false)

        // A wrong kind or family is refused with the reason, and nothing is placed.
        #expect(throws: ControlError.self) { try host.add("com.mygame.game-statu") }
        #expect(throws: ControlError.self) { try host.add("com.mygame.dragon", family: "extraLarge") }
        #expect(try host.list().count == 6)
        let removed: InstanceSummary = try host.call(ControlProtocol.Request(method: .remove, instance: 1))
        #expect(removed.kind == "com.mygame.dragon")
        #expect(try host.list().map(\.id) == [0, 2, 3, 4, 5])
        #expect {
            let _: InstanceSummary = try host.call(ControlProtocol.Request(method: .remove, instance: 99))
        } throws: { "\($0)" == "There is no placed widget #99." }
        let (code, _, error) = try widgetkit("add", "com.mygame.game-statu", "--data-dir", host.dataDirectory.path)
        #expect(code == 2)
        #expect(error.contains("did you mean \"com.mygame.game-status\""))
        // Family names: the sentence every part of OpenWidgetKit gives, with the closest name.
        let family = try widgetkit("add", "com.mygame.dragon", "--family", "meduim", "--data-dir", host.dataDirectory.path)
        #expect(family.status == 2)
        #expect(family.error.contains(#""meduim" is not a widget family (did you mean "medium"?): use small, medium"#),
                "\(family.error)")
    }

    @Test("WidgetCenter from another process: reloads are served, configurations come back with their intents")
    func widgetCenter() async throws {
        let host = try RunningHost()
        let character = try host.add(
            "com.mygame.character-detail", family: "medium",
            configuration: ["character": .object(identifier: "Power Panda", display: "Power Panda")])
        _ = try host.add("com.mygame.game-status")

        let backend = SocketWidgetCenterBackend(client: host.client, report: { Issue.record("not delivered: \($0)") })
        let infos = try await WidgetCenter.$taskBackend.withValue(backend) {
            WidgetCenter.shared.reloadTimelines(ofKind: "com.mygame.character-detail")
            return try await WidgetCenter.shared.currentConfigurations()
        }
        #expect(infos.map(\.kind) == ["com.mygame.character-detail", "com.mygame.game-status"])
        let intent = try #require(infos.first?.configuration as? SelectCharacterIntent)
        #expect(intent.character?.identifier == "Power Panda")
        #expect(infos.first?.family == .systemMedium)

        #expect(host.eventually {
            try host.report(character.id).receipts.contains {
                $0.reasons.contains("WidgetCenter reload") && $0.outcome != .inFlight
            }
        })
        // Only the kind asked for was reloaded.
        #expect(try host.report(1).receipts.count == 1)

        // The companion app writes the app group's defaults and reloads from its own process.
        let bank = try host.add("BankletWidget")
        let name = "Bike \(Int.random(in: 1000...9999))"
        let app = try runProduct(
            "piggybank-app", ["--name", name, "--amount", "75", "--target", "300"], environment: host.environment)
        #expect(app.status == 0, "\(app.error)")
        #expect(!app.error.contains("not delivered"))
        #expect(host.eventually { try host.report(bank.id).instance.shownEntry?.contains(name) == true },
                "the piggy bank does not show \(name):\n\(host.log)")
    }

    @Test("with no host, every command and WidgetCenter call says so at once")
    func noHost() async throws {
        let directory = "/tmp/owk-none-\(UUID().uuidString.prefix(6))"
        for arguments in [["list"], ["add", "com.mygame.dragon"], ["reload", "--all"], ["receipts", "0"], ["kinds"],
                          ["remove", "1"], ["status"]] {
            let (code, output, error) = try widgetkit(arguments + ["--data-dir", directory])
            #expect(code == 2)
            #expect(output.isEmpty)
            #expect(error.contains("no widget host is running (nothing listens on \(directory)/control.sock)"),
                    "\(arguments): \(error)")
        }
        let reports = LockedStrings()
        let backend = SocketWidgetCenterBackend(
            client: ControlClient(path: directory + "/control.sock"), report: { reports.append($0) })
        await WidgetCenter.$taskBackend.withValue(backend) {
            WidgetCenter.shared.reloadAllTimelines()
            await #expect(throws: WidgetCenterError.noHost) { try await WidgetCenter.shared.currentConfigurations() }
        }
        #expect(reports.values.count == 1)
        #expect(reports.values.first?.contains("reloadAllTimelines() was not delivered: no widget host is running") == true)

        // The companion app reports it too, and still saves.
        let app = try runProduct(
            "piggybank-app", ["--name", "Nobody", "--amount", "1", "--target", "2"],
            environment: ["OPENWIDGETKIT_DATA_DIR": directory])
        #expect(app.status == 0)
        #expect(app.error.contains("WidgetCenter.reloadTimelines(ofKind: \"BankletWidget\") was not delivered"))
    }

    @Test("a host that accepts but never answers is reported after the timeout, not waited for")
    func stuckHost() throws {
        let path = "/tmp/owk-stuck-\(UUID().uuidString.prefix(6)).sock"
        let listener = try UnixSocket.listen(at: path)
        defer { unlink(path); _ = listener }
        let client = ControlClient(path: path, timeout: 0.3)
        #expect {
            _ = try client.call(ControlProtocol.Request(method: .list), as: [InstanceSummary].self)
        } throws: { error in
            "\(error)".contains("did not answer")
        }
        // The socket is the owner's only.
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("SIGTERM stops the host gracefully; a second host on the same data directory is refused")
    func gracefulShutdown() throws {
        let host = try RunningHost()
        _ = try host.add("com.mygame.game-status")
        let second = try widgetkit("serve", "--data-dir", host.dataDirectory.path)
        #expect(second.status == 2)
        #expect(second.error.contains("another widget host (pid \(host.process!.processIdentifier)) is using the data directory"))
        #expect(host.terminate() == 0)
        #expect(host.log.contains("stopped"))
        #expect(!FileManager.default.fileExists(atPath: host.socketPath))
        try host.start()
        #expect(try host.list().map(\.kind) == ["com.mygame.game-status"])
    }

    @Test("kill -9 at random moments during reloads: every widget, timeline and requested reload survives")
    func killLoop() throws {
        let host = try RunningHost()
        let placed = [
            try host.add("com.mygame.game-status"),
            try host.add("com.mygame.dragon", family: "medium"),
            try host.add("com.mygame.character-detail", configuration: [
                "character": .object(identifier: "Unipony", display: "Unipony"),
            ]),
            try host.add("com.example.countdown"),
        ]
        func identity(_ widgets: [InstanceSummary]) -> [String] {
            widgets.map { "\($0.id) \($0.kind) \($0.family) \($0.configuration)" }
        }
        var served = Dictionary(uniqueKeysWithValues: placed.map { ($0.id, 0) })
        for round in 0..<6 {
            let ack: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(method: .reload))
            #expect(ack.widgets == placed.count)
            Thread.sleep(forTimeInterval: Double.random(in: 0...0.4))
            host.kill9()
            try host.start()
            let resumed = try host.list()
            #expect(identity(resumed) == identity(placed), "round \(round)")
            #expect(resumed.allSatisfy { $0.entryCount >= 1 && $0.shownEntry?.isEmpty == false }, "round \(round)")
            // The reload asked for before the kill is served once the host is back, for every widget.
            for widget in placed {
                let settled = host.eventually {
                    try host.report(widget.id).receipts.filter {
                        $0.reasons.contains("WidgetCenter reload") && $0.outcome != .inFlight
                    }.count > served[widget.id]!
                }
                let receipts = (try? host.report(widget.id).receipts) ?? []
                #expect(settled, "round \(round): widget \(widget.id) lost its reload\n\(receipts)")
                served[widget.id] = try host.report(widget.id).receipts.filter {
                    $0.reasons.contains("WidgetCenter reload") && $0.outcome != .inFlight
                }.count
            }
        }
        host.kill9()
        let check = try DatabaseQueue(path: host.dataDirectory.appendingPathComponent("host.sqlite").path)
        #expect(try check.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
    }
}

/// Strings collected from several tasks.
final class LockedStrings: @unchecked Sendable {
    // @unchecked: every access holds the lock.
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ value: String) { lock.withLock { storage.append(value) } }
    var values: [String] { lock.withLock { storage } }
}
