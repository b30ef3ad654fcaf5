package import Foundation
package import Hummingbird
import HummingbirdCore
package import Logging
package import NIOCore
import NIOHTTP1
import OpenWidgetKit
package import Prometheus
import Synchronization
package import WidgetHost
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
    let pages: WidgetPages
    /// The folder of previews the previews page shows (`serve --previews DIR`), if any.
    let previews: PreviewsFolder?
    let boundPort = BoundPort()

    /// The largest request body accepted.
    package static let maximumBodyBytes = 64 * 1024

    /// Listens on `host`: loopback needs no token; any other address needs one (at least 16
    /// characters), which every request then carries (`Authorization: Bearer …`, or the cookie the
    /// dashboard sets when opened once as `/?token=…`). Requests must name the host by one of its
    /// own names (`AllowedHosts`), or one of `allowedHosts`.
    package init(
        daemon: HostDaemon, host: String = "127.0.0.1", port: Int = 8080, urlHandlers: URLHandlers = URLHandlers(),
        token: String? = nil, metrics: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
        allowedHosts: [String] = [], limits: HTTPLimits = HTTPLimits(), previewsDirectory: URL? = nil
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
        self.pages = WidgetPages(daemon: daemon, hasPreviews: previewsDirectory != nil)
        self.previews = previewsDirectory.map(PreviewsFolder.init(directory:))
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
        addPageRoutes(to: router)
        addPreviewRoutes(to: router)
        // The JSON API (docs: /openapi.json): mutations only from this dashboard's own pages, as JSON.
        let api = router.group("api").add(middleware: SameOriginMiddleware(hosts: allowedHosts, boundPort: boundPort))
        addAPIRoutes(to: api)
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

