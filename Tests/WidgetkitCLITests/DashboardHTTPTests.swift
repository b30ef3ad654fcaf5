import Foundation
import HTTPTypes
import Testing
import WidgetHost
import WidgetServer

#if canImport(Glibc)
import Glibc
#endif

private let json = ["Content-Type": "application/json"]

/// The dashboard's HTTP: names it answers to (DNS rebinding), connection limits and timeouts, and
/// HTTP details (405, HEAD, percent-decoding, IDs, media types), over real sockets to a real
/// `widgetkit serve`.
@Suite("Dashboard HTTP", .serialized)
struct DashboardHTTPTests {
    @Test("a request naming another host is refused on every route (DNS rebinding), unless --allowed-host names it")
    func rebinding() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let port = try #require(URLComponents(string: url)?.port)
        let evil = ["Host": "evil.example:\(port)"]
        for path in ["", "api/instances", "events", "metrics", "healthz", "openapi.json", "gallery", "no/such/page"] {
            let answer = try http("GET", url + path, headers: evil)
            #expect(answer.status == 421, "GET /\(path): \(answer.status)")
            #expect(answer.body.contains("--allowed-host evil.example"), "GET /\(path): \(answer.body)")
        }
        // The host's own names, with any port.
        for name in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LOCALHOST", "127.0.0.1:1"] {
            #expect(try http("GET", url + "api/instances", headers: ["Host": name]).status == 200, "\(name)")
        }
        #expect(try http("POST", url + "api/instances", headers: json.merging(evil) { $1 }, body: #"{"kind":"com.mygame.dragon"}"#)
            .status == 421)

        // Origin: one of the host's names with its port, else 403, whatever Host says.
        let add = #"{"kind":"com.mygame.dragon","wait":false}"#
        for origin in ["http://evil.example:\(port)", "http://127.0.0.1:1", "null", "file://", "ftp://127.0.0.1:\(port)"] {
            let refused = try http("POST", url + "api/instances", headers: json.merging(["Origin": origin]) { $1 }, body: add)
            #expect(refused.status == 403, "Origin \(origin): \(refused.status) \(refused.body)")
        }
        for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] {
            let accepted = try http("POST", url + "api/instances", headers: json.merging(["Origin": origin]) { $1 }, body: add)
            #expect(accepted.status == 201, "Origin \(origin): \(accepted.status) \(accepted.body)")
        }
        #expect(try host.list().count == 2)

        let allowing = try RunningHost(arguments: ["--allowed-host", "evil.example"])
        let allowingURL = try allowing.dashboardURL
        let allowingPort = try #require(URLComponents(string: allowingURL)?.port)
        let named = ["Host": "evil.example:\(allowingPort)"]
        for path in ["", "api/instances", "metrics"] {
            #expect(try http("GET", allowingURL + path, headers: named).status == 200, "GET /\(path)")
        }
        let stream = try HTTPConnection(port: allowingPort)
        try stream.send("GET", "/events", headers: named, streaming: true)
        #expect(try stream.readHead().status == 200)
        let placed = try http(
            "POST", allowingURL + "api/instances",
            headers: json.merging(named) { $1 }.merging(["Origin": "http://evil.example:\(allowingPort)"]) { $1 }, body: add)
        #expect(placed.status == 201, "\(placed.body)")

        let badName = try runProduct(
            "widgetkit", ["serve", "--data-dir", host.dataDirectory.path + "-x", "--port", "0", "--allowed-host", "http://x/"])
        #expect(badName.status != 0 && badName.error.contains("--allowed-host"), "\(badName.error)")
        try? FileManager.default.removeItem(atPath: host.dataDirectory.path + "-x")
    }

    @Test("a client trickling its request head a byte a second is closed after the header timeout; others are served")
    func slowloris() throws {
        let host = try RunningHost(arguments: ["--http-header-timeout", "2s", "--http-idle-timeout", "120s"])
        let url = try host.dashboardURL
        let port = try #require(URLComponents(string: url)?.port)
        let slow = try HTTPConnection(port: port)
        let head = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUser-Agent: " + String(repeating: "s", count: 100) + "\r\n\r\n"
        var sent = 0
        var closed = false
        for byte in head {
            if slow.isClosedByServer() {
                closed = true
                break
            }
            do { try slow.write(String(byte)) } catch {
                closed = true
                break
            }
            sent += 1
            if sent == 2 {
                // Someone else is served meanwhile.
                #expect(try http("GET", url + "healthz").status == 200)
            }
            Thread.sleep(forTimeInterval: 1)
        }
        #expect(closed, "the server read all \(sent) bytes of the head, one a second, without closing")
        #expect(sent < head.count)
        #expect(slow.received.isEmpty || slow.received.hasPrefix("HTTP/1.1 408"), "\(slow.received)")
        #expect(try http("GET", url + "healthz").status == 200)
    }

    @Test("an idle keep-alive connection is closed after the idle timeout")
    func idleConnection() throws {
        let host = try RunningHost(arguments: ["--http-idle-timeout", "1s"])
        let port = try #require(URLComponents(string: try host.dashboardURL)?.port)
        let connection = try HTTPConnection(port: port, timeout: 20)
        try connection.send("GET", "/healthz", keepAlive: true)
        let first = try connection.readResponse()
        #expect(first.status == 200 && first.body == "ok")
        try connection.send("GET", "/healthz", keepAlive: true)
        #expect(try connection.readResponse().status == 200)
        #expect(connection.waitForClose(), "the idle connection was still open after 20 s")
    }

    @Test("connections over --http-connections are closed at once, the others keep being served")
    func connectionLimit() throws {
        let host = try RunningHost(arguments: ["--http-connections", "4"])
        let port = try #require(URLComponents(string: try host.dashboardURL)?.port)
        var streams: [HTTPConnection] = []
        for _ in 0..<3 {
            let stream = try HTTPConnection(port: port)
            try stream.send("GET", "/events", streaming: true)
            #expect(try stream.readHead().status == 200)
            streams.append(stream)
        }
        let keepAlive = try HTTPConnection(port: port)
        try keepAlive.send("GET", "/healthz", keepAlive: true)
        #expect(try keepAlive.readResponse().status == 200)

        let fifth = try HTTPConnection(port: port)
        try? fifth.send("GET", "/healthz")
        #expect(fifth.waitForClose(), "the fifth connection was served or left open")
        #expect(fifth.received.isEmpty || fifth.received.hasPrefix("HTTP/1.1 503"), "\(fifth.received)")

        try keepAlive.send("GET", "/healthz", keepAlive: true)
        #expect(try keepAlive.readResponse().status == 200)
        #expect(host.eventually { host.log.contains("connections are open (--http-connections); refused") })

        // A page leaves: its place is free again.
        streams.removeLast().close()
        #expect(host.eventually(within: 30) {
            let connection = try HTTPConnection(port: port)
            try connection.send("GET", "/healthz")
            return try connection.readHead().status == 200
        })

        let tooMany = try runProduct(
            "widgetkit", ["serve", "--data-dir", host.dataDirectory.path + "-x", "--port", "0", "--http-connections", "100000000"])
        #expect(tooMany.status != 0 && tooMany.error.contains("open-file limit"), "\(tooMany.error)")
        try? FileManager.default.removeItem(atPath: host.dataDirectory.path + "-x")
    }

    @Test("an event stream outlives the idle timeout: it is a response in progress, with heartbeats")
    func eventStreamOutlivesIdleTimeout() throws {
        let host = try RunningHost(arguments: ["--http-idle-timeout", "1s", "--events-heartbeat", "0.2s"])
        let port = try #require(URLComponents(string: try host.dashboardURL)?.port)
        let stream = try HTTPConnection(port: port)
        try stream.send("GET", "/events", streaming: true)
        #expect(try stream.readHead().status == 200)
        let idle = try HTTPConnection(port: port, timeout: 20)
        try idle.send("GET", "/healthz", keepAlive: true)
        #expect(try idle.readResponse().status == 200)
        // The idle connection, opened after the stream, is closed first…
        #expect(idle.waitForClose())
        // …and the stream still beats.
        var heartbeats = 0
        while heartbeats < 3, let line = stream.readLine() {
            if line == ": heartbeat" { heartbeats += 1 }
        }
        #expect(heartbeats == 3, "the event stream ended after \(heartbeats) heartbeats")
    }

    @Test("pages that close their event streams leave the connected-pages gauge at once, not at the next heartbeat")
    func connectedPagesGauge() throws {
        let host = try RunningHost(arguments: ["--events-heartbeat", "1h"])
        let url = try host.dashboardURL
        let port = try #require(URLComponents(string: url)?.port)
        func connectedPages() throws -> Double? {
            try http("GET", url + "metrics").body.components(separatedBy: "\n")
                .first { $0.hasPrefix("widgetkit_dashboard_connected_pages ") }
                .flatMap { Double($0.dropFirst("widgetkit_dashboard_connected_pages ".count)) }
        }
        var streams: [HTTPConnection] = []
        for _ in 0..<3 {
            let stream = try HTTPConnection(port: port)
            try stream.send("GET", "/events", streaming: true)
            _ = try stream.readHead()
            while let line = stream.readLine(), !line.contains(": connected") {}
            streams.append(stream)
        }
        #expect(try connectedPages() == 3)
        for stream in streams { stream.close() }
        #expect(host.eventually(within: 60) { try connectedPages() == 0 }, "\(String(describing: try? connectedPages()))")
    }

    @Test("HTTP details: 405 with Allow, HEAD, percent-decoded kinds, chunk sizes, exact JSON type, plain IDs")
    func httpDetails() throws {
        let host = try RunningHost()
        let url = try host.dashboardURL
        let port = try #require(URLComponents(string: url)?.port)
        let widget = try host.add("com.mygame.game-status")

        let patch = try http("PATCH", url + "api/instances/\(widget.id)")
        #expect(patch.status == 405 && patch.headers["allow"] == "DELETE, GET, HEAD", "\(patch)")
        let deleteKinds = try http("DELETE", url + "api/kinds")
        #expect(deleteKinds.status == 405 && deleteKinds.headers["allow"] == "GET, HEAD")
        let postHome = try http("POST", url, headers: json, body: "{}")
        #expect(postHome.status == 405 && postHome.headers["allow"] == "GET, HEAD")
        let nothing = try http("GET", url + "no/such/thing")
        #expect(nothing.status == 404 && nothing.headers["content-type"] == "application/json")

        for path in ["api/instances", "api/kinds", "", "metrics", "openapi.json", "widgets/\(widget.id)"] {
            let get = try http("GET", url + path)
            let head = try http("HEAD", url + path)
            #expect(head.status == 200 && head.body.isEmpty, "HEAD /\(path): \(head.status) \(head.body.prefix(80))")
            #expect(head.headers["content-type"] == get.headers["content-type"], "HEAD /\(path)")
            #expect(head.headers["content-length"] == get.headers["content-length"], "HEAD /\(path)")
        }
        let headEvents = try http("HEAD", url + "events")
        #expect(headEvents.status == 200 && headEvents.headers["content-type"] == "text/event-stream" && headEvents.body.isEmpty)

        let encoded = try http("GET", url + "api/kinds/com%2Emygame.character-detail/preview?family=systemMedium")
        #expect(encoded.status == 200, "\(encoded.body)")
        let encodedOptions = try http("GET", url + "api/kinds/com.mygame.character%2Ddetail/parameters/ch%61racter/options")
        #expect(encodedOptions.status == 200, "\(encodedOptions.body)")

        // A malformed chunk size is a bad request, not a body too large.
        let chunked = try HTTPConnection(port: port)
        try chunked.write(
            "POST /api/instances HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n")
        #expect(try chunked.readHead().status == 400)

        let jsonx = try http(
            "POST", url + "api/instances", headers: ["Content-Type": "application/jsonx"], body: #"{"kind":"com.mygame.dragon"}"#)
        #expect(jsonx.status == 415)
        let charset = try http(
            "POST", url + "api/instances", headers: ["Content-Type": "Application/JSON; charset=utf-8"],
            body: #"{"kind":"com.mygame.dragon","wait":false}"#)
        #expect(charset.status == 201, "\(charset.body)")

        for id in ["+1", "007", "-0", "-1", "%201", "1%20", "1.0", "0x1", "99999999999999999999", "%2B1"] {
            let answer = try http("GET", url + "api/instances/\(id)")
            #expect(answer.status == 400 && answer.body.contains("whole number"), "\(id): \(answer.status) \(answer.body)")
        }
        #expect(try http("GET", url + "api/instances/%3\(widget.id)").status == 200)
        #expect(try http("GET", url + "api/instances/12345").status == 404)
        let badInstance = try http("GET", url + "api/kinds/com.mygame.character-detail/parameters/character/options?instance=007")
        #expect(badInstance.status == 400)
    }

    @Test("a store that cannot be written is 503 with Retry-After; an unexpected error is 500, not 400")
    func errorStatuses() {
        let store = dashboardErrorStatus(for: HostStoreError("disk I/O error: the disk is full"))
        #expect(store.status == .serviceUnavailable && store.message == "disk I/O error: the disk is full")
        #expect(store.headers[.retryAfter] != nil)
        struct Unexpected: Error {}
        #expect(dashboardErrorStatus(for: Unexpected()).status == .internalServerError)
        #expect(dashboardErrorStatus(for: HostError.unknownInstance(InstanceID(rawValue: 3))).status == .notFound)
        #expect(dashboardErrorStatus(for: ControlRefusal("no")).status == .badRequest)
    }
}
