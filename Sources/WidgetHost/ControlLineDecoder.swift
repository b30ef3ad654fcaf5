import NIOCore

/// Splits the control socket's byte stream into lines (without their newline), each at most
/// `limit` bytes: a longer one is `ControlLineTooLong`, found as soon as `limit` bytes have come
/// without a newline, so a client cannot make the host buffer more.
///
/// An unfinished line when the client stops sending is dropped, as a request never completed.
struct ControlLineDecoder: ByteToMessageDecoder {
    typealias InboundOut = ByteBuffer

    let limit: Int
    /// How many readable bytes were already searched for a newline, so a long line arriving in
    /// small pieces is searched once.
    private var searched = 0

    init(limit: Int) {
        self.limit = limit
    }

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let bytes = buffer.readableBytesView
        guard let newline = bytes[(bytes.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) else {
            searched = bytes.count
            if bytes.count > limit { throw ControlLineTooLong(limit: limit) }
            return .needMoreData
        }
        let length = newline - bytes.startIndex
        guard length <= limit else { throw ControlLineTooLong(limit: limit) }
        searched = 0
        let line = buffer.readSlice(length: length)!
        buffer.moveReaderIndex(forwardBy: 1)
        context.fireChannelRead(wrapInboundOut(line))
        return .continue
    }

    mutating func decodeLast(
        context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool
    ) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        buffer.moveReaderIndex(to: buffer.writerIndex)
        searched = 0
        return .needMoreData
    }
}

/// A request line over the limit.
struct ControlLineTooLong: Error, CustomStringConvertible {
    var limit: Int

    var description: String {
        "the request was longer than \(limit) bytes, the limit for one line; the connection is closed"
    }
}
