import Foundation
import OpenWidgetKit
import Testing
import WidgetHost

/// The dashboard served by a real `widgetkit serve` on 127.0.0.1, asked over real HTTP.
@Suite("Dashboard", .serialized)
struct DashboardTests {
    @Test("the home screen shows every placed widget with its entries, and the JSON API places and removes")
    func homeAndAPI() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        #expect(url.hasPrefix("http://127.0.0.1:"))
        let empty = try http("GET", url)
        #expect(empty.status == 200 && empty.body.contains("No widgets here yet"))

        let added = try http(
            "POST", url + "api/instances", headers: ["Content-Type": "application/json"],
            body: #"{"kind":"com.mygame.character-detail","family":"medium","configuration":{"character":{"identifier":"Unipony"}}}"#)
        #expect(added.status == 201, "\(added.body)")
        let summary = try JSONDecoder.iso.decode(InstanceSummary.self, from: Data(added.body.utf8))
        #expect(summary.entryCount == 3 && summary.family == .systemMedium)
        _ = try host.add("com.mygame.game-status")

        let home = try http("GET", url)
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
        #expect(home.body.contains("id=\"w0\"") && home.body.contains("id=\"w1\""))
        #expect(home.body.contains("Character Details") && home.body.contains("Unipony"))
        // All three entries are in the page, the first shown, so the page switches without a round trip.
        #expect(home.body.components(separatedBy: "class=\"owk-entry\"").count - 1 == 4)
        #expect(home.body.components(separatedBy: "class=\"owk-entry\" data-from=").count - 1 == 4)
        let dark = try http("GET", url + "?scheme=dark")
        #expect(dark.body.contains("data-scheme=\"dark\"") && dark.body.contains("Light mode"))

        let list = try http("GET", url + "api/instances")
        let instances = try JSONDecoder.iso.decode([InstanceSummary].self, from: Data(list.body.utf8))
        #expect(instances.map(\.kind) == ["com.mygame.character-detail", "com.mygame.game-status"])
        let report = try http("GET", url + "api/instances/0")
        #expect(report.status == 200 && report.body.contains("\"receipts\""))
        let kinds = try http("GET", url + "api/kinds")
        #expect(kinds.body.contains("com.example.countdown"))

        let reload = try http("POST", url + "api/instances/1/reload")
        #expect(reload.status == 202)
        let removed = try http("DELETE", url + "api/instances/0")
        #expect(removed.status == 200)
        #expect(try host.list().map(\.id) == [1])
        #expect(try http("GET", url + "widgets/0").status == 404)
    }

    @Test("bad requests change nothing and say why: unknown widget, bad kind, not JSON, another site, too large")
    func refusals() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let json = ["Content-Type": "application/json"]
        let missing = try http("GET", url + "api/instances/42")
        #expect(missing.status == 404 && missing.body == #"{"error":"There is no placed widget #42."}"#)
        let badKind = try http("POST", url + "api/instances", headers: json, body: #"{"kind":"com.mygame.drago"}"#)
        #expect(badKind.status == 404 && badKind.body.contains(#"did you mean \"com.mygame.dragon\"?"#))
        let notJSON = try http(
            "POST", url + "api/instances", headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: "kind=com.mygame.dragon")
        #expect(notJSON.status == 415)
        let crossSite = try http(
            "POST", url + "api/instances", headers: json.merging(["Origin": "http://evil.example"]) { $1 },
            body: #"{"kind":"com.mygame.dragon"}"#)
        #expect(crossSite.status == 403 && crossSite.body.contains("cross-site request refused"))
        let deleteCrossSite = try http("DELETE", url + "api/instances/0", headers: ["Origin": "http://evil.example"])
        #expect(deleteCrossSite.status == 403)
        let huge = try http(
            "POST", url + "api/instances", headers: json,
            body: #"{"kind":"com.mygame.dragon","surface":""# + String(repeating: "x", count: 100_000) + #""}"#)
        #expect(huge.status == 413)
        let garbled = try http("POST", url + "api/instances", headers: json, body: "{not json")
        #expect(garbled.status == 400 && garbled.body.contains("could not be read"))
        #expect(try host.list().isEmpty)
    }

    @Test("hostile text from a widget's configuration is escaped in the page")
    func escaping() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let hostile = #"<script>alert(1)</script>"#
        let name = "\(hostile)\"><img src=x onerror=alert(2)>"
        // The piggy bank shows the name its app saved: text from outside, straight into a view.
        let app = try runProduct(
            "piggybank-app", ["--name", name, "--amount", "1", "--target", "2"], environment: host.environment)
        #expect(app.status == 0)
        let bank = try host.add("BankletWidget")
        #expect(bank.shownEntry?.contains(hostile) == true)
        let page = try http("GET", url).body
        #expect(!page.contains(hostile) && !page.contains("<img src=x"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test("a new timeline reaches an open page at once: the events stream names the widget")
    func liveUpdates() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let widget = try host.add("com.mygame.game-status")
        let port = try #require(URLComponents(string: url)?.port)
        let stream = try HTTPConnection(port: port)
        try stream.send("GET", "/events", streaming: true)
        let head = try stream.readHead()
        #expect(head.status == 200 && head.headers["content-type"] == "text/event-stream")
        while let line = stream.readLine(), !line.contains(": connected") {}

        let _: ControlProtocol.ReloadAck = try host.call(ControlProtocol.Request(method: .reload, kind: widget.kind))
        var data: String?
        while let line = stream.readLine() {
            if line.hasPrefix("data: ") { data = line; break }
        }
        #expect(data == "data: {\"instances\":[\(widget.id)]}")
        let card = try http("GET", url + "widgets/\(widget.id)")
        #expect(card.status == 200 && card.body.hasPrefix("<figure class=\"card small\" id=\"w\(widget.id)\""))
    }
}

extension JSONDecoder {
    /// Dates as the dashboard's JSON API writes them (ISO 8601).
    static var iso: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
