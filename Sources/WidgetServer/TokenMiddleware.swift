import Foundation
import Hummingbird
import NIOCore

/// With a token (the dashboard listens beyond loopback), every request but `/healthz` carries it:
/// `Authorization: Bearer TOKEN`, or the `owk_token` cookie. Opening any page once as `?token=TOKEN`
/// sets the cookie and comes back without the token in the address.
struct TokenMiddleware: RouterMiddleware {
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
