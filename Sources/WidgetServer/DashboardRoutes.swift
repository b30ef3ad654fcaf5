import Foundation
import Hummingbird
import OpenWidgetKit
import Prometheus
import WidgetHost
import WidgetRendering

extension DashboardServer {
    /// The pages (home screen, gallery, a widget's card, details and configuration), the live stream,
    /// health, metrics and the API's document.
    func addPageRoutes(to router: Router<DashboardContext>) {
        let pages = self.pages
        let daemon = self.daemon
        let heartbeat = limits.heartbeat
        router.get("/") { request, _ -> Response in
            html(try await pages.homePage(scheme: scheme(request), live: request.uri.queryParameters.get("live") != "0"))
        }
        router.get("/pages/:page") { request, context -> Response in
            let page = try parameter("page", context)
            guard HostDaemon.isValidSurfaceName(page) else {
                throw DashboardError(status: .notFound, description: "\"\(page)\" is not a page name")
            }
            return html(try await pages.homePage(
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
        router.get("/controls/:kind") { request, context -> Response in
            let kind = try parameter("kind", context)
            guard daemon.controls().contains(where: { $0.kind == kind }) else {
                throw DashboardError(status: .notFound, description: "no extension offers a control \"\(kind)\"")
            }
            return html(await pages.controlFigure(
                kind, scheme: scheme(request), isPreview: request.uri.queryParameters.get("preview") == "1"))
        }
        router.get("/events") { _, context -> Response in
            eventStream(
                daemon.changes, controls: daemon.controlChanges, heartbeat: heartbeat, closed: context.channel.closeFuture)
        }
        router.get("/healthz") { _, _ in "ok" }
        let metrics = self.metrics
        let connectedPages = metrics.makeGauge(
            name: "widgetkit_dashboard_connected_pages", help: "Pages listening for live updates (/events).")
        router.get("/metrics") { _, _ -> Response in
            connectedPages.set(Double(daemon.changes.count))
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
    }

    /// The JSON API: every route asks the host's front door (`HostDaemon`).
    func addAPIRoutes(to api: RouterGroup<DashboardContext>) {
        let pages = self.pages
        let daemon = self.daemon
        let handlers = self.urlHandlers
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
                configuration = try daemon.placement(try instanceID(String(raw), what: "instance")).configuration
            }
            return try json(try await daemon.options(kind: kind.kind, parameter: name, configuration: configuration))
        }
        api.get("instances") { _, _ in try json(daemon.list()) }
        api.get("instances/:id") { request, context in
            let page = try receiptPage(request)
            return try json(daemon.report(try instance(context), receipts: page.receipts, before: page.before))
        }
        api.post("instances") { request, context -> Response in
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
            return try json(try daemon.remove(try instance(context)))
        }
        api.post("instances/:id/reload") { request, context -> Response in
            try daemon.reload(try instance(context))
            return try json(ControlProtocol.ReloadAck(widgets: 1), status: .accepted)
        }
        api.put("instances/:id/configuration") { request, context -> Response in
            let id = try instance(context)
            let body = try await decode(ConfigurationRequest.self, request, context)
            return try json(try await refusedByTheWidget { try await daemon.reconfigure(id, configuration: body.configuration) })
        }
        api.put("instances/:id/family") { request, context -> Response in
            let id = try instance(context)
            let body = try await decode(FamilyRequest.self, request, context)
            return try json(try await refusedByTheWidget { try await daemon.changeFamily(id, to: body.family) })
        }
        api.post("instances/:id/taps") { request, context -> Response in
            let id = try instance(context)
            let body = try await decode(TapRequest.self, request, context)
            let delivery = try await daemon.tap(body.url, on: id) { url, id, kind in
                try await handlers.deliver(url, instance: id.rawValue, kind: kind)
            }
            switch delivery {
            case .open(let url): return try json(TapReply(action: "open", url: url, handler: delivery.recipient))
            case .delivered(let url, _): return try json(TapReply(action: "delivered", url: url, handler: delivery.recipient))
            }
        }
        api.post("instances/:id/actions") { request, context -> Response in
            let id = try instance(context)
            let body = try await decode(ActionRequest.self, request, context)
            return try json(ActionReply(widgets: try await daemon.perform(body.intent, on: id)))
        }
        api.put("instances/:id/rendering-mode") { request, context -> Response in
            let id = try instance(context)
            let body = try await decode(RenderingModeRequest.self, request, context)
            return try json(try await refusedByTheWidget { try await daemon.setRenderingMode(id, to: body.renderingMode) })
        }
        api.get("controls") { _, _ in try json(daemon.controls()) }
        api.post("controls/:kind/actions") { request, context -> Response in
            let kind = try parameter("kind", context)
            let body = try await decode(ActionRequest.self, request, context)
            let press = try await daemon.press(kind, invocation: body.intent, colorScheme: scheme(request)) { url in
                // A control is no placed widget: its handler sees widget ID -1.
                try await handlers.deliver(url, instance: -1, kind: kind)
            }
            return try json(ControlPressReply(press))
        }
        api.get("pages") { _, _ in
            try json(try pages.pageNames().map { name in
                PageSummary(name: name, instances: daemon.widgets(on: name).map(\.rawValue))
            })
        }
        api.put("pages/:page/order") { request, context -> Response in
            let page = try parameter("page", context)
            let body = try await decode(OrderRequest.self, request, context)
            return try json(try daemon.arrange(surface: page, order: body.instances.map(InstanceID.init(rawValue:))))
        }
    }
}
