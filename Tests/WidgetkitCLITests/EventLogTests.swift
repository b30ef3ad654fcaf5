import Foundation
import OpenWidgetKit
import Testing
import WidgetHost

/// What a widget's report returns stays bounded however long its log grows.
@Suite("A widget's report with a long log", .serialized)
struct EventLogTests {
    @Test("thousands of reloads: the report is a page of receipts with the storm counted, and older pages follow")
    func longLog() throws {
        let host = try RunningHost()
        let widget = try host.add("com.mygame.game-status")
        let client = host.client
        for _ in 0..<2_000 {
            let _: ControlProtocol.ReloadAck = try client.call(
                ControlProtocol.Request(method: .reload, kind: "com.mygame.game-status"))
        }
        // Whatever arrived while a request was in flight became one more request, served once it ended;
        // then only the timeline's own policy reload is left.
        #expect(host.eventually(within: 30) {
            let report = try host.report(widget.id)
            return report.receipts.last?.outcome != .inFlight
                && report.instance.nextReloadReason?.hasPrefix("policy .after") == true
        })
        let report = try host.report(widget.id)
        #expect(report.receipts.contains { $0.reasons.contains { $0.hasPrefix("WidgetCenter reload (×") } })
        #expect(report.receiptCount >= report.receipts.count)
        #expect(report.events.count == 200)
        let bytes = try JSONEncoder().encode(report).count
        #expect(bytes < 96 * 1024, "the report is \(bytes) bytes")

        // Page by page, one receipt at a time, back to the first: every request is in one receipt.
        var seen: [ReloadReceipt] = []
        var before: Int?
        repeat {
            let page: InstanceReport = try host.call(
                ControlProtocol.Request(method: .receipts, instance: widget.id, limit: 1, before: before))
            seen.insert(contentsOf: page.receipts, at: 0)
            before = page.olderReceipts
        } while before != nil
        #expect(seen.first?.reasons == ["widget added (first timeline, free)"])
        #expect(Array(seen.suffix(report.receipts.count)) == report.receipts)
        let requests = seen.flatMap(\.reasons).reduce(0) { total, reason in
            total + (reason.split(separator: "×").last.flatMap { Int($0.dropLast()) } ?? 1)
        }
        #expect(requests == 2_001)
        #expect(report.receiptCount == seen.count)  // the add's own request, and the 2,000 reloads
        // The same pages over HTTP, and on the details page.
        let url = try host.dashboardURL
        let first = try http("GET", url + "api/instances/\(widget.id)?receipts=1")
        #expect(first.status == 200)
        let firstPage = try JSONDecoder.iso.decode(InstanceReport.self, from: Data(first.body.utf8))
        #expect(firstPage.receipts.map(\.description) == [report.receipts.last!.description])
        let cursor = try #require(firstPage.olderReceipts)
        let second = try JSONDecoder.iso.decode(
            InstanceReport.self, from: Data(try http("GET", url + "api/instances/\(widget.id)?receipts=1&before=\(cursor)").body.utf8))
        #expect(second.receipts.map(\.description) == [report.receipts.dropLast().last!.description])
        #expect(try http("GET", url + "api/instances/\(widget.id)?receipts=501").status == 400)
        #expect(try http("GET", url + "api/instances/\(widget.id)?before=-1").status == 400)
        let details = try http("GET", url + "widgets/\(widget.id)/details?receipts=1").body
        #expect(details.contains("href=\"/widgets/\(widget.id)/details?receipts=1&amp;before=\(cursor)\""))
        #expect(details.utf8.count < 200_000, "the details page is \(details.utf8.count) bytes")
        let cli = try runProduct("widgetkit", ["receipts", "\(widget.id)", "--limit", "1"], environment: host.environment)
        #expect(cli.output.contains("older reloads: widgetkit receipts \(widget.id) --before "))
    }
}
