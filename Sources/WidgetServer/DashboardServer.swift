import Foundation
import Hummingbird
import Logging
import NIOCore
import OpenWidgetKit
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
    private let pages: WidgetPages

    /// The largest request body accepted.
    package static let maximumBodyBytes = 64 * 1024

    package init(daemon: HostDaemon, host: String = "127.0.0.1", port: Int = 8080) throws {
        guard ["127.0.0.1", "::1", "localhost"].contains(host) else {
            throw ControlRefusal("the dashboard serves loopback only (127.0.0.1, ::1 or localhost); "
                + "\"\(host)\" would expose it to the network without a token")
        }
        self.daemon = daemon
        self.host = host
        self.port = port
        self.pages = WidgetPages(daemon: daemon)
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
        let pages = self.pages
        let daemon = self.daemon

        router.get("/") { request, _ -> Response in
            html(try pages.homePage(scheme: scheme(request), live: request.uri.queryParameters.get("live") != "0"))
        }
        router.get("/widgets/:id") { request, context -> Response in
            html(try pages.card(try instance(context), scheme: scheme(request)))
        }
        router.get("/events") { _, _ -> Response in
            let changes = daemon.engine.changes.subscribe()
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 1000\n: connected\n\n"))
                for await changed in changes {
                    let list = changed.sorted().map(String.init).joined(separator: ",")
                    try await writer.write(ByteBuffer(string: "event: changed\ndata: {\"instances\":[\(list)]}\n\n"))
                }
                try await writer.finish(nil)
            })
        }
        router.get("/healthz") { _, _ in "ok" }

        let api = router.group("api")
        api.get("kinds") { _, _ in try json(daemon.kinds()) }
        api.get("instances") { _, _ in try json(daemon.list()) }
        api.get("instances/:id") { _, context in try json(daemon.report(try instance(context))) }
        api.post("instances") { request, context -> Response in
            try checkMutation(request)
            let body = try await decode(AddRequest.self, request, context)
            return try json(
                try await daemon.add(
                    kind: body.kind, family: body.family, configuration: body.configuration, surface: body.surface),
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
        return router
    }
}

/// `POST /api/instances`.
struct AddRequest: Decodable {
    var kind: String
    var family: String?
    var configuration: ConfigurationValues?
    var surface: String?
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

private func scheme(_ request: Request) -> ColorScheme {
    request.uri.queryParameters.get("scheme") == "dark" ? .dark : .light
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
