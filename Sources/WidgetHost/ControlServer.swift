package import Foundation
import NIOCore
import NIOPosix
package import OpenWidgetKit
import Synchronization

/// The host's control socket: a Unix-domain socket, readable and writable by its owner only, that
/// answers `ControlProtocol` requests with `handler`.
///
/// Every connection is served on one SwiftNIO event loop, never on a thread of its own, and no
/// client can hold the host: requests in flight per connection, reply bytes waiting for a client to
/// read them, silent connections and the number of open connections are all bounded (`Options`).
/// While a client does not read its replies, its further requests are not read either; a client
/// whose replies stay unread for `Options.writeTimeout` is disconnected. A connection from another
/// user is closed at once. Running out of file descriptors only pauses accepting (for a second at a
/// time), never ends it.
///
/// ```swift
/// let server = try await ControlServer(path: socket, handler: { request in await daemon.handle(request) })
/// defer { server.stop() }
/// ```
package final class ControlServer: Sendable {
    /// Answers one request with one encoded reply line.
    package typealias Handler = @Sendable (ControlProtocol.Request) async -> Data

    /// The limits that keep one client from holding the host. See docs/Host.md, "The control socket: limits and timeouts".
    package struct Options: Sendable {
        /// Connections served at once; one more is answered with an error line and closed.
        package var maximumConnections = 256
        /// Requests of one connection handled at once; the connection is not read while it has this many.
        package var maximumRequestsInFlight = 32
        /// The longest request line, in bytes (without its newline). A longer one gets an error reply
        /// and the connection is closed.
        package var maximumLineBytes = 1_048_576
        /// Reply bytes a connection may have waiting to be read by its client before the host stops
        /// reading its requests (the write buffer's high watermark); reading resumes below half of it.
        package var maximumQueuedReplyBytes = 1_048_576
        /// A connection with no request in flight that sends no complete request for this long is closed.
        package var idleTimeout: Duration = .seconds(60)
        /// A connection whose queued replies stay over `maximumQueuedReplyBytes` (its client does not
        /// read them) for this long is closed, and the log says so.
        package var writeTimeout: Duration = .seconds(10)

        package init() {}
    }

    package let path: String
    package let options: Options
    private let channel: any Channel
    private let connections: ControlConnections

    /// Starts listening at `path`. A socket file left behind by a host that died is replaced; a live
    /// host on the same path, or a file that is not a socket, is an error.
    package init(
        path: String, options: Options = Options(), handler: @escaping Handler,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws {
        self.path = path
        self.options = options
        let connections = ControlConnections(limit: options.maximumConnections)
        self.connections = connections
        // Connecting to a possibly stuck host and binding are blocking calls: not on the task's thread.
        let descriptor = try await NIOThreadPool.singleton.runIfActive { try Self.openListener(at: path) }
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    // NIO's future-based ServerBootstrap does not add this itself: without it an
                    // EMFILE from accept(2) would be retried at once, over and over.
                    try channel.pipeline.syncOperations.addHandler(AcceptBackoffHandler())
                    try channel.pipeline.syncOperations.addHandler(AcceptErrorLogger(log: log))
                }
            }
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .childChannelOption(
                .writeBufferWaterMark,
                value: .init(low: options.maximumQueuedReplyBytes / 2, high: options.maximumQueuedReplyBytes))
            .childChannelInitializer { channel in
                Self.peerUserID(of: channel).flatMapThrowing { uid in
                    try Self.admit(
                        channel, peer: uid, options: options, connections: connections, handler: handler, log: log)
                }
            }
        do {
            channel = try await bootstrap.withBoundSocket(descriptor).get()
        } catch {
            unlink(path)
            throw HostStoreError("could not open the control socket \(path): \(error)")
        }
    }

    /// Stops accepting, closes open connections and removes the socket file.
    package func stop() {
        guard let open = connections.stop() else { return }
        unlink(path)
        channel.close(promise: nil)
        for connection in open {
            connection.close(promise: nil)
        }
    }

    /// Replaces a stale socket file, refuses a live host, and returns a listening descriptor at
    /// `path` (owner-only from its creation; close-on-exec) for NIO to take over.
    private static func openListener(at path: String) throws -> Int32 {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFSOCK else {
                throw HostStoreError("\(path) exists and is not a socket; remove it, or use another data directory")
            }
            if (try? UnixSocket.connect(to: path, timeout: 1)) != nil {
                throw HostStoreError("another widget host is already listening on \(path)")
            }
            unlink(path)
        }
        let listener: UnixSocket
        do {
            listener = try UnixSocket.listen(at: path, backlog: 256)
        } catch {
            throw HostStoreError("could not open the control socket: \(error)")
        }
        // NIO owns the copy; `listener` closes the original when it goes.
        let descriptor = fcntl(listener.descriptor, F_DUPFD_CLOEXEC, 0)
        guard descriptor >= 0 else {
            let code = errno
            unlink(path)
            throw HostStoreError("could not open the control socket: \(String(cString: strerror(code)))")
        }
        return descriptor
    }

    /// The user at the other end of a connection (SO_PEERCRED); nil when the kernel does not say.
    private static func peerUserID(of channel: any Channel) -> EventLoopFuture<UInt32?> {
        guard let provider = channel as? any SocketOptionProvider else {
            return channel.eventLoop.makeSucceededFuture(nil)
        }
        let credentials: EventLoopFuture<PeerCredentials> = provider.unsafeGetSocketOption(
            level: SocketOptionLevel(SOL_SOCKET), name: SocketOptionName(SO_PEERCRED))
        return credentials.map { Optional($0.uid) }.recover { _ in nil }
    }

    /// Sets up an accepted connection: served, or (another user, over the cap, stopping) closed.
    private static func admit(
        _ channel: any Channel, peer: UInt32?, options: Options, connections: ControlConnections, handler: @escaping Handler,
        log: @escaping @Sendable (String) -> Void
    ) throws {
        let pipeline = channel.pipeline.syncOperations
        guard peer == geteuid() else {
            log("refused a control connection from another user (uid \(peer.map(String.init) ?? "?"))")
            try pipeline.addHandler(RefusingHandler(line: nil))
            return
        }
        switch connections.admit(channel) {
        case .stopped:
            try pipeline.addHandler(RefusingHandler(line: nil))
            return
        case .full(let report):
            if report {
                log("the control socket has \(options.maximumConnections) connections open, its limit; "
                    + "further clients are told to try again until some close (said at most once a minute)")
            }
            try pipeline.addHandler(RefusingHandler(line: errorReply(
                id: 0, "the host has too many control connections open; try again")))
            return
        case .served:
            try pipeline.addHandler(ByteToMessageHandler(ControlLineDecoder(limit: options.maximumLineBytes)))
            try pipeline.addHandler(ControlConnectionHandler(options: options, handler: handler, log: log))
        }
    }

    /// Decodes one request line and answers it.
    static func answer(_ line: [UInt8], handler: Handler) async -> Data {
        let request: ControlProtocol.Request
        do {
            request = try JSONDecoder().decode(ControlProtocol.Request.self, from: Data(line))
        } catch {
            let id = (try? JSONDecoder().decode(RequestID.self, from: Data(line)))?.id ?? 0
            return errorReply(id: id, "the request could not be read: \(error)")
        }
        return await handler(request)
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

/// The control socket's open connections, counted against the cap.
final class ControlConnections: Sendable {
    private struct State {
        var open: [ObjectIdentifier: any Channel] = [:]
        /// When the log last said the cap was reached: it says so at most once a minute.
        var reportedFull: ContinuousClock.Instant?
        var stopped = false
    }

    /// What becomes of an accepted connection.
    enum Admission {
        case served
        /// Over the cap; `report`: the log should say so (it has not for a minute).
        case full(report: Bool)
        case stopped
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts `channel` in if there is room (it is counted out when it closes).
    func admit(_ channel: any Channel) -> Admission {
        let key = ObjectIdentifier(channel)
        let admission = state.withLock { state -> Admission in
            if state.stopped { return .stopped }
            guard state.open.count < limit else {
                let now = ContinuousClock.now
                let report = state.reportedFull.map { now - $0 >= .seconds(60) } ?? true
                if report { state.reportedFull = now }
                return .full(report: report)
            }
            state.open[key] = channel
            return .served
        }
        if case .served = admission {
            channel.closeFuture.whenComplete { [self] _ in
                _ = state.withLock { $0.open.removeValue(forKey: key) }
            }
        }
        return admission
    }

    /// Admits no more; returns the connections open, or nil if already stopped.
    func stop() -> [any Channel]? {
        state.withLock { state in
            guard !state.stopped else { return nil }
            state.stopped = true
            return Array(state.open.values)
        }
    }
}

/// `struct ucred` (Glibc declares it only under `_GNU_SOURCE`): what SO_PEERCRED reports.
private struct PeerCredentials: Sendable {
    var pid: Int32 = 0
    var uid: UInt32 = 0
    var gid: UInt32 = 0
}

/// Closes an accepted connection as soon as it is active, after writing `line` (and a newline) if
/// there is one. Whatever the client sends meanwhile is dropped.
final class RefusingHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let line: Data?

    init(line: Data?) {
        self.line = line
    }

    func channelActive(context: ChannelHandlerContext) {
        guard let line else {
            context.close(promise: nil)
            return
        }
        var buffer = context.channel.allocator.buffer(capacity: line.count + 1)
        buffer.writeBytes(line)
        buffer.writeInteger(UInt8(ascii: "\n"))
        context.writeAndFlush(wrapOutboundOut(buffer)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// Logs why accepting a connection failed (descriptors ran out, say): once, and again at most once a
/// minute while it goes on. `AcceptBackoffHandler`, in front of it, waits a second before the next try.
final class AcceptErrorLogger: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    private let log: @Sendable (String) -> Void
    private var lastLogged: NIODeadline?
    private var failuresSinceLog = 0

    init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let error = error as? IOError else { return }
        let now = NIODeadline.now()
        if let lastLogged, now - lastLogged < .minutes(1) {
            failuresSinceLog += 1
            return
        }
        let again = failuresSinceLog > 0 ? " (it failed \(failuresSinceLog) more times since the last report)" : ""
        log("the control socket could not accept a connection: \(String(cString: strerror(error.errnoCode)))\(again); "
            + "it tries again every second")
        lastLogged = now
        failuresSinceLog = 0
    }
}
