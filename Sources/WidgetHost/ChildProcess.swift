#if canImport(Glibc)
package import Glibc
#endif
import Synchronization

/// A child process started with `posix_spawn` and reaped by a thread of its own: how the host runs
/// widget extensions and tap handlers.
///
/// Starting takes no descriptor but the pipes asked for (made close-on-exec, so no other start can
/// inherit them), and the child gets nothing but its standard input, output and error: every other
/// descriptor is closed in it, signal dispositions and the signal mask are reset, and it leads a
/// process group of its own (as Foundation's `Process` does, so a Ctrl-C in the terminal reaches the
/// host alone, which then stops its children). Reaping takes no descriptor at all: a host that has
/// run out of them fails the next start with a `ChildProcessError` that says so, and still reaps the
/// children it has. (Foundation's `Process.waitUntilExit()` makes a run loop, which needs
/// descriptors: it traps when there are none.)
///
/// ```swift
/// let child = try ChildProcess(executable: "/bin/echo", arguments: ["hello"], environment: [:])
/// let output = try await child.standardOutput!.readToEnd(keepingAtMost: 100)  // "hello\n"
/// let termination = await child.exited()                                     // .exited(0)
/// ```
package final class ChildProcess: Sendable {
    /// How a child process ended.
    package enum Termination: Sendable, Hashable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
        /// Something else in this process reaped it first, so how it ended is not known.
        case unknown

        /// Decodes a `waitpid` status (the `WIFEXITED`, `WEXITSTATUS` and `WTERMSIG` macros, which
        /// Swift does not import).
        init(waitStatus status: Int32) {
            self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        }

        /// `status 3`, `signal 9`.
        package var description: String {
            switch self {
            case .exited(let status): "status \(status)"
            case .signalled(let signal): "signal \(signal)"
            case .unknown: "an unknown status"
            }
        }

        /// Whether it exited with status 0.
        package var isSuccess: Bool { self == .exited(0) }
    }

    /// What one of the child's standard streams is connected to.
    package enum Stream: Sendable {
        /// A new pipe; the parent's end is `standardInput`, `standardOutput` or `standardError`.
        case pipe
        /// `/dev/null` (opened in the child: it costs the parent no descriptor).
        case nullDevice
        /// For standard error only: the same as standard output.
        case sameAsOutput
    }

    private struct State {
        var termination: ChildProcess.Termination?
        var exitHandlers: [@Sendable (ChildProcess.Termination) -> Void] = []
    }

    package let processIdentifier: pid_t
    /// The parent's end of the child's standard input, when it is a pipe.
    package let standardInput: PipeEnd?
    /// The parent's end of the child's standard output, when it is a pipe.
    package let standardOutput: PipeEnd?
    /// The parent's end of the child's standard error, when it is a pipe of its own.
    package let standardError: PipeEnd?
    private let state = Mutex(State())

    /// Starts `executable` (a path; no search) with `arguments` and exactly `environment`.
    ///
    /// Throws when a pipe cannot be made (no descriptors left: `EMFILE`, `ENFILE`), the executable
    /// cannot be run, or no thread can be started to reap it; then nothing is left behind.
    package init(
        executable: String, arguments: [String] = [], environment: [String: String],
        standardInput: Stream = .pipe, standardOutput: Stream = .pipe, standardError: Stream = .pipe
    ) throws(ChildProcessError) {
        // The descriptors made here, closed on every way out; the parent's ends are kept at the end.
        var made: [Int32] = []
        var parentEnds: Set<Int32> = []
        defer { made.filter { !parentEnds.contains($0) }.forEach { _ = Glibc.close($0) } }

        /// A pipe, close-on-exec from the start; the child's end above 2, so that moving it onto
        /// 0, 1 or 2 can neither be a no-op (which would leave it close-on-exec) nor clobber another.
        func pipe(childReads: Bool) throws(ChildProcessError) -> (parent: Int32, child: Int32) {
            var ends: [Int32] = [-1, -1]
            guard GNU.pipe2(&ends, O_CLOEXEC) == 0 else { throw ChildProcessError(errno: errno) }
            made += ends
            var (parent, child) = childReads ? (ends[1], ends[0]) : (ends[0], ends[1])
            if child < 3 {
                let moved = fcntl(child, F_DUPFD_CLOEXEC, 3)
                guard moved >= 0 else { throw ChildProcessError(errno: errno) }
                made.append(moved)
                child = moved
            }
            if parent < 3 {
                // Not needed for the child, but 0, 1 and 2 are for this process's own streams.
                let moved = fcntl(parent, F_DUPFD_CLOEXEC, 3)
                guard moved >= 0 else { throw ChildProcessError(errno: errno) }
                made.append(moved)
                parent = moved
            }
            return (parent, child)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipes: [Int32?] = [nil, nil, nil]
        for (target, stream) in [standardInput, standardOutput, standardError].enumerated() {
            switch stream {
            case .pipe:
                let ends = try pipe(childReads: target == 0)
                pipes[target] = ends.parent
                posix_spawn_file_actions_adddup2(&actions, ends.child, Int32(target))
            case .nullDevice:
                posix_spawn_file_actions_addopen(
                    &actions, Int32(target), "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .sameAsOutput:
                precondition(target == 2, "only standard error can be the same as standard output")
                posix_spawn_file_actions_adddup2(&actions, 1, 2)
            }
        }
        // Nothing else: not even a descriptor that someone forgot to mark close-on-exec.
        _ = GNU.addCloseFrom?(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The host ignores SIGPIPE, and its signal handling may ignore others: a child starts with
        // every signal at its default, none blocked.
        var defaults = sigset_t(), mask = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw ChildProcessError(errno: result) }

        parentEnds = Set(pipes.compactMap { $0 })
        processIdentifier = pid
        self.standardInput = pipes[0].map(PipeEnd.init)
        self.standardOutput = pipes[1].map(PipeEnd.init)
        self.standardError = pipes[2].map(PipeEnd.init)
        do {
            try startThread(named: "reaper \(pid)") { [self] in reap() }
        } catch {
            // Nothing would ever reap it: stop it and reap it here (a killed process ends at once).
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            throw error
        }
    }

    /// Waits for the child to end, then reaps it and calls the exit handlers. Runs on a thread of its own.
    private func reap() {
        var info = siginfo_t()
        // WNOWAIT: the child stays a zombie, so its pid cannot be reused until it is reaped below,
        // with the lock held: `signal` never reaches another process that got the same pid.
        while waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        let (termination, handlers) = state.withLock { state in
            var status: Int32 = 0
            var reaped: pid_t
            repeat { reaped = waitpid(processIdentifier, &status, 0) } while reaped < 0 && errno == EINTR
            let termination = reaped == processIdentifier ? Termination(waitStatus: status) : .unknown
            state.termination = termination
            defer { state.exitHandlers = [] }
            return (termination, state.exitHandlers)
        }
        handlers.forEach { $0(termination) }
    }

    /// How the child ended; nil while it runs.
    package var termination: Termination? { state.withLock { $0.termination } }

    /// Whether the child has not been reaped yet.
    package var isRunning: Bool { termination == nil }

    /// Sends `signal` to the child (with `group`, to its process group: the child and whatever it
    /// started and did not move elsewhere), unless it has been reaped: its pid may belong to another
    /// process by then. Returns whether the signal was sent.
    @discardableResult
    package func signal(_ signal: Int32, group: Bool = false) -> Bool {
        state.withLock { state in
            guard state.termination == nil else { return false }
            return kill(group ? -processIdentifier : processIdentifier, signal) == 0
        }
    }

    /// Calls `handler` once the child has ended and been reaped: on the reaper's thread, or at once
    /// (on this one) if that has happened already.
    package func onExit(_ handler: @escaping @Sendable (Termination) -> Void) {
        let ended = state.withLock { state -> Termination? in
            if state.termination == nil { state.exitHandlers.append(handler) }
            return state.termination
        }
        if let ended { handler(ended) }
    }

    /// Waits until the child has ended and been reaped.
    package func exited() async -> Termination {
        await withCheckedContinuation { continuation in
            onExit { continuation.resume(returning: $0) }
        }
    }
}

/// The parent's end of a pipe to a child process, closed exactly once: by `close()` or when released.
///
/// Reads, writes and the close hold its lock, so a close from another thread can never land between
/// a read or write and the descriptor it uses, which by then could number a file opened meanwhile.
/// A read or write blocks: call them on a thread of their own (`startThread`), never in a task.
package final class PipeEnd: Sendable {
    /// -1 once closed.
    private let descriptor: Mutex<Int32>

    init(_ descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }

    deinit { close() }

    /// Closes it; a no-op the second time.
    package func close() {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            _ = Glibc.close(descriptor)
            descriptor = -1
        }
    }

    /// Writes all of `bytes`; false if the pipe is closed at either end.
    @discardableResult
    package func write(_ bytes: some Collection<UInt8>) -> Bool {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return false }
            return bytes.withContiguousStorageIfAvailable { buffer in
                Self.write(buffer, to: descriptor)
            } ?? Array(bytes).withUnsafeBufferPointer { Self.write($0, to: descriptor) }
        }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Reads what is there (waiting for something) into `buffer`; 0 at the end of the stream, when
    /// closed, or on an error.
    package func read(into buffer: inout [UInt8]) -> Int {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return 0 }
            return buffer.withUnsafeMutableBytes { bytes in
                while true {
                    let count = Glibc.read(descriptor, bytes.baseAddress, bytes.count)
                    if count < 0 && errno == EINTR { continue }
                    return max(count, 0)
                }
            }
        }
    }

    /// Reads to the end of the stream on a thread of its own, keeping the first `limit` bytes (the
    /// rest is read and dropped, so the writer never blocks on a full pipe).
    package func readToEnd(keepingAtMost limit: Int) async throws -> [UInt8] {
        try await withCheckedThrowingContinuation { continuation in
            do {
                try startThread(named: "pipe reader") {
                    var kept: [UInt8] = []
                    var chunk = [UInt8](repeating: 0, count: 65_536)
                    while true {
                        let count = self.read(into: &chunk)
                        if count == 0 { break }
                        kept += chunk.prefix(min(count, max(limit - kept.count, 0)))
                    }
                    continuation.resume(returning: kept)
                }
            } catch {
                continuation.resume(throwing: error)
            }
        }
    }
}

/// Why a child process could not be started, in words: `too many open files (the host has 1024
/// descriptors open, limit 1024)`.
package struct ChildProcessError: Error, CustomStringConvertible {
    /// The `errno` value.
    package var code: Int32
    package var description: String

    package init(errno code: Int32) {
        self.code = code
        switch code {
        case EMFILE, ENFILE:
            let usage = descriptorUsage(exhausted: code == EMFILE)
            description = (code == EMFILE ? "too many open files" : "too many open files in the system")
                + " (the host has \(usage.open) descriptors open, limit \(usage.limit))"
        case EAGAIN:
            description = "the system would not start another process or thread (resource temporarily unavailable)"
        default:
            let text = String(cString: strerror(code))
            description = text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}

/// Starts `body` on a detached thread of its own, outside Swift's concurrency pool: for work that
/// blocks (reading a pipe, waiting for a child) or must not wait for a busy pool (a watchdog).
package func startThread(named name: String, _ body: @escaping @Sendable () -> Void) throws(ChildProcessError) {
    final class Start: Sendable {
        let name: String
        let body: @Sendable () -> Void
        init(name: String, body: @escaping @Sendable () -> Void) { (self.name, self.body) = (name, body) }
    }
    let start = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(&thread, nil, { context in
        let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
        // Linux keeps 15 bytes of a thread's name.
        _ = GNU.setThreadName?(pthread_self(), String(start.name.utf8.prefix(15)) ?? "")
        start.body()
        return nil
    }, start)
    guard result == 0 else {
        Unmanaged<Start>.fromOpaque(start).release()
        throw ChildProcessError(errno: result)
    }
    pthread_detach(thread)
}

/// How many descriptors this process has open, and its limit (`RLIMIT_NOFILE`).
///
/// Counted from `/proc/self/fd` when a descriptor is free to list it with. Else, when the process is
/// known to be `exhausted` (`EMFILE`: every number below the limit is taken), that is the count;
/// otherwise each number below the limit is asked whether it is open.
package func descriptorUsage(exhausted: Bool = false) -> (open: Int, limit: Int) {
    var limits = rlimit()
    let limit = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits) == 0 && limits.rlim_cur != rlim_t.max
        ? Int(limits.rlim_cur) : 1 << 20
    if let directory = opendir("/proc/self/fd") {
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let isDot = withUnsafeBytes(of: entry.pointee.d_name) { $0.first == UInt8(ascii: ".") }
            if !isDot { count += 1 }
        }
        return (count - 1, limit)  // less the directory's own
    }
    if exhausted { return (limit, limit) }
    let open = (0..<Int32(min(limit, 1 << 20))).count { fcntl($0, F_GETFD) != -1 }
    return (open, limit)
}

/// glibc functions that Swift's Glibc module leaves out (C declares them only with `_GNU_SOURCE`),
/// looked up once.
private enum GNU {
    /// `pipe2(fds, flags)`; `pipe` then `fcntl` where it is missing, which leaves a short window in
    /// which a start on another thread could inherit the pipe.
    static func pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32 {
        if let pipe2 = pipe2Function { return pipe2(descriptors, flags) }
        guard pipe(descriptors) == 0 else { return -1 }
        for index in 0..<2 { _ = fcntl(descriptors[index], F_SETFD, FD_CLOEXEC) }
        return 0
    }

    private static let pipe2Function = symbol(
        "pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later): the child closes every
    /// descriptor from the given one up.
    static let addCloseFrom = symbol(
        "posix_spawn_file_actions_addclosefrom_np",
        as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)

    /// `pthread_setname_np`.
    static let setThreadName = symbol(
        "pthread_setname_np", as: (@convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32).self)

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let address = dlsym(nil, name) else { return nil }
        return unsafeBitCast(address, to: type)
    }
}
