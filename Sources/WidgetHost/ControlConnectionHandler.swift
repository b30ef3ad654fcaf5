import Foundation
import NIOCore

/// Serves one control connection on its event loop: each request line is answered by the server's
/// `Handler` in a task of its own (many at once, replies in the order they are ready), and the
/// reply is written back on the event loop.
///
/// The connection's output is bounded. At most `maximumRequestsInFlight` requests run at once, and
/// while the client leaves more than `maximumQueuedReplyBytes` of replies unread (the channel is not
/// writable) no further request is started; in either case the socket is not read, so the client's
/// requests wait in its own buffers (back-pressure). A connection that stays unwritable for
/// `writeTimeout` is closed and logged; one with nothing in flight that sends no complete request for
/// `idleTimeout` is closed. When the client shuts down its sending side, the replies in flight are
/// still written, then the connection closes.
final class ControlConnectionHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let options: ControlServer.Options
    private let handler: ControlServer.Handler
    private let log: @Sendable (String) -> Void

    /// Requests being answered.
    private var inFlight = 0
    /// Request lines read while `inFlight` was at its cap or the client was not reading.
    private var waiting = CircularBuffer<ByteBuffer>()
    /// A read the pipeline asked for and this handler held back.
    private var readHeldBack = false
    /// The client will send nothing more.
    private var inputClosed = false
    /// The connection is closing or closed: nothing more is started or written.
    private var closing = false
    /// The last reply written, so a close can wait for everything before it.
    private var lastWrite: EventLoopFuture<Void>?
    private var idleTimer: Scheduled<Void>?
    private var slowReaderTimer: Scheduled<Void>?
    /// Closes a connection whose last replies do not go out (its client reads nothing) in time.
    private var closeTimer: Scheduled<Void>?

    init(options: ControlServer.Options, handler: @escaping ControlServer.Handler, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.handler = handler
        self.log = log
    }

    func channelActive(context: ChannelHandlerContext) {
        updateIdleTimer(context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopEverything()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopEverything()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        idleTimer?.cancel()
        idleTimer = nil
        waiting.append(unwrapInboundIn(data))
        proceed(context: context)
    }

    func read(context: ChannelHandlerContext) {
        if mayRead(context) {
            context.read()
        } else {
            readHeldBack = true
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            slowReaderTimer?.cancel()
            slowReaderTimer = nil
        } else if slowReaderTimer == nil && !closing {
            slowReaderTimer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(options.writeTimeout)) {
                self.closeSlowReader(context: context)
            }
        }
        proceed(context: context)
        context.fireChannelWritabilityChanged()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed {
            inputClosed = true
            proceed(context: context)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !closing else { return }
        if let tooLong = error as? ControlLineTooLong {
            write(ControlServer.errorReply(id: 0, tooLong.description), context: context)
            closeAfterWrites(context: context)
        } else {
            // The client reset the connection, or the like: nothing more to say to it.
            closing = true
            context.close(promise: nil)
        }
    }

    /// Whether to read more from the client: it reads its replies, and there is room for a request.
    private func mayRead(_ context: ChannelHandlerContext) -> Bool {
        !closing && !inputClosed && context.channel.isWritable && waiting.isEmpty
            && inFlight < options.maximumRequestsInFlight
    }

    /// Starts the requests there is room for, reads again if it may, and closes or arms the idle
    /// timer when there is nothing left to do.
    private func proceed(context: ChannelHandlerContext) {
        guard !closing else { return }
        while inFlight < options.maximumRequestsInFlight && context.channel.isWritable, let line = waiting.popFirst() {
            start(line, context: context)
        }
        if readHeldBack && mayRead(context) {
            readHeldBack = false
            context.read()
        }
        if inputClosed && inFlight == 0 && waiting.isEmpty {
            closeAfterWrites(context: context)
        } else {
            updateIdleTimer(context: context)
        }
    }

    /// Answers one request in a task; the reply comes back to the event loop.
    private func start(_ line: ByteBuffer, context: ChannelHandlerContext) {
        inFlight += 1
        let bytes = Array(line.readableBytesView)
        let handler = self.handler
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        Task {
            let reply = await ControlServer.answer(bytes, handler: handler)
            loopBound.eventLoop.execute {
                let (connection, context) = loopBound.value
                connection.finished(reply, context: context)
            }
        }
    }

    private func finished(_ reply: Data, context: ChannelHandlerContext) {
        inFlight -= 1
        guard !closing else { return }
        write(reply, context: context)
        proceed(context: context)
    }

    private func write(_ reply: Data, context: ChannelHandlerContext) {
        var buffer = context.channel.allocator.buffer(capacity: reply.count + 1)
        buffer.writeBytes(reply)
        buffer.writeInteger(UInt8(ascii: "\n"))
        lastWrite = context.writeAndFlush(wrapOutboundOut(buffer))
    }

    /// Arms the idle timer when nothing is in flight or waiting (and it is not armed yet).
    private func updateIdleTimer(context: ChannelHandlerContext) {
        guard !closing, inFlight == 0, waiting.isEmpty, idleTimer == nil, context.channel.isActive else { return }
        idleTimer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(options.idleTimeout)) {
            self.idleTimer = nil
            guard !self.closing else { return }
            self.closing = true
            context.close(promise: nil)
        }
    }

    private func closeSlowReader(context: ChannelHandlerContext) {
        slowReaderTimer = nil
        guard !closing else { return }
        closing = true
        let queued = (try? context.channel.syncOptions?.getOption(.bufferedWritableBytes)) ?? 0
        let seconds = Double(options.writeTimeout.components.seconds)
            + Double(options.writeTimeout.components.attoseconds) / 1e18
        log("closed a control connection whose client left \(queued) bytes of replies unread for "
            + "\(String(format: "%g", seconds)) s (\(inFlight) requests still in flight, \(waiting.count) waiting)")
        context.close(promise: nil)
    }

    /// Closes once everything written so far has gone out, or after `writeTimeout` if it does not.
    private func closeAfterWrites(context: ChannelHandlerContext) {
        guard !closing else { return }
        closing = true
        idleTimer?.cancel()
        idleTimer = nil
        guard let lastWrite else {
            context.close(promise: nil)
            return
        }
        closeTimer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(options.writeTimeout)) {
            context.close(promise: nil)
        }
        lastWrite.assumeIsolated().whenComplete { _ in
            self.closeTimer?.cancel()
            self.closeTimer = nil
            context.close(promise: nil)
        }
    }

    private func stopEverything() {
        closing = true
        idleTimer?.cancel()
        idleTimer = nil
        slowReaderTimer?.cancel()
        slowReaderTimer = nil
        closeTimer?.cancel()
        closeTimer = nil
        waiting.removeAll()
    }
}
