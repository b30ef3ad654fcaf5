import Foundation

#if canImport(Glibc)
import Glibc
// Close-on-exec: widget extensions the host starts must not inherit its sockets.
private let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
#endif

/// A connected Unix-domain stream socket that reads and writes lines. Not in WidgetKit: the host's
/// control socket and its clients use it.
package final class UnixSocket: @unchecked Sendable {
    // @unchecked: the descriptor is only read after init; `buffer` belongs to the one reader.
    package let descriptor: Int32
    private var buffer: [UInt8] = []

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Connects to the socket at `path`; `timeout` bounds each later read and write.
    package static func connect(to path: String, timeout: TimeInterval) throws(UnixSocketError) -> UnixSocket {
        let descriptor = socket(AF_UNIX, streamType, 0)
        guard descriptor >= 0 else { throw .system("socket", errno) }
        let socket = UnixSocket(descriptor: descriptor)
        var address = try socketAddress(path)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            throw code == ENOENT || code == ECONNREFUSED ? .nobodyListening(path) : .system("connect to \(path)", code)
        }
        socket.setTimeout(timeout)
        return socket
    }

    /// Makes a listening socket at `path` that only this user can connect to.
    package static func listen(at path: String, backlog: Int32 = 128) throws(UnixSocketError) -> UnixSocket {
        let descriptor = socket(AF_UNIX, streamType, 0)
        guard descriptor >= 0 else { throw .system("socket", errno) }
        let socket = UnixSocket(descriptor: descriptor)
        var address = try socketAddress(path)
        // Owner-only from the moment it exists: no window in which others could connect.
        let previous = umask(0o177)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        umask(previous)
        guard result == 0 else { throw .system("bind \(path)", errno) }
        chmod(path, 0o600)
        guard Glibc.listen(descriptor, backlog) == 0 else { throw .system("listen on \(path)", errno) }
        return socket
    }

    /// Waits for the next connection; nil once the socket is shut down.
    package func accept() -> UnixSocket? {
        while true {
            let client = Glibc.accept(descriptor, nil, nil)
            if client >= 0 {
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                return UnixSocket(descriptor: client)
            }
            if errno == EINTR || errno == ECONNABORTED { continue }
            return nil
        }
    }

    /// The user ID of the process at the other end.
    package var peerUserID: uid_t? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; } (Glibc hides it behind _GNU_SOURCE).
        var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout<(Int32, UInt32, UInt32)>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
        return credentials.uid
    }

    /// Stops `accept` and reads in other threads.
    package func shutDown() {
        Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    package func setTimeout(_ seconds: TimeInterval) {
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Writes all of `line` and a newline.
    package func write(line: some Sequence<UInt8>) throws(UnixSocketError) {
        var bytes = Array(line)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw errno == EAGAIN ? .timedOut : .system("write", errno)
            }
            offset += written
        }
    }

    /// Reads the next line (without its newline); nil at the end of the stream. Lines longer than
    /// `limit` bytes are an error.
    package func readLine(limit: Int = 64 * 1024 * 1024) throws(UnixSocketError) -> [UInt8]? {
        var searched = 0
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            searched = buffer.count
            guard buffer.count <= limit else { throw .lineTooLong(limit) }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw errno == EAGAIN ? .timedOut : .system("read", errno)
            }
            if count == 0 {
                return nil
            }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    private static func socketAddress(_ path: String) throws(UnixSocketError) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw .pathTooLong(path, capacity - 1) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }
}

/// Why a socket operation failed.
package enum UnixSocketError: Error, CustomStringConvertible {
    case nobodyListening(String)
    case pathTooLong(String, Int)
    case timedOut
    case lineTooLong(Int)
    case system(String, Int32)

    package var description: String {
        switch self {
        case .nobodyListening(let path): "nothing listens on \(path)"
        case .pathTooLong(let path, let limit):
            "the socket path \(path) is longer than the \(limit) bytes a Unix socket address can hold; "
                + "use a shorter data directory"
        case .timedOut: "no answer in time"
        case .lineTooLong(let limit): "a message was longer than \(limit) bytes"
        case .system(let what, let code): "\(what) failed: \(String(cString: strerror(code)))"
        }
    }
}
