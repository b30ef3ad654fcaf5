import Foundation
import Hummingbird
import WidgetHost

/// Mutations come as JSON from this dashboard's own pages: on every route of the group it is on, a
/// request that changes something (not GET or HEAD) from another site (`Origin` not one of the host's
/// names with its port) is 403, and one whose body is not JSON is 415. Reads pass.
struct SameOriginMiddleware: RouterMiddleware {
    typealias Context = DashboardContext
    let hosts: AllowedHosts
    let boundPort: BoundPort

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if request.method != .get && request.method != .head {
            try check(request)
        }
        return try await next(request, context)
    }

    private func check(_ request: Request) throws {
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
        if hasBody, !Self.isJSON(request.headers[.contentType]) {
            throw DashboardError(
                status: .unsupportedMediaType,
                description: "send JSON (Content-Type: application/json), not \(request.headers[.contentType] ?? "no type")")
        }
    }

    /// `application/json`, in any case, optionally with parameters (`; charset=utf-8`).
    private static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}
