import Foundation
import Hummingbird
import Logging
import NIOCore
import OpenWidgetKit
import Prometheus
import WidgetHost
import WidgetRendering

/// The dashboard over HTTP: the home screen, each widget's card, live updates (server-sent events)
/// and a JSON API, for the host `daemon`.
///
/// ```swift
/// let app = DashboardServer(daemon: daemon, host: "127.0.0.1", port: 8080).application(logger: logger)
/// try await app.runService()
/// ```
package struct DashboardServer: Sendable {
    package let daemon: HostDaemon
    package let host: String
    package let port: Int
    /// Where taps on widgets go, by URL scheme.
    package let urlHandlers: URLHandlers
    /// The secret every request must carry when the dashboard listens beyond loopback.
    package let token: String?
    /// Where the host's metrics are collected (`MetricsSystem` bootstrapped with it); `/metrics`
    /// shows it in Prometheus's text format.
    package let metrics: PrometheusCollectorRegistry
    private let pages: WidgetPages

    /// The largest request body accepted.
    package static let maximumBodyBytes = 64 * 1024

    /// Listens on `host`: loopback needs no token; any other address needs one (at least 16
    /// characters), which every request then carries (`Authorization: Bearer …`, or the cookie the
    /// dashboard sets when opened once as `/?token=…`).
    package init(
        daemon: HostDaemon, host: String = "127.0.0.1", port: Int = 8080, urlHandlers: URLHandlers = URLHandlers(),
        token: String? = nil, metrics: PrometheusCollectorRegistry = PrometheusCollectorRegistry()
    ) throws {
        if !Self.isLoopback(host) {
            guard let token else {
                throw ControlRefusal("\"\(host)\" is not a loopback address: the dashboard would be open to the network; "
                    + "give it a token (--token, or $OPENWIDGETKIT_TOKEN) or listen on 127.0.0.1")
            }
            guard token.count >= 16 else { throw ControlRefusal("the token must be at least 16 characters long") }
        }
        if let token, !token.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != ";" && $0 != "," }) {
            throw ControlRefusal("the token must be printable ASCII with no spaces, commas or semicolons")
        }
        self.daemon = daemon
        self.host = host
        self.port = port
        self.urlHandlers = urlHandlers
        self.token = token
        self.metrics = metrics
        self.pages = WidgetPages(daemon: daemon)
    }

    static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "::1", "localhost"].contains(host) || host.hasPrefix("127.")
    }

    /// The application: a service to run in a service group, or with `runService()`.
    /// `onRunning` gets the port actually bound (useful with port 0).
    package func application(
        logger: Logger, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(),
            configuration: .init(address: .hostname(host, port: port), serverName: "OpenWidgetKit"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    package func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.middlewares.add(ErrorMiddleware())  // before the routes, so it wraps them
        if let token { router.middlewares.add(TokenMiddleware(token: token)) }
        let pages = self.pages
        let daemon = self.daemon
        let handlers = self.urlHandlers

        // Pages.
        router.get("/") { request, _ -> Response in
            html(try pages.homePage(scheme: scheme(request), live: request.uri.queryParameters.get("live") != "0"))
        }
        router.get("/pages/:page") { request, context -> Response in
            let page = try context.parameters.require("page")
            guard HostDaemon.isValidSurfaceName(page) else {
                throw DashboardError(status: .notFound, description: "\"\(page)\" is not a page name")
            }
            return html(try pages.homePage(
                scheme: scheme(request), page: page, live: request.uri.queryParameters.get("live") != "0"))
        }
        router.get("/gallery") { request, _ -> Response in
            html(try await pages.gallery(scheme: scheme(request), page: request.uri.queryParameters.get("page") ?? "home"))
        }
        router.get("/widgets/:id") { request, context -> Response in
            html(try pages.card(try instance(context), scheme: scheme(request)))
        }
        router.get("/widgets/:id/details") { request, context -> Response in
            html(try pages.details(try instance(context), scheme: scheme(request)))
        }
        router.get("/widgets/:id/configure") { request, context -> Response in
            html(try await pages.configurationForm(try instance(context), scheme: scheme(request)))
        }
        router.get("/events") { _, _ -> Response in
            eventStream(daemon.engine.changes.subscribe())
        }
        router.get("/healthz") { _, _ in "ok" }
        let metrics = self.metrics
        let connectedPages = metrics.makeGauge(
            name: "widgetkit_dashboard_connected_pages", help: "Pages listening for live updates (/events).")
        router.get("/metrics") { _, _ -> Response in
            connectedPages.set(Double(daemon.engine.changes.count))
            var buffer: [UInt8] = []
            metrics.emit(into: &buffer)
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: buffer)))
        }
        router.get("/openapi.json") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDocument.json)))
        }

        // The JSON API (docs: /openapi.json).
        let api = router.group("api")
        api.get("kinds") { _, _ in try json(daemon.kinds()) }
        api.get("kinds/:kind/preview") { request, context -> Response in
            let familyName = request.uri.queryParameters.get("family") ?? "systemSmall"
            guard let family = WidgetFamily(name: familyName) else {
                throw DashboardError(status: .badRequest, description: "\"\(familyName)\" is not a widget family")
            }
            return try json(try await daemon.preview(kind: try context.parameters.require("kind"), family: family))
        }
        api.get("kinds/:kind/parameters/:parameter/options") { request, context -> Response in
            var configuration: ConfigurationValues = [:]
            if let raw = request.uri.queryParameters.get("instance") {
                guard let id = Int(raw) else { throw DashboardError(status: .badRequest, description: "instance must be a number") }
                configuration = try daemon.engine.placement(InstanceID(rawValue: id)).configuration
            }
            return try json(try await daemon.options(
                kind: try context.parameters.require("kind"), parameter: try context.parameters.require("parameter"),
                configuration: configuration))
        }
        api.get("instances") { _, _ in try json(daemon.list()) }
        api.get("instances/:id") { _, context in try json(daemon.report(try instance(context))) }
        api.post("instances") { request, context -> Response in
            try checkMutation(request)
            let body = try await decode(AddRequest.self, request, context)
            return try json(
                try await daemon.add(
                    kind: body.kind, family: body.family, configuration: body.configuration, surface: body.surface,
                    waitForTimeline: body.wait ?? true),
                status: .created)
        }
        api.delete("instances/:id") { request, context -> Response in
            try checkMutation(request)
            return try json(try daemon.remove(try instance(context)))
        }
        api.post("instances/:id/reload") { request, context -> Response in
            try checkMutation(request)
            try daemon.reload(try instance(context))
            return try json(ControlProtocol.ReloadAck(widgets: 1), status: .accepted)
        }
        api.put("instances/:id/configuration") { request, context -> Response in
            try checkMutation(request)
            let body = try await decode(ConfigurationRequest.self, request, context)
            return try json(try await daemon.reconfigure(try instance(context), configuration: body.configuration))
        }
        api.put("instances/:id/family") { request, context -> Response in
            try checkMutation(request)
            let body = try await decode(FamilyRequest.self, request, context)
            return try json(try await daemon.changeFamily(try instance(context), to: body.family))
        }
        api.post("instances/:id/taps") { request, context -> Response in
            try checkMutation(request)
            let id = try instance(context)
            let body = try await decode(TapRequest.self, request, context)
            return try json(try await tap(body.url, on: id, daemon: daemon, handlers: handlers))
        }
        api.post("instances/:id/actions") { request, context -> Response in
            try checkMutation(request)
            let id = try instance(context)
            let body = try await decode(ActionRequest.self, request, context)
            return try json(try await perform(body.intent, on: id, daemon: daemon))
        }
        api.get("pages") { _, _ in
            try json(try pages.pageNames().map { name in
                PageSummary(name: name, instances: try daemon.list().filter { $0.surface == name }.map(\.id))
            })
        }
        api.put("pages/:page/order") { request, context -> Response in
            try checkMutation(request)
            let body = try await decode(OrderRequest.self, request, context)
            return try json(try daemon.arrange(
                surface: try context.parameters.require("page"), order: body.instances.map(InstanceID.init(rawValue:))))
        }
        return router
    }
}

/// Delivers a tap on a widget: only URLs the widget's own views carry are accepted; the delivery
/// (or why it failed) is logged with the widget's events.
private func tap(_ url: String, on id: InstanceID, daemon: HostDaemon, handlers: URLHandlers) async throws -> TapReply {
    let placement = try daemon.engine.placement(id)
    let entries = placement.offeredEntries
    guard entries.contains(where: { $0.archive.root.tapURLs.contains(url) }) else {
        throw DashboardError(status: .badRequest, description: "widget #\(id.rawValue) has no link to \(url)")
    }
    let now = daemon.clock.now
    do {
        let delivery = try await handlers.deliver(url, instance: id.rawValue, kind: placement.kind)
        let reply: TapReply
        switch delivery {
        case .open(let url): reply = TapReply(action: "open", url: url, handler: "the browser")
        case .delivered(let url, let handler): reply = TapReply(action: "delivered", url: url, handler: handler)
        }
        daemon.engine.log(WidgetEvent(
            time: now, instance: id, kind: placement.kind, event: .tap, reason: "\(url) → \(reply.handler)"))
        return reply
    } catch {
        daemon.engine.log(WidgetEvent(
            time: now, instance: id, kind: placement.kind, event: .tap, reason: "\(url) not delivered: \(error)"))
        throw DashboardError(status: .badGateway, description: "\(error)")
    }
}

/// Runs an interactive widget's button or toggle: only an invocation the widget's own views carry
/// is accepted. Answers once the extension's widgets have their new timelines.
private func perform(_ invocation: IntentInvocation, on id: InstanceID, daemon: HostDaemon) async throws -> ActionReply {
    let placement = try daemon.engine.placement(id)
    let entries = placement.offeredEntries
    guard entries.contains(where: { $0.archive.root.intentInvocations.contains(invocation) }) else {
        throw DashboardError(status: .badRequest, description: "widget #\(id.rawValue) has no button or toggle that runs this intent")
    }
    let parameters: ConfigurationValues
    do {
        parameters = try JSONDecoder().decode(ConfigurationValues.self, from: Data(invocation.parametersJSON.utf8))
    } catch {
        throw DashboardError(status: .badRequest, description: "the intent's parameters could not be read: \(error)")
    }
    let now = daemon.clock.now
    let name = invocation.typeName
    do {
        let count = try await daemon.perform(intent: name, parameters: parameters, on: id, waitForTimelines: true)
        daemon.engine.log(WidgetEvent(
            time: now, instance: id, kind: placement.kind, event: .intentPerformed,
            reason: "\(invocation.isOn.map { $0 ? "toggle turned off: " : "toggle turned on: " } ?? "button: ")\(name)"))
        return ActionReply(widgets: count)
    } catch {
        daemon.engine.log(WidgetEvent(
            time: now, instance: id, kind: placement.kind, event: .intentPerformed, reason: "\(name) failed: \(error)"))
        throw DashboardError(status: .badGateway, description: "the widget's action failed: \(error)")
    }
}

extension HostEngine.Placement {
    /// Every entry the widget holds (its timeline's and its placeholder): what a tap or an action
    /// on it can come from.
    fileprivate var offeredEntries: [ArchivedEntry] {
        (timeline?.entries ?? []) + [placeholder].compactMap { $0 }
    }
}

/// Server-sent events: `event: changed` with the IDs of the widgets that changed, and a comment line
/// every 15 seconds so proxies and browsers keep the stream open.
private func eventStream(_ changes: AsyncStream<Set<Int>>) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/event-stream"
    headers[.cacheControl] = "no-cache"
    return Response(status: .ok, headers: headers, body: ResponseBody { writer in
        try await writer.write(ByteBuffer(string: "retry: 1000\n: connected\n\n"))
        let (merged, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
        let feed = Task {
            for await changed in changes {
                let list = changed.sorted().map(String.init).joined(separator: ",")
                continuation.yield("event: changed\ndata: {\"instances\":[\(list)]}\n\n")
            }
            continuation.finish()
        }
        let heartbeat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                continuation.yield(": heartbeat\n\n")
            }
        }
        defer {
            feed.cancel()
            heartbeat.cancel()
        }
        for await message in merged {
            try await writer.write(ByteBuffer(string: message))
        }
        try await writer.finish(nil)
    })
}

/// `POST /api/instances/{id}/actions`.
struct ActionRequest: Decodable {
    var intent: IntentInvocation
}

/// How many widgets reloaded after the action.
struct ActionReply: Encodable {
    var widgets: Int
}

/// `GET /api/pages`.
struct PageSummary: Encodable {
    var name: String
    var instances: [Int]
}

/// `PUT /api/pages/{page}/order`.
struct OrderRequest: Decodable {
    var instances: [Int]
}

/// `PUT /api/instances/{id}/family`.
struct FamilyRequest: Decodable {
    var family: String
}

/// `POST /api/instances/{id}/taps`.
struct TapRequest: Decodable {
    var url: String
}

/// What became of a tap: `open` (the page opens `url`) or `delivered` (a handler took it).
struct TapReply: Encodable {
    var action: String
    var url: String
    var handler: String
}

/// `POST /api/instances`.
struct AddRequest: Decodable {
    var kind: String
    var family: String?
    var configuration: ConfigurationValues?
    var surface: String?
    /// Whether to answer after the first timeline (default) or at once, with the placeholder showing.
    var wait: Bool?
}

/// `PUT /api/instances/{id}/configuration`.
struct ConfigurationRequest: Decodable {
    var configuration: ConfigurationValues
}

/// A request the dashboard refuses, with its status and reason.
struct DashboardError: Error, CustomStringConvertible {
    var status: HTTPResponse.Status
    var description: String
}

/// `?scheme=dark`, else the `owk_scheme` cookie the pages' switch sets, else light.
private func scheme(_ request: Request) -> ColorScheme {
    if let asked = request.uri.queryParameters.get("scheme") { return asked == "dark" ? .dark : .light }
    return request.cookies["owk_scheme"]?.value == "dark" ? .dark : .light
}

private func instance(_ context: BasicRequestContext) throws -> InstanceID {
    guard let raw = context.parameters.get("id"), let id = Int(raw) else {
        throw DashboardError(status: .badRequest, description: "the widget ID must be a number")
    }
    return InstanceID(rawValue: id)
}

/// Mutations come as JSON from this dashboard's own pages: a form posted from another site
/// (`Origin` of another host, or no JSON content type) is refused.
private func checkMutation(_ request: Request) throws {
    if let origin = request.headers[.origin] {
        let authority = request.head.authority ?? ""
        guard origin == "http://\(authority)" || origin == "https://\(authority)" else {
            throw DashboardError(status: .forbidden, description: "cross-site request refused (Origin \(origin))")
        }
    }
    let hasBody = request.headers[.contentLength].map { $0 != "0" } ?? (request.headers[.transferEncoding] != nil)
    if hasBody, !(request.headers[.contentType] ?? "").hasPrefix("application/json") {
        throw DashboardError(status: .unsupportedMediaType, description: "send JSON (Content-Type: application/json)")
    }
}

private func decode<Value: Decodable>(_ type: Value.Type, _ request: Request, _ context: BasicRequestContext)
    async throws -> Value
{
    let buffer: ByteBuffer
    do {
        buffer = try await request.body.collect(upTo: DashboardServer.maximumBodyBytes)
    } catch {
        throw DashboardError(
            status: .contentTooLarge, description: "the request body is larger than \(DashboardServer.maximumBodyBytes) bytes")
    }
    do {
        return try JSONDecoder().decode(type, from: Data(buffer.readableBytesView))
    } catch {
        throw DashboardError(status: .badRequest, description: "the request body could not be read: \(error)")
    }
}

private func html(_ text: String) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/html; charset=utf-8"
    headers[.contentSecurityPolicy] = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
        + "img-src 'self' data:; frame-ancestors 'none'"
    headers[.xContentTypeOptions] = "nosniff"
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
}

private func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    var headers = HTTPFields()
    headers[.contentType] = "application/json"
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
}

/// Turns errors into JSON `{"error": "…"}` with a fitting status.
private struct ErrorMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            throw error
        } catch let error as DashboardError {
            return try json(["error": error.description], status: error.status)
        } catch let error as HostError {
            return try json(["error": error.description], status: .notFound)
        } catch {
            return try json(["error": "\(error)"], status: .badRequest)
        }
    }
}

/// With a token (the dashboard listens beyond loopback), every request but `/healthz` carries it:
/// `Authorization: Bearer TOKEN`, or the `owk_token` cookie. Opening any page once as `?token=TOKEN`
/// sets the cookie and comes back without the token in the address.
private struct TokenMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if request.uri.path == "/healthz" { return try await next(request, context) }
        if let given = request.uri.queryParameters.get("token"), request.method == .get {
            guard matches(String(given)) else { return refusal() }
            var headers = HTTPFields()
            headers[.location] = request.uri.path
            headers[.setCookie] = "owk_token=\(token); Path=/; HttpOnly; SameSite=Strict"
            return Response(status: .seeOther, headers: headers)
        }
        let bearer = request.headers[.authorization].flatMap { header -> String? in
            header.hasPrefix("Bearer ") ? String(header.dropFirst(7)) : nil
        }
        guard let given = bearer ?? request.cookies["owk_token"]?.value, matches(given) else { return refusal() }
        return try await next(request, context)
    }

    /// Compares in time that does not depend on where the strings differ.
    private func matches(_ given: String) -> Bool {
        let a = Array(given.utf8), b = Array(token.utf8)
        var difference = a.count ^ b.count
        for index in 0..<min(a.count, b.count) { difference |= Int(a[index] ^ b[index]) }
        return difference == 0
    }

    private func refusal() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.wwwAuthenticate] = "Bearer"
        return Response(
            status: .unauthorized, headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string:
                #"{"error":"this dashboard needs its token: send Authorization: Bearer TOKEN, or open /?token=TOKEN once"}"#)))
    }
}
