import Foundation
import Hummingbird
import NIOCore
import OpenWidgetKit
import WidgetHost
import WidgetRendering

/// Reading requests and writing responses: path and query values, bodies, JSON and HTML.

/// `?scheme=dark`, else the `owk_scheme` cookie the pages' switch sets, else light.
func scheme(_ request: Request) -> ColorScheme {
    if let asked = request.uri.queryParameters.get("scheme") { return asked == "dark" ? .dark : .light }
    return request.cookies["owk_scheme"]?.value == "dark" ? .dark : .light
}

/// A path parameter, percent-decoded (`com%2Emygame.dragon` is `com.mygame.dragon`).
func parameter(_ name: String, _ context: DashboardContext) throws -> String {
    let raw = try context.parameters.require(name)
    guard let decoded = raw.removingPercentEncoding else {
        throw DashboardError(status: .badRequest, description: "the \(name) \"\(raw)\" in the path is not valid percent-encoding")
    }
    return decoded
}

/// The widget ID in the path.
func instance(_ context: DashboardContext) throws -> InstanceID {
    try instanceID(try parameter("id", context), what: "widget ID")
}

/// A widget ID: a non-negative whole number written the plain way (`7`, not `+7`, `007` or ` 7`).
func instanceID(_ raw: String, what: String) throws -> InstanceID {
    InstanceID(rawValue: try plainNumber(raw, what: what))
}

/// A non-negative whole number written the plain way (`7`, not `+7`, `007` or ` 7`), in `range`.
func plainNumber(_ raw: String, what: String, in range: ClosedRange<Int> = 0...Int.max) throws -> Int {
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
func receiptPage(_ request: Request) throws -> (receipts: Int, before: Int?) {
    let query = request.uri.queryParameters
    return (
        try query.get("receipts").map { try plainNumber(String($0), what: "number of receipts", in: 1...500) } ?? 50,
        try query.get("before").map { try plainNumber(String($0), what: "receipts cursor") })
}

/// The kind named, if an extension of this host offers it; else 404, saying which kinds there are.
func knownKind(_ name: String, _ daemon: HostDaemon) throws -> KindSummary {
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
func refusedByTheWidget<Value>(_ operation: () async throws -> Value) async throws -> Value {
    do {
        return try await operation()
    } catch let error as WidgetRuntimeError {
        throw DashboardError(status: .unprocessableContent, description: "\(error)")
    } catch ExtensionError.failed(let reason) {
        throw DashboardError(status: .unprocessableContent, description: reason)
    }
}

func decode<Value: Decodable>(_ type: Value.Type, _ request: Request, _ context: DashboardContext)
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

func html(_ text: String) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/html; charset=utf-8"
    headers[.contentSecurityPolicy] = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
        + "img-src 'self' data:; frame-ancestors 'none'"
    headers[.xContentTypeOptions] = "nosniff"
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
}

func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
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

