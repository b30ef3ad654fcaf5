import Foundation
package import Hummingbird
import HummingbirdCore
import Logging
import NIOHTTP1
import OpenWidgetKit
import Synchronization
import WidgetHost

/// A request the dashboard refuses, with its status and reason.
struct DashboardError: Error, CustomStringConvertible {
    var status: HTTPResponse.Status
    var description: String
    var headers: HTTPFields = [:]
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
/// `DashboardError` has its own; no such widget is 404, a tap or action on something the widget does not
/// show (any more) 409; a `HostStoreError` means the store
/// cannot be written (disk full, read-only file system), 503 with `Retry-After`; a refusal by the
/// host is 400; the widget's extension failing is 502; anything else is unexpected, 500.
package func dashboardErrorStatus(for error: any Error) -> (status: HTTPResponse.Status, message: String, headers: HTTPFields) {
    switch error {
    case let error as DashboardError:
        return (error.status, error.description, error.headers)
    case let error as HostError:
        switch error {
        case .unknownInstance: return (.notFound, error.description, [:])
        case .notOffered: return (.conflict, error.description, [:])
        }
    case let error as HostStoreError:
        return (.serviceUnavailable, error.description, [.retryAfter: "30"])
    case let error as ControlRefusal:
        return (.badRequest, error.description, [:])
    case let error as ControlNotOffered:
        return (.conflict, error.description, [:])
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
struct ErrorMiddleware: RouterMiddleware {
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

