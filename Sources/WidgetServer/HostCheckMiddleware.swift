import Foundation
import Hummingbird

/// Serves a request only when its `Host` names this host (see `AllowedHosts`); anything else is
/// `421 Misdirected Request` with a JSON error that says how to allow the name. First in the chain,
/// so it covers every route, unknown paths and `/healthz` included.
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let hosts: AllowedHosts

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let authority = request.head.authority, !authority.isEmpty else {
            return errorResponse(.badRequest, "the request has no Host header")
        }
        guard hosts.allows(authority: authority) else {
            let name = AllowedHosts.name(ofAuthority: authority) ?? authority
            return errorResponse(
                .misdirectedRequest,
                "this dashboard does not answer to the name \"\(name)\" (Host: \(authority)); if that name is "
                    + "really this machine, start the host with --allowed-host \(name)")
        }
        return try await next(request, context)
    }
}
