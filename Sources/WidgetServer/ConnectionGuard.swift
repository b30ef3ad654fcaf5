import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// How long the dashboard waits for clients, and how many it serves at once.
///
/// Every connection holds one of the process's file descriptors, so a client that opens many and
/// says nothing, or sends its request a byte at a time ("slowloris"), must not be able to hold them:
/// - `idleTimeout`: a keep-alive connection with no request in progress is closed after this long;
///   a response in progress (a server-sent event stream included) is never cut by it.
/// - `headerTimeout`: a request's head (request line and headers) must be complete this long after
///   its first byte arrived, else the connection is answered 408 and closed.
/// - `bodyTimeout`: a request's body must be complete this long after its head.
/// - `maximumConnections`: connections open at once, event streams included; one more is answered
///   503 and closed at once (the log says so, at most every 10 seconds).
/// - `heartbeat`: how often an event stream writes a comment line, so proxies keep it open.
package struct HTTPLimits: Sendable {
    package var idleTimeout: Duration = .seconds(60)
    package var headerTimeout: Duration = .seconds(10)
    package var bodyTimeout: Duration = .seconds(30)
    package var maximumConnections: Int = HTTPLimits.defaultMaximumConnections
    package var heartbeat: Duration = .seconds(15)

    package init() {}

    /// The process's limit on open files (the soft `RLIMIT_NOFILE`).
    package static var openFileLimit: Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        return Int(clamping: limit.rlim_cur)
    }

    /// The most connections the dashboard may hold: half the open-file limit, the other half being
    /// for the store, the control socket and the extension processes' pipes.
    package static var fairShareOfOpenFiles: Int { max(16, openFileLimit / 2) }

    /// 1,024, or fewer when the open-file limit is low.
    package static var defaultMaximumConnections: Int { min(1024, fairShareOfOpenFiles) }
}

/// Counts the dashboard's open connections against `HTTPLimits.maximumConnections`, and says in the
/// log when it refuses some (at most once every 10 seconds, with how many).
final class ConnectionLimiter: Sendable {
    let maximum: Int
    private let logger: Logger
    private let state = Mutex(State())

    private struct State {
        var open = 0
        var refusedSinceReport = 0
        var lastReport: ContinuousClock.Instant?
    }

    init(maximum: Int, logger: Logger) {
        self.maximum = maximum
        self.logger = logger
    }

    /// Takes a place for a new connection; false when every place is taken.
    func admit() -> Bool {
        let (admitted, report) = state.withLock { state -> (Bool, Int?) in
            if state.open < maximum {
                state.open += 1
                return (true, nil)
            }
            state.refusedSinceReport += 1
            let now = ContinuousClock.now
            guard state.lastReport.map({ now - $0 >= .seconds(10) }) ?? true else { return (false, nil) }
            defer { state.refusedSinceReport = 0 }
            state.lastReport = now
            return (false, state.refusedSinceReport)
        }
        if let report {
            logger.warning(
                "dashboard: \(maximum) connections are open (--http-connections); refused \(report) more (the next report in 10 s at the earliest)")
        }
        return admitted
    }

    /// Gives back the place of a connection that closed.
    func release() {
        state.withLock { $0.open -= 1 }
    }

    var openCount: Int { state.withLock { $0.open } }
}

/// HTTP/1.1 as Hummingbird serves it, with `ConnectionGuard` in front of each connection and
/// Hummingbird's idle timeout set.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let responder: HTTPChannelHandler.Responder
    let limits: HTTPLimits
    let limiter: ConnectionLimiter

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        // The child channel's initialiser runs on its event loop.
        channel.eventLoop.assertInEventLoop()
        let connectionGuard = ConnectionGuard(limits: limits, limiter: limiter)
        do {
            // First in the pipeline, so it sees the bytes before the HTTP decoder does.
            try channel.pipeline.syncOperations.addHandler(connectionGuard)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        let phases = NIOLoopBound(RequestPhaseHandler(connectionGuard: connectionGuard), eventLoop: channel.eventLoop)
        let configuration = HTTP1Channel.Configuration(
            additionalChannelHandlers: [phases.value], idleTimeout: TimeAmount(limits.idleTimeout))
        return HTTP1Channel(responder: responder, configuration: configuration).setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await HTTP1Channel(responder: responder).handle(value: value, logger: logger)
    }
}

/// Guards one connection, on its event loop: takes a place from the `ConnectionLimiter` (or answers
/// 503 and closes), closes a connection whose request head or body does not arrive in time (see
/// `HTTPLimits`), and closes an event stream as soon as its client shuts its side (a page that went
/// away), so that its live-update listener ends at once instead of at the next heartbeat.
///
/// It reads raw bytes (it is first in the pipeline); `RequestPhaseHandler`, after the HTTP decoder,
/// tells it where each request and response begins and ends.
final class ConnectionGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// Where the connection is in its current exchange.
    enum Phase {
        /// No request has begun (a new connection, or the last response ended).
        case waiting
        /// Bytes of a request head have arrived; the head is not complete.
        case head
        /// The head is complete; its body is being read.
        case body
        /// The request is read; its response is being written.
        case responding
    }

    private let limits: HTTPLimits
    private let limiter: ConnectionLimiter
    private var context: ChannelHandlerContext?
    private(set) var phase = Phase.waiting
    private var admitted: Bool?
    private var timer: Scheduled<Void>?
    /// The response being written is an event stream.
    private var streaming = false
    /// The response ended before its request's body was read (the body is being drained).
    private var respondedEarly = false

    init(limits: HTTPLimits, limiter: ConnectionLimiter) {
        self.limits = limits
        self.limiter = limiter
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { admit(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimer()
        if admitted == true {
            admitted = false
            limiter.release()
        }
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard admitted == true else { return }
        if phase == .waiting, unwrapInboundIn(data).readableBytes > 0 {
            phase = .head
            schedule(after: limits.headerTimeout)
        }
        context.fireChannelRead(data)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed, phase == .responding, streaming {
            // The client closed its side of an event stream: the page is gone.
            context.close(promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }

    // MARK: Told by RequestPhaseHandler

    func requestHeadRead() {
        cancelTimer()
        phase = .body
        schedule(after: limits.bodyTimeout)
    }

    func requestRead() {
        cancelTimer()
        if respondedEarly {
            respondedEarly = false
            phase = .waiting
        } else {
            phase = .responding
        }
    }

    func responseStarted(eventStream: Bool) {
        streaming = eventStream
    }

    func responseEnded() {
        streaming = false
        switch phase {
        case .responding: phase = .waiting
        case .body: respondedEarly = true
        case .waiting, .head: break
        }
    }

    // MARK: -

    private func admit(_ context: ChannelHandlerContext) {
        guard admitted == nil else { return }
        guard limiter.admit() else {
            admitted = false
            refuse(context, status: "503 Service Unavailable", extra: "Retry-After: 1\r\n",
                   message: "the dashboard has \(limiter.maximum) connections open, its limit; try again")
            return
        }
        admitted = true
    }

    private func schedule(after delay: Duration) {
        guard let context else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(delay)) { [self] in
            timer = nil
            timedOut()
        }
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }

    private func timedOut() {
        guard let context else { return }
        switch phase {
        case .head:
            // Nothing is being written: say why before closing.
            refuse(context, status: "408 Request Timeout", extra: "",
                   message: "the request head did not arrive within \(limits.headerTimeout)")
        case .body:
            // A response may have begun: no room for another one, just close.
            context.close(promise: nil)
        case .waiting, .responding:
            break
        }
    }

    /// Answers with a short JSON error straight on the socket, then closes.
    private func refuse(_ context: ChannelHandlerContext, status: String, extra: String, message: String) {
        let body = #"{"error":"\#(message)"}"#
        let text = "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\(extra)\r\n\(body)"
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: text)), promise: nil)
        context.close(promise: nil)
    }
}

@available(*, unavailable)
extension ConnectionGuard: Sendable {}

/// Sits after the HTTP decoder and tells its connection's `ConnectionGuard` where each request and
/// response begins and ends.
final class RequestPhaseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let connectionGuard: ConnectionGuard

    init(connectionGuard: ConnectionGuard) {
        self.connectionGuard = connectionGuard
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: connectionGuard.requestHeadRead()
        case .body: break
        case .end: connectionGuard.requestRead()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let response):
            connectionGuard.responseStarted(
                eventStream: response.headerFields[.contentType]?.hasPrefix("text/event-stream") == true)
        case .body: break
        case .end: connectionGuard.responseEnded()
        }
        context.write(data, promise: promise)
    }
}

@available(*, unavailable)
extension RequestPhaseHandler: Sendable {}
