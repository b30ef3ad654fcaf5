import Foundation
import OpenWidgetKit
import Testing
import WidgetHost

/// The `hostile-widgets` fixture under the name that picks its misbehaviour (see its main.swift);
/// with no mode, under a name that serves every kind (`widgets-under-test`).
private func hostile(_ mode: String?, in directory: URL) throws -> URL {
    let link = directory.appendingPathComponent(mode.map { "hostile-\($0)" } ?? "widgets-under-test")
    try? FileManager.default.createSymbolicLink(
        at: link, withDestinationURL: productsDirectory.appendingPathComponent("hostile-widgets"))
    return link
}

private func temporaryDirectory() throws -> URL {
    let directory = URL(fileURLWithPath: "/tmp/owk-x-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

private func script(_ body: String, at url: URL) throws {
    try? FileManager.default.removeItem(at: url)
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
    chmod(url.path, 0o755)
}

/// Extensions that hang, crash, flood, hog memory, write garbage, exit at once or return absurd
/// timelines: each affects only its own widgets, which keep their last content, and the reason is
/// recorded where `widgetkit list` and `widgetkit receipts` show it.
@Suite("Hostile extensions", .serialized)
struct HostileExtensionTests {
    @Test("hang, crash, 100 MB reply, memory hog: each fails only its own widget, with its reason")
    func misbehaving() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = productsDirectory.appendingPathComponent("example-widgets")
        let host = try RunningHost(
            extensions: [examples] + (try ["hang", "crash", "flood", "hog"].map { try hostile($0, in: directory) }),
            // The deadline leaves the memory watchdog time to see the hog on a busy machine.
            arguments: ["--provider-deadline", "8s", "--extension-memory", "400"])
        let good = try host.add("com.mygame.game-status")
        let expected = [
            "hostile.hang": "did not answer within 8 s",
            "hostile.crash": "the extension exited (status 70)",
            "hostile.flood": "a reply was larger than 33 MB; the extension was stopped",
            "hostile.hog": "MB of memory, over its limit of 400 MB; it was stopped",
        ]
        var ids: [String: Int] = [:]
        for kind in expected.keys.sorted() {
            ids[kind] = try host.add(kind).id
        }
        for (kind, reason) in expected {
            let widget = try host.report(ids[kind]!)
            #expect(widget.instance.lastError?.contains(reason) == true, "\(kind): \(String(describing: widget.instance.lastError))\n\(host.log)")
            // It keeps what it showed: its placeholder, as nothing better ever came.
            #expect(widget.instance.shownEntry == "…" && widget.instance.shownEntryIndex == nil)
            #expect(widget.instance.nextReloadReason?.hasPrefix("retry 1") == true)
            guard case .failed(_, let detail) = widget.receipts.last?.outcome else {
                Issue.record("\(kind): the last receipt did not fail: \(widget.receipts)")
                continue
            }
            #expect(detail.contains(reason))
        }
        // The good widget, in another extension, is untouched; the host answers and reloads it.
        let after = try host.report(good.id)
        #expect(after.instance.lastError == nil && after.instance.shownEntry == good.shownEntry)
        let ack: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(method: .reload, kind: good.kind))
        #expect(ack.widgets == 1)
        #expect(host.eventually {
            try host.report(good.id).receipts.contains { $0.reasons == ["WidgetCenter reload"] && $0.outcome != .inFlight }
        })
        #expect(host.log.contains("[hostile-crash] hostile-crash: giving up"), "stderr goes to the host's log")
    }

    @Test("100,000 entries and unsorted, duplicate and past entries are made safe, with warnings")
    func absurdTimelines() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 100,000 entries take a debug build a while to make and send on a busy machine.
        let host = try RunningHost(
            extensions: [try hostile("many", in: directory), try hostile("messy", in: directory)],
            arguments: ["--provider-deadline", "100s"])
        let many = try host.add("hostile.many")
        #expect(many.entryCount == 400)
        #expect(many.shownEntry == "0")
        let manyWarnings = try host.report(many.id).warnings
        #expect(manyWarnings.contains { $0.contains("100000 entries, more than the limit of 400") })

        let messy = try host.add("hostile.messy")
        #expect(messy.shownEntry == "current" && messy.entryCount == 3)
        let report = try host.report(messy.id)
        #expect(report.warnings.contains("entries were not in date order; they were sorted"))
        #expect(report.warnings.contains { $0.contains("already in the past") })
        #expect(report.warnings.contains { $0.contains("is already past; the reload waits for the minimum interval") })
        #expect(messy.nextReload.map { abs($0.timeIntervalSince(messy.fetchedAt!) - 300) < 1 } == true)
    }

    @Test("an extension that now exits at once or writes garbage: its widgets keep their last content")
    func brokenAfterUpgrade() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // At first the extension works (under this name the fixture serves every kind).
        let path = try hostile(nil, in: directory)
        let examples = productsDirectory.appendingPathComponent("example-widgets")
        let host = try RunningHost(extensions: [path, examples], arguments: ["--provider-deadline", "3s"])
        let widget = try host.add("hostile.good")
        let other = try host.add("com.mygame.dragon")
        #expect(widget.shownEntry == "good")
        #expect(host.terminate() == 0)

        for (body, reason) in [
            ("echo 'not today' >&2; exit 3", "the extension exited (status 3)"),
            ("while read line; do echo 'this is not JSON {{{'; done", "lines that are not replies, such as \"this is not JSON {{{\""),
        ] {
            try script(body, at: path)
            try host.start()
            let kinds: [KindSummary] = try host.call(ControlProtocol.Request(method: .kinds))
            let kind = try #require(kinds.first { $0.kind == "hostile.good" }, "the stored kinds are kept")
            #expect(kind.extensionError?.contains(reason) == true, "\(String(describing: kind.extensionError))")
            let _: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(method: .reload))
            #expect(host.eventually(within: 30) { try host.report(widget.id).instance.lastError?.contains(reason) == true },
                    "\(String(describing: try? host.report(widget.id).instance))")
            let now = try host.report(widget.id).instance
            #expect(now.shownEntry == "good" && now.shownEntryIndex == 0)
            #expect(try host.report(other.id).instance.lastError == nil)
            #expect(host.terminate() == 0)
        }
    }

    @Test("perform runs an App Intent in the widget's extension, then its widgets reload, free of budget")
    func performIntent() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try hostile(nil, in: directory)
        let host = try RunningHost(extensions: [path, productsDirectory.appendingPathComponent("example-widgets")])
        let counter = try host.add("fixture.counter")
        let dragon = try host.add("com.mygame.dragon")
        let before = try #require(counterValue(counter.shownEntry))
        let ack: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(
            method: .perform, configuration: ["amount": .int(5)], instance: counter.id,
            intent: "hostile_widgets.AddToCounterIntent"))
        #expect(ack.widgets == 1, "only the widgets of the intent's extension reload")
        #expect(host.eventually { counterValue(try host.report(counter.id).instance.shownEntry) == before + 5 })
        let receipt = try #require(try host.report(counter.id).receipts.last)
        #expect(receipt.reasons == ["user action (free)"] && receipt.counted == false)
        #expect(try host.report(dragon.id).receipts.count == 1)

        // An intent the extension does not have, or a bad parameter, is refused with the reason.
        #expect {
            let _: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(
                method: .perform, instance: counter.id, intent: "hostile_widgets.NoSuchIntent"))
        } throws: { "\($0)".contains("this extension has no App Intent named hostile_widgets.NoSuchIntent") }
        #expect {
            let _: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(
                method: .perform, configuration: ["amount": .string("five")], instance: counter.id,
                intent: "hostile_widgets.AddToCounterIntent"))
        } throws: { "\($0)".contains("amount") }
    }
}

/// The number `fixture.counter` shows ("count 7", then its button's label).
func counterValue(_ shown: String?) -> Int? {
    shown.flatMap { Int($0.dropFirst("count ".count).prefix { $0.isNumber }) }
}
