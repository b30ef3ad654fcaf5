import Foundation
import OpenWidgetKit
import Testing
import WidgetHost

#if canImport(Glibc)
import Glibc
#endif

private let json = ["Content-Type": "application/json"]

/// The fixture extension's well-behaved widgets (`fixture.echo`, `fixture.ticker`, `fixture.counter`).
var fixtureExtension: URL { productsDirectory.appendingPathComponent("hostile-widgets") }

/// The dashboard's gallery, pages, configuration form, details page, taps and token, over real HTTP
/// to a real `widgetkit serve`.
@Suite("Dashboard features", .serialized)
struct DashboardFeatureTests {
    @Test("the gallery shows each kind's preview in every family it supports; adding shows the placeholder first")
    func gallery() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let kinds = try JSONDecoder.iso.decode([KindSummary].self, from: Data(try http("GET", url + "api/kinds").body.utf8))
        let page = try http("GET", url + "gallery")
        #expect(page.status == 200)
        for kind in kinds {
            #expect(page.body.contains("<h2>\(kind.displayName)</h2>"), "\(kind.kind)")
        }
        let families = kinds.map(\.supportedFamilies.count).reduce(0, +)
        #expect(page.body.components(separatedBy: "data-add data-kind=").count - 1 == families)
        // Every preview is a rendered snapshot, not an error.
        #expect(page.body.components(separatedBy: "class=\"owk-entry\"").count - 1 == families)
        #expect(!page.body.contains("No preview"))

        let added = try http(
            "POST", url + "api/instances", headers: json,
            body: #"{"kind":"com.mygame.character-detail","family":"systemMedium","wait":false,"surface":"games"}"#)
        #expect(added.status == 201)
        let summary = try JSONDecoder.iso.decode(InstanceSummary.self, from: Data(added.body.utf8))
        #expect(summary.entryCount == 0 && summary.shownEntryIndex == nil && summary.surface == "games")
        #expect(host.eventually { try host.list().first?.entryCount ?? 0 > 0 })
        let gamesPage = try http("GET", url + "pages/games")
        #expect(gamesPage.status == 200 && gamesPage.body.contains("id=\"w\(summary.id)\""))
        #expect(try http("GET", url + "gallery?page=no%20spaces").status == 400)
    }

    @Test("a kind whose snapshot never comes costs only its own preview in the gallery")
    func stuckPreview() throws {
        let host = try RunningHost(extensions: [fixtureExtension])
        // (The test's HTTP client gives up after 10 s: a gallery that waited for the stuck one fails here.)
        let page = try http("GET", try host.dashboardURL + "gallery")
        #expect(page.status == 200)
        let hang = try #require(page.body.components(separatedBy: "data-kind=\"hostile.hang\"").dropFirst().first)
        #expect(hang.prefix(600).contains("No preview: its snapshot took longer than 3"))
        let good = try #require(page.body.components(separatedBy: "<section class=\"panel kind\" data-kind=\"hostile.good\"").dropFirst().first)
        #expect(good.contains("class=\"owk-entry\"") && !good.prefix(2000).contains("No preview"))
    }

    @Test("pages: widgets are ordered, moved between pages and resized, and that survives a restart")
    func pages() throws {
        let host = try RunningHost()
        var url = try host.dashboardURL
        for kind in ["com.mygame.game-status", "com.example.countdown", "com.mygame.dragon"] { _ = try host.add(kind) }
        let order = try http("PUT", url + "api/pages/home/order", headers: json, body: #"{"instances":[2,0]}"#)
        #expect(order.status == 200, "\(order.body)")
        var home = try http("GET", url).body
        let positions = try [2, 0, 1].map { id in try #require(home.range(of: "id=\"w\(id)\"")).lowerBound }
        #expect(positions == positions.sorted())

        let moved = try http("PUT", url + "api/pages/work/order", headers: json, body: #"{"instances":[1]}"#)
        #expect(moved.status == 200)
        let work = try http("GET", url + "pages/work").body
        #expect(work.contains("id=\"w1\"") && !work.contains("id=\"w0\""))
        home = try http("GET", url).body
        #expect(!home.contains("id=\"w1\"") && home.contains("href=\"/pages/work\""))
        let pages = try http("GET", url + "api/pages").body
        #expect(pages == #"[{"instances":[2,0],"name":"home"},{"instances":[1],"name":"work"}]"#)

        let resized = try http("PUT", url + "api/instances/0/family", headers: json, body: #"{"family":"medium"}"#)
        #expect(resized.status == 200, "\(resized.body)")
        #expect(try JSONDecoder.iso.decode(InstanceSummary.self, from: Data(resized.body.utf8)).family == .systemMedium)
        #expect(host.eventually { try host.list().first { $0.id == 0 }?.entryCount ?? 0 > 0 })
        #expect(try http("GET", url + "widgets/0").body.hasPrefix("<figure class=\"card medium\""))
        let badFamily = try http("PUT", url + "api/instances/0/family", headers: json, body: #"{"family":"huge"}"#)
        #expect(badFamily.status == 400 && badFamily.body.contains("is not a widget family"))
        let typo = try http("PUT", url + "api/instances/0/family", headers: json, body: #"{"family":"meduim"}"#)
        #expect(typo.status == 400 && typo.body.contains(#"(did you mean \"medium\"?)"#), "\(typo.body)")
        let previewTypo = try http("GET", url + "api/kinds/com.mygame.dragon/preview?family=smal")
        #expect(previewTypo.status == 400 && previewTypo.body.contains(#"(did you mean \"small\"?)"#), "\(previewTypo.status) \(previewTypo.body)")
        let badPage = try http("PUT", url + "api/pages/a%20b/order", headers: json, body: #"{"instances":[0]}"#)
        #expect(badPage.status == 400 && badPage.body.contains("is not a page name"))

        host.terminate()
        try host.start()
        url = try host.dashboardURL
        let after = try host.list()
        #expect(after.map(\.id) == [0, 2, 1] || after.map(\.id) == [2, 0, 1])
        #expect(after.filter { $0.surface == "home" }.map(\.id) == [2, 0])
        #expect(after.first { $0.id == 0 }?.family == .systemMedium)
        #expect(after.first { $0.id == 0 }?.entryCount ?? 0 > 0)
    }

    @Test("the configuration form lists the extension's choices; a bad value is refused and changes nothing")
    func configuration() throws {
        let host = try RunningHost(extensions: [fixtureExtension, productsDirectory.appendingPathComponent("example-widgets")])
        let url = try host.dashboardURL
        let character = try host.add(
            "com.mygame.character-detail", configuration: ["character": .object(identifier: "Unipony", display: "Unipony")])
        let form = try http("GET", url + "widgets/\(character.id)/configure")
        #expect(form.status == 200)
        let options = try http("GET", url + "api/kinds/com.mygame.character-detail/parameters/character/options")
        let choices = try JSONDecoder().decode([IntentOption].self, from: Data(options.body.utf8))
        #expect(choices.count >= 2)
        for choice in choices {
            #expect(form.body.contains("<option value=\"\(choice.identifier)\""), "\(choice.identifier)")
        }
        #expect(form.body.contains("<option value=\"Unipony\" selected>"))

        let echo = try host.add("fixture.echo")
        let before = try host.report(echo.id)
        let bad = try http(
            "PUT", url + "api/instances/\(echo.id)/configuration", headers: json,
            body: #"{"configuration":{"text":{"string":"hi"},"count":{"string":"many"}}}"#)
        #expect(bad.status == 422 && bad.body.contains("EchoIntent.count"), "\(bad.body)")
        #expect(try host.list().first { $0.id == echo.id }?.configuration == [:])
        let good = try http(
            "PUT", url + "api/instances/\(echo.id)/configuration", headers: json,
            body: #"{"configuration":{"text":{"string":"hi"},"count":{"int":2}}}"#)
        #expect(good.status == 200)
        #expect(host.eventually { try host.list().first { $0.id == echo.id }?.shownEntry?.hasPrefix("hi hi") == true })
        let after = try host.report(echo.id)
        #expect(after.budgetUsed == before.budgetUsed)
        #expect(after.receipts.last?.reasons.contains { $0.contains("configuration") } == true, "\(after.receipts)")
        let echoForm = try http("GET", url + "widgets/\(echo.id)/configure").body
        #expect(echoForm.contains("name=\"text\" value=\"hi\"") && echoForm.contains("name=\"count\" value=\"2\""))
        #expect(try http("GET", url + "widgets/\(echo.id + 50)/configure").status == 404)
    }

    @Test("hostile configuration text and URLs are escaped everywhere, and script URLs are never links")
    func hostileStrings() throws {
        let host = try RunningHost(extensions: [fixtureExtension])
        let url = try host.dashboardURL
        let script = "<script>alert(1)</script>"
        let echo = try host.add(
            "fixture.echo",
            configuration: ["text": .string(script + "\"'><img src=x onerror=alert(2)>"), "link": .string("JaVaScRiPt:alert(3)")])
        for path in ["", "widgets/\(echo.id)", "widgets/\(echo.id)/details", "widgets/\(echo.id)/configure"] {
            let page = try http("GET", url + path).body
            #expect(!page.contains(script) && !page.contains("<img src=x"), "\(path)")
            #expect(!page.contains("href=\"JaVaScRiPt:"), "\(path)")
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "\(path)")
        }
        let tap = try http("POST", url + "api/instances/\(echo.id)/taps", headers: json, body: #"{"url":"JaVaScRiPt:alert(3)"}"#)
        #expect(tap.status == 502 && tap.body.contains("no handler for javascript"))
    }

    @Test("taps: http(s) opens in the browser, other schemes go to their command or webhook, and each is logged")
    func taps() throws {
        let recorder = try RecordingHandler(line: "$1 $OPENWIDGETKIT_WIDGET_KIND")
        defer { recorder.remove() }
        let (handler, received) = (recorder.handler, recorder.received)
        let webhook = try OneShotHTTPServer()

        var host = try RunningHost(extensions: [fixtureExtension], arguments: ["--url-handler", "fixture=\(handler.path)"])
        var url = try host.dashboardURL
        let echo = try host.add("fixture.echo")
        let open = try http("POST", url + "api/instances/\(echo.id)/taps", headers: json, body: #"{"url":"https://example.com/echo"}"#)
        #expect(open.body == #"{"action":"open","handler":"the browser","url":"https:\/\/example.com\/echo"}"#
            || open.body == #"{"action":"open","handler":"the browser","url":"https://example.com/echo"}"#)
        let delivered = try http("POST", url + "api/instances/\(echo.id)/taps", headers: json, body: #"{"url":"fixture://echo"}"#)
        #expect(delivered.status == 200 && delivered.body.contains(#""action":"delivered""#))
        #expect(try String(contentsOf: received, encoding: .utf8) == "fixture://echo fixture.echo\n")
        let foreign = try http("POST", url + "api/instances/\(echo.id)/taps", headers: json, body: #"{"url":"fixture://other"}"#)
        #expect(foreign.status == 409 && foreign.body.contains("has no link to fixture://other"))
        let events = try host.report(echo.id).events.filter { $0.event == .tap }.compactMap(\.reason)
        #expect(events.count == 2 && events[1].contains("fixture://echo → the command \(handler.path)"), "\(events)")

        host.terminate()
        host = try RunningHost(
            extensions: [fixtureExtension], arguments: ["--url-handler", "fixture=http://127.0.0.1:\(webhook.port)/hook"])
        url = try host.dashboardURL
        let again = try host.add("fixture.echo")
        let hooked = try http("POST", url + "api/instances/\(again.id)/taps", headers: json, body: #"{"url":"fixture://echo"}"#)
        #expect(hooked.status == 200, "\(hooked.body)")
        let request = try webhook.request()
        #expect(request.hasPrefix("POST /hook HTTP/1.1"))
        #expect(request.contains(#""kind":"fixture.echo""#) && request.contains(#""url":"fixture:\/\/echo""#))

        let failing = try RunningHost(extensions: [fixtureExtension], arguments: ["--url-handler", "fixture=/bin/false"])
        let third = try failing.add("fixture.echo")
        let failed = try http(
            "POST", try failing.dashboardURL + "api/instances/\(third.id)/taps", headers: json, body: #"{"url":"fixture://echo"}"#)
        #expect(failed.status == 502 && failed.body.contains("/bin/false exited with 1"))
        #expect(try failing.report(third.id).events.contains { $0.event == .tap && $0.reason?.contains("not delivered") == true })
    }

    @Test("a tap handler still running after 10 s is stopped, with what it started, and the tap fails saying so")
    func slowTapHandler() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-tap-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The sleep is the handler's own child: it holds the output open until it is stopped too.
        let handler = directory.appendingPathComponent("handler")
        try "#!/bin/sh\necho started\nsleep 120\n".write(to: handler, atomically: true, encoding: .utf8)
        chmod(handler.path, 0o755)
        let host = try RunningHost(extensions: [fixtureExtension], arguments: ["--url-handler", "fixture=\(handler.path)"])
        let port = try #require(URLComponents(string: try host.dashboardURL)?.port)
        let echo = try host.add("fixture.echo")
        let connection = try HTTPConnection(port: port, timeout: 60)
        try connection.send("POST", "/api/instances/\(echo.id)/taps", headers: json, body: #"{"url":"fixture://echo"}"#)
        let head = try connection.readHead()
        let body = connection.readRest()
        #expect(head.status == 502 && body.contains("\(handler.path) was stopped: started"), "\(body)")
    }

    @Test("why isn't my widget updating: the details page shows its timeline, next reload, budget and receipts")
    func details() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let widget = try host.add("com.example.countdown")
        let page = try http("GET", url + "widgets/\(widget.id)/details")
        #expect(page.status == 200)
        #expect(page.body.contains("<button id=\"reload-now\">Reload now</button>"))
        let rows = page.body.components(separatedBy: "<table id=\"timeline\">")[1].components(separatedBy: "</table>")[0]
        #expect(rows.components(separatedBy: "<tr").count - 1 == widget.entryCount + 1)
        #expect(rows.contains("showing now"))
        let report = try host.report(widget.id)
        #expect(page.body.contains("\(report.budgetUsed) of \(report.budgetLimit) reloads used"))
        let next = try #require(report.instance.nextReload)
        #expect(page.body.contains(
            "<p id=\"why\"><strong>It is up to date. Its next reload is due <time datetime=\"\(next.ISO8601Format())\">"))
        let receipts = page.body.components(separatedBy: "<table id=\"receipts\">")[1].components(separatedBy: "</table>")[0]
        #expect(receipts.components(separatedBy: "<tr").count - 1 == report.receipts.count + 1)
        #expect(try http("GET", url + "widgets/99/details").status == 404)
    }

    @Test("off loopback the dashboard needs its token; without one the host refuses to start")
    func token() throws {
        let token = "s3cret-token-0123456789"
        let host = try RunningHost(arguments: ["--host", "0.0.0.0", "--token", token])
        let url = try host.dashboardURL.replacingOccurrences(of: "0.0.0.0", with: "127.0.0.1")
        #expect(try http("GET", url).status == 401)
        #expect(try http("GET", url + "api/instances").status == 401)
        #expect(try http("GET", url + "api/instances", headers: ["Authorization": "Bearer wrong-token-0123456789"]).status == 401)
        #expect(try http("GET", url + "api/instances", headers: ["Authorization": "Bearer \(token)"]).status == 200)
        #expect(try http("GET", url + "healthz").status == 200)
        let login = try http("GET", url + "?token=\(token)")
        #expect(login.status == 303 && login.headers["set-cookie"]?.hasPrefix("owk_token=\(token); Path=/; HttpOnly") == true)
        #expect(try http("GET", url, headers: ["Cookie": "owk_token=\(token)"]).status == 200)

        let refused = try runProduct(
            "widgetkit", ["serve", "--data-dir", host.dataDirectory.path + "-open", "--host", "0.0.0.0", "--port", "0"])
        #expect(refused.status != 0 && refused.error.contains("give it a token"), "\(refused.error)")
        try? FileManager.default.removeItem(atPath: host.dataDirectory.path + "-open")
    }

    @Test("the OpenAPI document is served, and every GET it documents answers")
    func openAPI() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let widget = try host.add("com.mygame.character-detail")
        let response = try http("GET", url + "openapi.json")
        #expect(response.status == 200 && response.headers["content-type"] == "application/json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])
        #expect(document["openapi"] as? String == "3.1.0")
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        // Each documented GET answers (not the router's bare 404 for an unknown route).
        for (path, operations) in paths where operations["get"] != nil && path != "/events" {
            let concrete = path.replacingOccurrences(of: "{id}", with: "\(widget.id)")
                .replacingOccurrences(of: "{kind}", with: "com.mygame.character-detail")
                .replacingOccurrences(of: "{parameter}", with: "character").replacingOccurrences(of: "{page}", with: "home")
            let answer = try http("GET", url + String(concrete.dropFirst()))
            #expect(answer.status == 200, "GET \(path): \(answer.status) \(answer.body.prefix(200))")
        }
        // That every route is documented is checked in process (WidgetServerTests), from the router itself.
    }
}

/// A URL handler for tests: a shell script that appends one line (`line`, in sh syntax, `$1` being
/// the URL) to the file `received` each time it runs.
struct RecordingHandler {
    let directory: URL
    var handler: URL { directory.appendingPathComponent("handler") }
    var received: URL { directory.appendingPathComponent("received") }

    init(line: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("owk-tap-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "#!/bin/sh\necho \"\(line)\" >> \(received.path)\n".write(to: handler, atomically: true, encoding: .utf8)
        chmod(handler.path, 0o755)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// Accepts one HTTP request on 127.0.0.1, answers 204 and keeps what it read: a webhook to deliver to.
final class OneShotHTTPServer: @unchecked Sendable {
    // @unchecked: `received` is written by the accepting thread before `done` is signalled.
    let port: Int
    private let descriptor: Int32
    private var received = ""
    private let done = DispatchSemaphore(value: 0)

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 4) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw HostTestError("could not listen on 127.0.0.1") }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in
            let client = accept(self.descriptor, nil, nil)
            var text = [UInt8]()
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(client, &chunk, chunk.count, 0)
                if count <= 0 { break }
                text += chunk[..<count]
                let string = String(decoding: text, as: UTF8.self)
                if let end = string.range(of: "\r\n\r\n") {
                    let length = string[..<end.lowerBound].lowercased().components(separatedBy: "\r\n")
                        .first { $0.hasPrefix("content-length:") }
                        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                    if string.utf8.count - string.utf8.distance(from: string.startIndex, to: end.upperBound) >= length { break }
                }
            }
            let reply = "HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n"
            _ = reply.withCString { send(client, $0, strlen($0), 0) }
            close(client)
            received = String(decoding: text, as: UTF8.self)
            done.signal()
        }
    }

    deinit { close(descriptor) }

    /// The request it received (waits at most 10 s).
    func request() throws -> String {
        guard done.wait(timeout: .now() + 10) == .success else { throw HostTestError("the webhook received nothing") }
        return received
    }
}

@Suite("Dashboard metrics")
struct DashboardMetricsTests {
    @Test("/metrics counts reloads by outcome, provider latency, budget refusals, extension restarts and connected pages")
    func metrics() throws {
        let host = try RunningHost(arguments: ["--extension-idle", "1s"])
        let url = try host.dashboardURL
        let port = try #require(URLComponents(string: url)?.port)
        _ = try host.add("com.mygame.game-status")
        let stream = try HTTPConnection(port: port)
        try stream.send("GET", "/events", streaming: true)
        _ = try stream.readHead()
        while let line = stream.readLine(), !line.contains(": connected") {}
        // The idle extension exits after a second; the next reload starts it again.
        Thread.sleep(forTimeInterval: 2.5)
        #expect(try http("POST", url + "api/instances/0/reload").status == 202)
        #expect(host.eventually {
            try host.report(0).receipts.filter { if case .served = $0.outcome { true } else { false } }.count == 2
        })
        let text = try http("GET", url + "metrics")
        #expect(text.status == 200 && text.headers["content-type"]?.hasPrefix("text/plain") == true)
        func value(_ line: String) -> Double? {
            text.body.components(separatedBy: "\n").first { $0.hasPrefix(line + " ") }
                .flatMap { Double($0.dropFirst(line.count + 1)) }
        }
        #expect(value(#"widgetkit_reloads_total{outcome="served"}"#) == 2, "\(text.body)")
        #expect(value("widgetkit_provider_latency_seconds_count") == 2)
        #expect(value(#"widgetkit_extension_restarts_total{extension="example-widgets",after="exit"}"#) == 1)
        #expect(value("widgetkit_dashboard_connected_pages") == 1)
    }
}
