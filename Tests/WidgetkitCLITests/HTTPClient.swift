import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP/1.1 client over a TCP socket to 127.0.0.1: enough to test the dashboard, including
/// server-sent events, whose stream stays open.
final class HTTPConnection {
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private let host: String

    init(port: Int, timeout: TimeInterval = 10) throws {
        host = "127.0.0.1:\(port)"
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw HostTestError("could not connect to 127.0.0.1:\(port)") }
        var value = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    /// Closes the connection (a page that goes away).
    func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    /// Sends a request; `headers` are added to Host (unless they give their own) and Connection.
    /// HTTP/1.0 unless `streaming` or `keepAlive`: the body then simply runs to the end of the
    /// connection. With `keepAlive`, HTTP/1.1 and the connection stays open for the next request.
    func send(
        _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil, streaming: Bool = false,
        keepAlive: Bool = false
    ) throws {
        var text = "\(method) \(path) HTTP/\(streaming || keepAlive ? "1.1" : "1.0")\r\n"
        if !headers.keys.contains(where: { $0.lowercased() == "host" }) { text += "Host: \(host)\r\n" }
        if !keepAlive { text += "Connection: close\r\n" }
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        try write(text)
    }

    /// Sends bytes as they are.
    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count
        else { throw HostTestError("could not send the request") }
    }

    /// One response on a keep-alive connection: status, headers and the body its Content-Length gives.
    func readResponse() throws -> (status: Int, headers: [String: String], body: String) {
        let head = try readHead()
        let length = Int(head.headers["content-length"] ?? "0") ?? 0
        while buffer.count < length {
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { throw HostTestError("the connection ended inside a response body") }
            buffer.append(contentsOf: chunk[..<count])
        }
        defer { buffer.removeSubrange(..<length) }
        return (head.status, head.headers, String(decoding: buffer[..<length], as: UTF8.self))
    }

    /// Waits (up to the receive timeout) for the server to close the connection: true when it did
    /// (end of stream, or reset), false when the wait timed out. What it sent first is in `received`.
    func waitForClose() -> Bool {
        while true {
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// Without waiting: true when the server has closed the connection (what it sent first is in
    /// `received`), false while it is open.
    func isClosedByServer() -> Bool {
        while true {
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count == 0 { return true }
            if count < 0 { return errno != EAGAIN && errno != EWOULDBLOCK }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// What has been read and not consumed yet.
    var received: String { String(decoding: buffer, as: UTF8.self) }

    /// The next line (without CR LF); nil at the end of the stream or on timeout.
    func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == 0x0D { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// Reads the status line and headers; returns the status code and the headers, lowercased names.
    func readHead() throws -> (status: Int, headers: [String: String]) {
        guard let statusLine = readLine(), let status = Int(statusLine.split(separator: " ")[1]) else {
            throw HostTestError("no HTTP status line")
        }
        var headers: [String: String] = [:]
        while let line = readLine(), !line.isEmpty {
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        return (status, headers)
    }

    /// Everything up to the end of the stream (the server closes: `Connection: close`).
    func readRest() -> String {
        while true {
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            buffer.append(contentsOf: chunk[..<count])
        }
        defer { buffer.removeAll() }
        return String(decoding: buffer, as: UTF8.self)
    }
}

/// One whole request: status, headers and body.
func http(
    _ method: String, _ url: String, headers: [String: String] = [:], body: String? = nil
) throws -> (status: Int, headers: [String: String], body: String) {
    guard let parsed = URLComponents(string: url), let port = parsed.port else { throw HostTestError("bad URL \(url)") }
    let connection = try HTTPConnection(port: port)
    var path = parsed.percentEncodedPath.isEmpty ? "/" : parsed.percentEncodedPath
    if let query = parsed.percentEncodedQuery { path += "?" + query }
    try connection.send(method, path, headers: headers, body: body)
    let head = try connection.readHead()
    return (head.status, head.headers, connection.readRest())
}
