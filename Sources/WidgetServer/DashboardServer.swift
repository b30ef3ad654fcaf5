import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import OpenWidgetKit
import Prometheus
import Synchronization
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
    /// The names a request's `Host` may give (against DNS rebinding).
    package let allowedHosts: AllowedHosts
    /// Timeouts and the connection limit.
    package let limits: HTTPLimits
    private let pages: WidgetPages
    private let boundPort = BoundPort()

    /// The largest request body accepted.
    package static let maximumBodyBytes = 64 * 1024

    /// Listens on `host`: loopback needs no token; any other address needs one (at least 16
    /// characters), which every request then carries (`Authorization: Bearer …`, or the cookie the
    /// dashboard sets when opened once as `/?token=…`). Requests must name the host by one of its
    /// own names (`AllowedHosts`), or one of `allowedHosts`.
    package init(
        daemon: HostDaemon, host: String = "127.0.0.1", port: Int = 8080, urlHandlers: URLHandlers = URLHandlers(),
        token: String? = nil, metrics: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
        allowedHosts: [String] = [], limits: HTTPLimits = HTTPLimits()
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
        for name in allowedHosts { try AllowedHosts.validate(name) }
        self.daemon = daemon
        self.host = host
        self.port = port
        self.urlHandlers = urlHandlers
        self.token = token
        self.metrics = metrics
        self.allowedHosts = AllowedHosts(bindHost: host, extra: allowedHosts)
        self.limits = limits
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
        let limits = self.limits
        let limiter = ConnectionLimiter(maximum: limits.maximumConnections, logger: logger)
        let boundPort = self.boundPort
        let port = self.port
        return Application(
            router: router(),
            server: HTTPServerBuilder { responder in
                GuardedHTTP1Channel(responder: responder, limits: limits, limiter: limiter)
            },
            configuration: .init(address: .hostname(host, port: port), serverName: "OpenWidgetKit"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                boundPort.set(bound)
                await onRunning(bound)
            },
            logger: logger)
    }

    package func router() -> Router<DashboardContext> {
        let router = Router(context: DashboardContext.self, options: .autoGenerateHeadEndpoints)
        let routes = RouteTable()
        // In this order, before the routes, so that each wraps them: the Host check first (DNS
        // rebinding), then the token, then errors as JSON.
        router.middlewares.add(HostCheckMiddleware(hosts: allowedHosts))
        if let token { router.middlewares.add(TokenMiddleware(token: token)) }
        router.middlewares.add(ErrorMiddleware(routes: routes))
        let pages = self.pages
        let daemon = self.daemon
        let handlers = self.urlHandlers
        let origins = OriginCheck(hosts: allowedHosts, boundPort: boundPort)
        let heartbeat = limits.heartbeat

        // Pages.
        router.get("/") { request, _ -> Response in
            html(try pages.homePage(scheme: scheme(request), live: request.uri.queryParameters.get("live") != "0"))
        }
        router.get("/pages/:page") { request, context -> Response in
            let page = try parameter("page", context)
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
            let page = try receiptPage(request)
            return html(try pages.details(
                try instance(context), scheme: scheme(request), receipts: page.receipts, before: page.before))
        }
        router.get("/widgets/:id/configure") { request, context -> Response in
            html(try await pages.configurationForm(try instance(context), scheme: scheme(request)))
        }
        router.get("/events") { _, context -> Response in
            eventStream(daemon.engine.changes, heartbeat: heartbeat, closed: context.channel.closeFuture)
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
            let kind = try knownKind(try parameter("kind", context), daemon)
            let familyName = request.uri.queryParameters.get("family") ?? "systemSmall"
            let family: WidgetFamily
            do {
                family = try WidgetFamily.named(familyName)
            } catch {
                throw DashboardError(status: .badRequest, description: "\(error)")
            }
            guard kind.supportedFamilies.contains(family) else {
                throw DashboardError(
                    status: .notFound, description: "\(kind.kind) has no \(family.shortName) family; it supports "
                        + kind.supportedFamilies.map(\.shortName).joined(separator: ", "))
            }
            return try json(try await daemon.preview(kind: kind.kind, family: family))
        }
        api.get("kinds/:kind/parameters/:parameter/options") { request, context -> Response in
            let kind = try knownKind(try parameter("kind", context), daemon)
            let name = try parameter("parameter", context)
            guard let schema = kind.configurationSchema else {
                throw DashboardError(status: .notFound, description: "\(kind.kind) has nothing to configure")
            }
            guard schema.parameters.contains(where: { $0.name == name }) else {
                throw DashboardError(
                    status: .notFound, description: "\(kind.kind) has no parameter \"\(name)\"; it has "
                        + schema.parameters.map(\.name).joined(separator: ", "))
            }
            var configuration: ConfigurationValues = [:]
            if let raw = request.uri.queryParameters.get("instance") {
                configuration = try daemon.engine.placement(try instanceID(String(raw), what: "instance")).configuration
            }
            return try json(try await daemon.options(kind: kind.kind, parameter: name, configuration: configuration))
        }
        api.get("instances") { _, _ in try json(daemon.list()) }
        api.get("instances/:id") { request, context in
            let page = try receiptPage(request)
            return try json(daemon.report(try instance(context), receipts: page.receipts, before: page.before))
        }
        api.post("instances") { request, context -> Response in
            try origins.checkMutation(request)
            let body = try await decode(AddRequest.self, request, context)
            _ = try knownKind(body.kind, daemon)
            return try json(
                try await refusedByTheWidget {
                    try await daemon.add(
                        kind: body.kind, family: body.family, configuration: body.configuration, surface: body.surface,
                        waitForTimeline: body.wait ?? true)
                },
                status: .created)
        }
        api.delete("instances/:id") { request, context -> Response in
            try origins.checkMutation(request)
            return try json(try daemon.remove(try instance(context)))
        }
        api.post("instances/:id/reload") { request, context -> Response in
            try origins.checkMutation(request)
            try daemon.reload(try instance(context))
            return try json(ControlProtocol.ReloadAck(widgets: 1), status: .accepted)
        }
        api.put("instances/:id/configuration") { request, context -> Response in
            try origins.checkMutation(request)
            let id = try instance(context)
            let body = try await decode(ConfigurationRequest.self, request, context)
            return try json(try await refusedByTheWidget { try await daemon.reconfigure(id, configuration: body.configuration) })
        }
        api.put("instances/:id/family") { request, context -> Response in
            try origins.checkMutation(request)
            let id = try instance(context)
            let body = try await decode(FamilyRequest.self, request, context)
            return try json(try await refusedByTheWidget { try await daemon.changeFamily(id, to: body.family) })
        }
        api.post("instances/:id/taps") { request, context -> Response in
            try origins.checkMutation(request)
            let id = try instance(context)
            let body = try await decode(TapRequest.self, request, context)
            return try json(try await tap(body.url, on: id, daemon: daemon, handlers: handlers))
        }
        api.post("instances/:id/actions") { request, context -> Response in
            try origins.checkMutation(request)
            let id = try instance(context)
            let body = try await decode(ActionRequest.self, request, context)
            return try json(try await perform(body.intent, on: id, daemon: daemon))
        }
        api.get("pages") { _, _ in
            try json(try pages.pageNames().map { name in
                PageSummary(name: name, instances: daemon.engine.instances(on: name).map(\.rawValue))
            })
        }
        api.put("pages/:page/order") { request, context -> Response in
            try origins.checkMutation(request)
            let page = try parameter("page", context)
            let body = try await decode(OrderRequest.self, request, context)
            return try json(try daemon.arrange(surface: page, order: body.instances.map(InstanceID.init(rawValue:))))
        }
        routes.set(router.routes.map { ($0.method, $0.path.description) })
        return router
    }
}

/// The request context of the dashboard's routes: Hummingbird's, with the connection, whose closing
/// ends an event stream at once.
package struct DashboardContext: RequestContext {
    package var coreContext: CoreRequestContextStorage
    /// The connection the request came on.
    package let channel: any Channel

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}

/// Delivers a tap on a widget: only URLs the widget's own views carry are accepted; the delivery
/// (or why it failed) is logged with the widget's events.
private func tap(_ url: String, on id: InstanceID, daemon: HostDaemon, handlers: URLHandlers) async throws -> TapReply {
    let placement = try daemon.engine.placement(id)
    let entries = placement.offeredEntries
    guard entries.contains(where: { $0.archive.root.tapURLs.contains(url) }) else {
        throw DashboardError(status: .conflict, description: "widget #\(id.rawValue) has no link to \(url) now")
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
        throw DashboardError(
            status: .conflict, description: "widget #\(id.rawValue) has no button or toggle that runs this intent now")
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
/// every `heartbeat` so proxies and browsers keep the stream open. The stream listens to `changes`
/// from its first byte until the client goes (`closed`: the connection closed, which
/// `ConnectionGuard` does as soon as the client shuts its side) or the host stops.
private func eventStream(_ changes: InstanceChanges, heartbeat: Duration, closed: EventLoopFuture<Void>) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/event-stream"
    headers[.cacheControl] = "no-cache"
    return Response(status: .ok, headers: headers, body: ResponseBody { writer in
        let (merged, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
        closed.whenComplete { _ in continuation.finish() }
        let subscription = changes.subscribe()
        let feed = Task {
            for await changed in subscription {
                let list = changed.sorted().map(String.init).joined(separator: ",")
                continuation.yield("event: changed\ndata: {\"instances\":[\(list)]}\n\n")
            }
            continuation.finish()
        }
        let beat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: heartbeat)
                continuation.yield(": heartbeat\n\n")
            }
        }
        defer {
            feed.cancel()
            beat.cancel()
        }
        try await writer.write(ByteBuffer(string: "retry: 1000\n: connected\n\n"))
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
    var headers: HTTPFields = [:]
}

/// `?scheme=dark`, else the `owk_scheme` cookie the pages' switch sets, else light.
private func scheme(_ request: Request) -> ColorScheme {
    if let asked = request.uri.queryParameters.get("scheme") { return asked == "dark" ? .dark : .light }
    return request.cookies["owk_scheme"]?.value == "dark" ? .dark : .light
}

/// A path parameter, percent-decoded (`com%2Emygame.dragon` is `com.mygame.dragon`).
private func parameter(_ name: String, _ context: DashboardContext) throws -> String {
    let raw = try context.parameters.require(name)
    guard let decoded = raw.removingPercentEncoding else {
        throw DashboardError(status: .badRequest, description: "the \(name) \"\(raw)\" in the path is not valid percent-encoding")
    }
    return decoded
}

/// The widget ID in the path.
private func instance(_ context: DashboardContext) throws -> InstanceID {
    try instanceID(try parameter("id", context), what: "widget ID")
}

/// A widget ID: a non-negative whole number written the plain way (`7`, not `+7`, `007` or ` 7`).
private func instanceID(_ raw: String, what: String) throws -> InstanceID {
    InstanceID(rawValue: try plainNumber(raw, what: what))
}

/// A non-negative whole number written the plain way (`7`, not `+7`, `007` or ` 7`), in `range`.
private func plainNumber(_ raw: String, what: String, in range: ClosedRange<Int> = 0...Int.max) throws -> Int {
    let digits = raw.utf8
    guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }), digits.first != 0x30 || digits.count == 1,
        let number = Int(raw), range.contains(number)
    else {
        let bounds = range.upperBound == Int.max ? "from \(range.lowerBound) up" : "from \(range.lowerBound) to \(range.upperBound)"
        throw DashboardError(
            status: .badRequest, description: "the \(what) must be a whole number \(bounds), such as 3 (got \"\(raw)\")")
    }
    return number
}

/// `?receipts=N&before=CURSOR`: which page of a widget's reload receipts to show.
private func receiptPage(_ request: Request) throws -> (receipts: Int, before: Int?) {
    let query = request.uri.queryParameters
    return (
        try query.get("receipts").map { try plainNumber(String($0), what: "number of receipts", in: 1...500) } ?? 50,
        try query.get("before").map { try plainNumber(String($0), what: "receipts cursor") })
}

/// The kind named, if an extension of this host offers it; else 404, saying which kinds there are.
private func knownKind(_ name: String, _ daemon: HostDaemon) throws -> KindSummary {
    let kinds = daemon.kinds()
    guard let kind = kinds.first(where: { $0.kind == name }) else {
        throw DashboardError(
            status: .notFound, description: ControlRefusal(unknownKind: name, known: kinds.map(\.kind)).description)
    }
    return kind
}

/// Runs an operation whose values the widget's extension checks: a value it refuses (a
/// configuration that does not fit the intent, a family the kind does not have) is 422 with the
/// extension's reason. The extension failing to answer stays 502.
private func refusedByTheWidget<Value>(_ operation: () async throws -> Value) async throws -> Value {
    do {
        return try await operation()
    } catch let error as WidgetRuntimeError {
        throw DashboardError(status: .unprocessableContent, description: "\(error)")
    } catch ExtensionError.failed(let reason) {
        throw DashboardError(status: .unprocessableContent, description: reason)
    }
}

/// Mutations come as JSON from this dashboard's own pages: a form posted from another site
/// (`Origin` not one of the host's names with its port, or no JSON content type) is refused.
struct OriginCheck: Sendable {
    let hosts: AllowedHosts
    let boundPort: BoundPort

    func checkMutation(_ request: Request) throws {
        if let origin = request.headers[.origin] {
            var ports: Set<Int> = []
            if let port = boundPort.port { ports.insert(port) }
            if let authority = request.head.authority, let port = AllowedHosts.port(ofAuthority: authority) {
                ports.insert(port)
            }
            guard hosts.allows(origin: origin, ports: ports) else {
                throw DashboardError(status: .forbidden, description: "cross-site request refused (Origin \(origin))")
            }
        }
        let hasBody = request.headers[.contentLength].map { $0 != "0" } ?? (request.headers[.transferEncoding] != nil)
        if hasBody, !isJSON(request.headers[.contentType]) {
            throw DashboardError(
                status: .unsupportedMediaType,
                description: "send JSON (Content-Type: application/json), not \(request.headers[.contentType] ?? "no type")")
        }
    }

    /// `application/json`, in any case, optionally with parameters (`; charset=utf-8`).
    private func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}

private func decode<Value: Decodable>(_ type: Value.Type, _ request: Request, _ context: DashboardContext)
    async throws -> Value
{
    let buffer: ByteBuffer
    do {
        buffer = try await request.body.collect(upTo: DashboardServer.maximumBodyBytes)
    } catch is NIOTooManyBytesError {
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

/// `{"error": message}` with `status`.
func errorResponse(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) -> Response {
    var headers = headers
    headers[.contentType] = "application/json"
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let body = (try? encoder.encode(["error": message])) ?? Data(#"{"error":"unknown"}"#.utf8)
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
}

/// The routes the router has, by method and path (`/api/instances/{id}`), for `405 Method Not
/// Allowed` and its `Allow` header. Filled once the routes are added.
final class RouteTable: Sendable {
    private let routes = Mutex<[(method: HTTPRequest.Method, segments: [Substring])]>([])

    func set(_ routes: [(HTTPRequest.Method, String)]) {
        self.routes.withLock { $0 = routes.map { ($0.0, $0.1.split(separator: "/")) } }
    }

    /// The methods some route answers on `path`, sorted; empty when no route has that path.
    func methods(forPath path: String) -> [String] {
        let segments = path.split(separator: "/")
        let methods = routes.withLock { routes in
            routes.filter { route in
                route.segments.count == segments.count
                    && zip(route.segments, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
            }.map(\.method.rawValue)
        }
        return Set(methods).sorted()
    }
}

/// The status and message for an error a route threw.
///
/// `DashboardError` has its own; no such widget is 404; a `HostStoreError` means the store
/// cannot be written (disk full, read-only file system), 503 with `Retry-After`; a refusal by the
/// host is 400; the widget's extension failing is 502; anything else is unexpected, 500.
package func dashboardErrorStatus(for error: any Error) -> (status: HTTPResponse.Status, message: String, headers: HTTPFields) {
    switch error {
    case let error as DashboardError:
        return (error.status, error.description, error.headers)
    case let error as HostError:
        return (.notFound, error.description, [:])
    case let error as HostStoreError:
        return (.serviceUnavailable, error.description, [.retryAfter: "30"])
    case let error as ControlRefusal:
        return (.badRequest, error.description, [:])
    case let error as WidgetRuntimeError:
        if case .unknownKind = error { return (.notFound, error.description, [:]) }
        return (.unprocessableContent, error.description, [:])
    case let error as ExtensionError:
        return (.badGateway, "the widget's extension failed: \(error)", [:])
    case let error as URLHandlerError:
        return (.badGateway, error.description, [:])
    default:
        return (.internalServerError, "\(error)", [:])
    }
}

/// Turns errors into JSON `{"error": "…"}` with a fitting status (`dashboardErrorStatus`); a known
/// path asked with a method it does not have is 405 with `Allow`.
private struct ErrorMiddleware: RouterMiddleware {
    typealias Context = DashboardContext
    let routes: RouteTable

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as HTTPParserError {
            // Hummingbird answers 400 and closes the connection, whose bytes can no longer be trusted.
            throw error
        } catch let error as HTTPError {
            if error.status == .notFound {
                let allowed = routes.methods(forPath: request.uri.path)
                guard allowed.isEmpty else {
                    let methods = (allowed.contains("GET") && !allowed.contains("HEAD") ? allowed + ["HEAD"] : allowed).sorted()
                    return errorResponse(
                        .methodNotAllowed, "\(request.uri.path) does not take \(request.method.rawValue); it takes "
                            + methods.joined(separator: ", "),
                        headers: [.allow: methods.joined(separator: ", ")])
                }
                return errorResponse(.notFound, "there is nothing at \(request.uri.path)")
            }
            return errorResponse(error.status, error.body ?? error.status.reasonPhrase, headers: error.headers)
        } catch {
            let (status, message, headers) = dashboardErrorStatus(for: error)
            if status == .internalServerError {
                context.logger.error("\(request.method) \(request.uri.path) failed: \(message)")
            }
            return errorResponse(status, message, headers: headers)
        }
    }
}

/// With a token (the dashboard listens beyond loopback), every request but `/healthz` carries it:
/// `Authorization: Bearer TOKEN`, or the `owk_token` cookie. Opening any page once as `?token=TOKEN`
/// sets the cookie and comes back without the token in the address.
private struct TokenMiddleware: RouterMiddleware {
    typealias Context = DashboardContext
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
