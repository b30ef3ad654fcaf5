import Foundation
import OpenWidgetKit
import Synchronization

/// The host's control socket: a Unix-domain socket, readable and writable by its owner only, that
/// answers `ControlProtocol` requests with `handler`. Each connection is served on a thread of its
/// own; a connection from another user is closed at once.
package final class ControlServer: Sendable {
    /// Answers one request with one encoded reply line.
    package typealias Handler = @Sendable (ControlProtocol.Request) async -> Data

    package let path: String
    private let listener: UnixSocket
    private let handler: Handler
    private let log: @Sendable (String) -> Void
    private let connections = Mutex<[ObjectIdentifier: UnixSocket]>([:])
    private let stopped = Mutex(false)

    /// Starts listening at `path`. A socket file left behind by a host that died is replaced; a live
    /// host on the same path is an error.
    package init(
        path: String, handler: @escaping Handler, log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws {
        if FileManager.default.fileExists(atPath: path) {
            if (try? UnixSocket.connect(to: path, timeout: 1)) != nil {
                throw HostStoreError("another widget host is already listening on \(path)")
            }
            unlink(path)
        }
        do {
            listener = try UnixSocket.listen(at: path)
        } catch {
            throw HostStoreError("could not open the control socket: \(error)")
        }
        self.path = path
        self.handler = handler
        self.log = log
        let thread = Thread { [weak self] in self?.acceptLoop() }
        thread.name = "control socket"
        thread.start()
    }

    /// Stops accepting, closes open connections and removes the socket file.
    package func stop() {
        guard stopped.withLock({ stopped in defer { stopped = true }; return !stopped }) else { return }
        listener.shutDown()
        unlink(path)
        for connection in connections.withLock({ Array($0.values) }) {
            connection.shutDown()
        }
    }

    private func acceptLoop() {
        let owner = geteuid()
        while let connection = listener.accept() {
            if stopped.withLock({ $0 }) { return }
            guard connection.peerUserID == owner else {
                log("refused a control connection from another user (uid \(connection.peerUserID.map(String.init) ?? "?"))")
                continue
            }
            connections.withLock { $0[ObjectIdentifier(connection)] = connection }
            let thread = Thread { [weak self] in
                self?.serve(connection)
                self?.connections.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(connection)) }
            }
            thread.name = "control connection"
            thread.start()
        }
    }

    /// Reads requests until the client hangs up; each is answered as soon as it is handled.
    private func serve(_ connection: UnixSocket) {
        let writeLock = Mutex(())
        let inFlight = DispatchGroup()
        while true {
            let line: [UInt8]
            do {
                guard let next = try connection.readLine(limit: 1_048_576) else { break }
                line = next
            } catch {
                if case .timedOut = error { continue }
                break
            }
            let reply: @Sendable (Data) -> Void = { data in
                writeLock.withLock { _ in try? connection.write(line: data) }
            }
            let request: ControlProtocol.Request
            do {
                request = try JSONDecoder().decode(ControlProtocol.Request.self, from: Data(line))
            } catch {
                let id = (try? JSONDecoder().decode(RequestID.self, from: Data(line)))?.id ?? 0
                reply(Self.errorReply(id: id, "the request could not be read: \(error)"))
                continue
            }
            inFlight.enter()
            let handler = self.handler
            Task {
                reply(await handler(request))
                inFlight.leave()
            }
        }
        inFlight.wait()
    }

    private struct RequestID: Decodable {
        var id: Int
    }

    /// An encoded error reply.
    package static func errorReply(id: Int, _ message: String) -> Data {
        (try? JSONEncoder().encode(ControlProtocol.Response<ControlProtocol.Empty>(id: id, error: message))) ?? Data()
    }

    /// An encoded reply with a result.
    package static func reply<Result: Codable & Sendable>(id: Int, _ result: Result) -> Data {
        do {
            return try JSONEncoder().encode(ControlProtocol.Response(id: id, result: result))
        } catch {
            return errorReply(id: id, "the answer could not be encoded: \(error)")
        }
    }
}
