import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import OpenWidgetKit
import Testing
import WidgetHost
import WidgetServer

/// Where SwiftPM put the built products (the test bundle sits beside them).
private var productsDirectory: URL {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("example-widgets").path) { return url }
    }
    return Bundle.main.bundleURL
}

/// A real host (SQLite in a temporary directory, the examples extension as its own process) behind the
/// dashboard's router, asked in process: no socket, no port.
struct TestDashboard {
    let daemon: HostDaemon
    let server: DashboardServer
    let directory: URL

    init(previewsDirectory: URL? = nil) async throws {
        directory = URL(fileURLWithPath: "/tmp/owk-router-\(UUID().uuidString.prefix(8))")
        var options = HostDaemon.Options(
            dataDirectory: directory,
            extensions: [ExtensionCommand(productsDirectory.appendingPathComponent("example-widgets"))])
        options.extensionOptions.idleTimeout = nil
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        daemon = try await HostDaemon(options: options, logger: logger)
        server = try DashboardServer(daemon: daemon, previewsDirectory: previewsDirectory)
    }

    /// Runs `body` with a client of the router, then stops the host.
    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        defer {
            daemon.stopExtensions()
            try? FileManager.default.removeItem(at: directory)
        }
        try await Application(router: server.router()).test(.router) { client in try await body(client) }
    }
}

private let jsonType: HTTPFields = [.contentType: "application/json"]

@Suite("Dashboard router, in process")
struct DashboardRouterTests {
    @Test("every route but the HTML pages is in the OpenAPI document with its method, and every documented operation is a route")
    func openAPIMatchesTheRoutes() async throws {
        let dashboard = try await TestDashboard()
        defer {
            dashboard.daemon.stopExtensions()
            try? FileManager.default.removeItem(at: dashboard.directory)
        }
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.json.utf8)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let documented = Set(paths.flatMap { path, operations in
            operations.keys.filter { ["get", "post", "put", "delete"].contains($0) }.map { "\($0.uppercased()) \(path)" }
        })
        let registered = Set(dashboard.server.router().routes.compactMap { route -> String? in
            let path = route.path.description
            // The HTML pages are not in the document; everything else is.
            let page = path == "/" || ["/pages", "/gallery", "/widgets", "/previews", "/controls"].contains { path.hasPrefix($0) }
            guard !page, route.method != .head else { return nil }
            let templated = path.split(separator: "/").map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }
            return "\(route.method.rawValue) /" + templated.joined(separator: "/")
        })
        #expect(registered.count >= 16)
        #expect(registered.subtracting(documented).isEmpty, "routes not in /openapi.json: \(registered.subtracting(documented))")
        #expect(documented.subtracting(registered).isEmpty, "documented but not routed: \(documented.subtracting(registered))")
    }

    @Test("same-origin JSON for every mutation on the API group; reads from anywhere; wrong methods are 405")
    func sameOrigin() async throws {
        try await TestDashboard().test { client in
            let add = ByteBuffer(string: #"{"kind":"com.mygame.game-status"}"#)
            try await client.execute(
                uri: "/api/instances", method: .post, headers: [.contentType: "application/json", .origin: "http://evil.example"], body: add
            ) { #expect($0.status == .forbidden) }
            try await client.execute(uri: "/api/instances", method: .post, headers: [.contentType: "text/plain"], body: add) {
                #expect($0.status == .unsupportedMediaType)
            }
            try await client.execute(uri: "/api/instances/0", method: .delete, headers: [.origin: "http://evil.example"]) {
                #expect($0.status == .forbidden)
            }
            try await client.execute(uri: "/api/instances", method: .get, headers: [.origin: "http://evil.example"]) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/instances", method: .post, headers: jsonType, body: add) {
                #expect($0.status == .created)
            }
            try await client.execute(uri: "/api/instances", method: .patch) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD, POST")
            }
        }
    }

    @Test("each error maps to its status: no widget 404, a malformed ID 400, a link the widget does not show 409")
    func errors() async throws {
        try await TestDashboard().test { client in
            try await client.execute(uri: "/api/instances/42", method: .get) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/api/instances/007", method: .get) { #expect($0.status == .badRequest) }
            try await client.execute(
                uri: "/api/instances", method: .post, headers: jsonType, body: ByteBuffer(string: #"{"kind":"com.mygame.game-status"}"#)
            ) { #expect($0.status == .created) }
            try await client.execute(
                uri: "/api/instances/0/taps", method: .post, headers: jsonType,
                body: ByteBuffer(string: #"{"url":"https://example.com/not-in-the-widget"}"#)
            ) { response in
                #expect(response.status == .conflict)
                #expect(String(buffer: response.body).contains("Widget #0 has no link to https://example.com/not-in-the-widget now."))
            }
            try await client.execute(uri: "/api/kinds/com.mygame.nothing/preview", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("did you mean"))
            }
        }
    }

    @Test("the error map: the store 503, the extension 502, a refusal 400, a value the widget refuses 422, the rest 500")
    func errorMap() {
        #expect(dashboardErrorStatus(for: HostStoreError("the store cannot be written: disk full (x)")).status == .serviceUnavailable)
        #expect(dashboardErrorStatus(for: HostStoreError("x")).headers[.retryAfter] != nil)
        #expect(dashboardErrorStatus(for: ExtensionError.crashed("gone")).status == .badGateway)
        #expect(dashboardErrorStatus(for: ControlRefusal("no")).status == .badRequest)
        #expect(dashboardErrorStatus(for: HostError.unknownInstance(InstanceID(rawValue: 3))).status == .notFound)
        #expect(dashboardErrorStatus(for: HostError.notOffered(InstanceID(rawValue: 3), "link")).status == .conflict)
        #expect(dashboardErrorStatus(for: WidgetRuntimeError.unknownKind("x", known: [])).status == .notFound)
        #expect(dashboardErrorStatus(for: CocoaError(.fileNoSuchFile)).status == .internalServerError)
    }

    @Test("an action logs the same event whether it came through the dashboard or the control socket")
    func actionsLogTheSameWayIn() async throws {
        let dashboard = try await TestDashboard()
        try await dashboard.test { client in
            let daemon = dashboard.daemon
            let water = try await daemon.add(kind: "com.example.water", family: "medium", configuration: nil, surface: nil)
            let id = InstanceID(rawValue: water.id)
            let invocation = try #require(daemon.shownEntry(id)?.archive.root.intentInvocations.first)
            let body = try JSONEncoder().encode(["intent": invocation])
            try await client.execute(
                uri: "/api/instances/\(water.id)/actions", method: .post, headers: jsonType, body: ByteBuffer(bytes: body)
            ) { #expect($0.status == .ok) }
            let parameters = try JSONDecoder().decode(ConfigurationValues.self, from: Data(invocation.parametersJSON.utf8))
            let reply = await daemon.handle(ControlProtocol.Request(
                method: .perform, configuration: parameters, instance: water.id, intent: invocation.typeName))
            #expect(!String(decoding: reply, as: UTF8.self).contains("\"error\""))
            let performed = try daemon.report(id).events.filter { $0.event == .intentPerformed }
            #expect(performed.count == 2, "\(performed)")
            #expect(performed.allSatisfy { $0.reason?.hasSuffix(invocation.typeName) == true })
        }
    }
}
