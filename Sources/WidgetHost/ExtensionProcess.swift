package import Foundation
package import OpenWidgetKit
import Synchronization

/// A widget extension running as its own process, spoken to through the host protocol
/// (docs/HostProtocol.md): started on the first request, many requests in flight at once, a deadline
/// for each, restarted after a crash with exponential backoff.
///
/// A request that times out, a crash, an oversized or garbled reply fails that request only, with a
/// reason a person can read. So does a start that fails, even for want of descriptors: the process is
/// a `ChildProcess`, which needs none to be reaped.
package final class ExtensionProcess: Sendable {
    package struct Options: Sendable {
        /// How long one request may take.
        package var requestTimeout: Duration = .seconds(30)
        /// The longest reply line accepted, in bytes.
        package var maximumReplyBytes = 32 * 1024 * 1024
        /// The first wait before restarting after a crash; doubles each time, up to `maximumBackoff`.
        package var restartBackoff: Duration = .milliseconds(500)
        package var maximumBackoff: Duration = .seconds(60)
        /// How long the process may sit with no request in flight before it is asked to exit (its
        /// standard input is closed); nil: it keeps running. It starts again on the next request.
        package var idleTimeout: Duration? = nil
        /// The resident memory the process may use; above it the process is killed and its requests
        /// fail with the reason. nil: no limit.
        package var memoryLimitBytes: Int? = nil
        /// How often the idle time and the memory are checked.
        package var watchInterval: Duration = .milliseconds(250)
        /// Variables added to the extension's environment.
        package var environment: [String: String] = [:]

        package init() {}
    }

    private struct State {
        var child: ChildProcess?
        var input: PipeEnd?
        var pending: [Int: Pending] = [:]
        var nextID = 1
        var crashes = 0
        /// How the previous process ended (`crash` or `exit`), once one has, and why.
        var previousEnding: String?
        var lastEnd: String?
        var restartNotBefore: Date?
        var lastActivity: Date
        /// Why the watchdog stopped the process, reported instead of its exit status.
        var stopReason: (reason: String, crashed: Bool)?
        /// How many times the process was started.
        var starts = 0
        /// The last line it wrote that was not a reply.
        var lastGarbage: String?
    }

    /// A request waiting for its reply, and the task that fails it at its deadline.
    private struct Pending {
        var continuation: CheckedContinuation<HostProtocol.Response, any Error>
        var deadline: Task<Void, Never>?
    }

    package let executable: URL
    package let arguments: [String]
    package let options: Options
    private let log: @Sendable (String) -> Void
    /// What deadlines, the restart backoff and the idle time are measured on.
    private let clock: any HostClock
    private let state: Mutex<State>

    package init(
        executable: URL, arguments: [String] = [], options: Options = Options(), clock: any HostClock = WallClock(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.executable = executable
        self.arguments = arguments
        self.options = options
        self.clock = clock
        self.log = log
        state = Mutex(State(lastActivity: clock.now))
        // Writing to an extension that has just died must fail the request, not kill the host.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        state.withLock { _ = $0.child?.signal(SIGTERM) }
    }

    /// Sends a request and waits for its reply (or the deadline, or the process's end).
    package func send(_ method: HostProtocol.Method, widget: WidgetRequest? = nil, kind: String? = nil,
                      parameter: String? = nil, configuration: ConfigurationValues? = nil, intent: String? = nil,
                      preview: String? = nil)
        async throws -> HostProtocol.Response
    {
        let (id, input, child) = try startIfNeeded()
        let request = HostProtocol.Request(
            id: id, method: method, widget: widget, kind: kind, parameter: parameter, configuration: configuration,
            intent: intent, preview: preview)
        var line = try JSONEncoder().encode(request)
        line.append(0x0A)
        let timeout = options.requestTimeout
        let response: HostProtocol.Response = try await withCheckedThrowingContinuation { continuation in
            // The process may have ended already (it exits at once): then nothing would fail the
            // request but its deadline, so it fails now with the reason the process ended.
            let endedBefore = state.withLock { state -> String? in
                guard state.child === child else { return state.lastEnd ?? "the extension exited" }
                state.pending[id] = Pending(continuation: continuation)
                state.lastActivity = clock.now
                return nil
            }
            if let endedBefore {
                continuation.resume(throwing: ExtensionError.crashed(endedBefore))
                return
            }
            // A write that fails means the process is ending: its end fails the request with the
            // exit status, or else the deadline does.
            input.write(line)
            let deadline = Task { [weak self] in
                guard let clock = self?.clock,
                      (try? await clock.sleep(until: clock.now.addingTimeInterval(timeout.inSeconds))) != nil,
                      let self
                else { return }
                let garbage = self.state.withLock { $0.lastGarbage }
                self.fail(id, ExtensionError.timedOut(timeout, garbage: garbage))
            }
            // Cancelled with the reply: a sleeping deadline per request answered would otherwise stay
            // in memory for the whole timeout (60,000 of them after placing 20,000 widgets quickly).
            let answered = state.withLock { state in
                guard state.pending[id] != nil else { return true }
                state.pending[id]?.deadline = deadline
                return false
            }
            if answered { deadline.cancel() }
        }
        if let error = response.error { throw ExtensionError.failed(error) }
        return response
    }

    /// Stops the process; requests in flight fail.
    package func stop() {
        let child = state.withLock { state -> ChildProcess? in
            defer { state.child = nil; state.input = nil }
            return state.child
        }
        child?.signal(SIGTERM)
    }

    /// Whether a crash has delayed the next start.
    package var isBackingOff: Bool {
        state.withLock { state in state.restartNotBefore.map { clock.now < $0 } ?? false }
    }

    /// The process ID, while running.
    package var processIdentifier: Int32? {
        state.withLock { state in state.child.flatMap { $0.isRunning ? $0.processIdentifier : nil } }
    }

    /// How many times the process was started (the first start included).
    package var starts: Int { state.withLock { $0.starts } }

    private func fail(_ id: Int, _ error: any Error) {
        let pending = state.withLock { state in
            state.lastActivity = clock.now
            return state.pending.removeValue(forKey: id)
        }
        pending?.deadline?.cancel()
        pending?.continuation.resume(throwing: error)
    }

    private func startIfNeeded() throws -> (Int, PipeEnd, ChildProcess) {
        try state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            if let child = state.child, child.isRunning, let input = state.input { return (id, input, child) }
            if let notBefore = state.restartNotBefore, clock.now < notBefore {
                throw ExtensionError.backingOff(until: .seconds(notBefore.timeIntervalSince(clock.now)), after: state.lastEnd)
            }
            var started: ChildProcess?
            do {
                let child = try ChildProcess(
                    executable: executable.path, arguments: arguments,
                    environment: ProcessInfo.processInfo.environment.merging(options.environment) { $1 })
                started = child
                // Threads of their own, not tasks: reads block, and a busy task pool must not delay a kill.
                try startReading(child.standardOutput!, of: child)
                try startReadingLog(child.standardError!)
                if options.idleTimeout != nil || options.memoryLimitBytes != nil {
                    try startWatching(child)
                }
            } catch {
                // A thread that would not start: whatever did start ends with the process.
                started?.signal(SIGKILL)
                throw ExtensionError.cannotStart(executable.path, "\(error)")
            }
            let child = started!
            if let ending = state.previousEnding {
                HostMetrics().extensionRestarted(executable.lastPathComponent, after: ending)
            }
            state.child = child
            state.input = child.standardInput
            state.lastActivity = clock.now
            state.stopReason = nil
            state.lastGarbage = nil
            state.starts += 1
            return (id, child.standardInput!, child)
        }
    }

    /// Reads reply lines on a thread of its own until the process closes its output; then, once the
    /// process has been reaped, reports its end.
    private func startReading(_ output: PipeEnd, of child: ChildProcess) throws {
        let maximum = options.maximumReplyBytes
        try startThread(named: "extension replies") { [weak self] in
            var buffer = Data()
            var chunk = [UInt8](repeating: 0, count: 65_536)
            var reason: String?
            while true {
                let count = output.read(into: &chunk)
                if count == 0 { break }
                let new = chunk[..<count]
                // Only the new chunk can hold the end of the current line: never rescan the buffer.
                buffer.append(contentsOf: new)
                if new.contains(0x0A) {
                    while let newline = buffer.firstIndex(of: 0x0A) {
                        let line = buffer[buffer.startIndex..<newline]
                        buffer = Data(buffer[(newline + 1)...])
                        self?.deliver(line)
                    }
                }
                if buffer.count > maximum {
                    reason = "a reply was larger than \(maximum / 1_000_000) MB; the extension was stopped"
                    break
                }
            }
            if let reason {
                // Stop it hard and stop reading: whatever it is still writing gets a broken pipe.
                child.signal(SIGKILL)
                output.close()
                self?.ended(child, reason: reason, crashed: true)
                return
            }
            child.onExit { [weak self] termination in
                self?.ended(child, reason: "the extension exited (\(termination))", crashed: !termination.isSuccess)
            }
        }
    }

    private func startReadingLog(_ errors: PipeEnd) throws {
        let log = self.log
        let name = executable.lastPathComponent
        try startThread(named: "extension log") {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = errors.read(into: &chunk)
                if count == 0 { break }
                for line in String(decoding: chunk[..<count], as: UTF8.self).split(separator: "\n") {
                    log("[\(name)] \(line)")
                }
            }
        }
    }

    private func deliver(_ line: Data) {
        guard let response = try? JSONDecoder().decode(HostProtocol.Response.self, from: line) else {
            state.withLock { $0.lastGarbage = String(decoding: line.prefix(80), as: UTF8.self) }
            log("[\(executable.lastPathComponent)] ignored a line that is not a reply: \(String(decoding: line.prefix(120), as: UTF8.self))")
            return
        }
        let pending = state.withLock { state in
            state.lastActivity = clock.now
            return state.pending.removeValue(forKey: response.id)
        }
        pending?.deadline?.cancel()
        pending?.continuation.resume(returning: response)
    }

    /// Every `watchInterval` while the process runs: asks it to exit when idle, kills it when it uses
    /// more memory than allowed.
    private func startWatching(_ child: ChildProcess) throws {
        let options = self.options
        let clock = self.clock
        let pid = child.processIdentifier
        try startThread(named: "extension watchdog") { [weak self] in
            while true {
                sleep(for: options.watchInterval)
                guard let self else { return }
                let action = self.state.withLock { state -> WatchAction in
                    guard state.child === child, child.isRunning else { return .done }
                    if let limit = options.memoryLimitBytes, let resident = residentBytes(of: pid), resident > limit {
                        state.stopReason = (
                            "the extension used \(resident / 1_048_576) MB of memory, over its limit of "
                                + "\(limit / 1_048_576) MB; it was stopped", true)
                        return .kill
                    }
                    if let idle = options.idleTimeout, state.pending.isEmpty,
                       clock.now.timeIntervalSince(state.lastActivity) >= idle.inSeconds
                    {
                        state.stopReason = (
                            "the extension was idle for \(formatDuration(idle)) and was asked to exit", false)
                        let input = state.input
                        state.input = nil
                        return .closeInput(input)
                    }
                    return .keepWatching
                }
                switch action {
                case .done: return
                case .keepWatching: continue
                case .kill:
                    child.signal(SIGKILL)
                    return
                case .closeInput(let input):
                    input?.close()
                    return
                }
            }
        }
    }

    private enum WatchAction {
        case done, keepWatching, kill, closeInput(PipeEnd?)
    }

    private func ended(_ child: ChildProcess, reason: String, crashed: Bool) {
        let (failed, reason) = state.withLock { state -> ([Pending], String) in
            guard state.child === child else { return ([], reason) }
            state.child = nil
            state.input = nil
            var (reason, crashed) = (reason, crashed)
            if let stop = state.stopReason {
                (reason, crashed) = (stop.reason, stop.crashed)
                state.stopReason = nil
            }
            state.lastEnd = reason
            if crashed {
                state.previousEnding = "crash"
                state.crashes += 1
                let factor = 1 << min(state.crashes - 1, 16)
                let backoff = min(options.restartBackoff * factor, options.maximumBackoff)
                state.restartNotBefore = clock.now.addingTimeInterval(backoff.inSeconds)
            } else {
                state.previousEnding = "exit"
                state.crashes = 0
                state.restartNotBefore = nil
            }
            defer { state.pending.removeAll() }
            return (Array(state.pending.values), reason)
        }
        if !failed.isEmpty {
            log("[\(executable.lastPathComponent)] \(reason); \(failed.count) request(s) failed")
        } else if reason.contains("memory") {
            log("[\(executable.lastPathComponent)] \(reason)")
        }
        for pending in failed {
            pending.deadline?.cancel()
            pending.continuation.resume(throwing: ExtensionError.crashed(reason))
        }
    }
}

/// Why a request to an extension failed.
package enum ExtensionError: Error, CustomStringConvertible {
    case cannotStart(String, String)
    case timedOut(Duration, garbage: String?)
    case crashed(String)
    case backingOff(until: Duration, after: String?)
    case failed(String)

    package var description: String {
        switch self {
        case .cannotStart(let path, let why): "could not start the extension \(path): \(why)"
        case .timedOut(let limit, nil): "the extension did not answer within \(formatDuration(limit))"
        case .timedOut(let limit, let garbage?):
            "the extension did not answer within \(formatDuration(limit)); it wrote lines that are not replies, "
                + "such as \"\(garbage)\""
        case .crashed(let why): why
        case .backingOff(let wait, let why):
            // Why it crashed is what a person needs; when it starts again comes second.
            "\(why ?? "the extension crashed recently"); the next start is in \(formatDuration(wait))"
        case .failed(let why): why
        }
    }
}

/// Widgets served by an extension process.
package final class ExtensionProcessSource: TimelineSource {
    package let process: ExtensionProcess
    package let description: HostProtocol.ExtensionDescription

    /// Starts the extension and asks what it offers.
    package convenience init(process: ExtensionProcess) async throws {
        self.init(process: process, description: try await Self.describe(process))
    }

    package init(process: ExtensionProcess, description: HostProtocol.ExtensionDescription) {
        self.process = process
        self.description = description
    }

    /// Asks an extension what it offers, and checks that it speaks this host's protocol.
    package static func describe(_ process: ExtensionProcess) async throws -> HostProtocol.ExtensionDescription {
        guard let description = try await process.send(.describe).description else {
            throw ExtensionError.failed("the extension's description was empty")
        }
        guard description.protocolVersion == HostProtocol.version else {
            throw ExtensionError.failed("the extension speaks protocol \(description.protocolVersion), "
                + "this host \(HostProtocol.version): rebuild it against this version of OpenWidgetKit")
        }
        return description
    }

    package var kinds: [String] { description.widgets.map(\.kind) }

    private func require<T>(_ value: T?, _ what: String) throws -> T {
        guard let value else { throw ExtensionError.failed("the extension's reply had no \(what)") }
        return value
    }

    package func placeholder(_ request: WidgetRequest) async throws -> ArchivedEntry {
        try require(try await process.send(.placeholder, widget: request).entry, "entry")
    }

    package func snapshot(_ request: WidgetRequest) async throws -> ArchivedEntry {
        try require(try await process.send(.snapshot, widget: request).entry, "entry")
    }

    package func timeline(_ request: WidgetRequest) async throws -> ArchivedTimeline {
        try require(try await process.send(.timeline, widget: request).timeline, "timeline")
    }

    /// The previews the extension declares (`#Preview`, `PreviewProvider`).
    package func previews() async throws -> [PreviewDescription] {
        try require(try await process.send(.previews).previews, "previews")
    }

    /// One preview resolved in the environment `request` gives (its kind and family are the preview's own).
    package func preview(_ id: String, in request: WidgetRequest) async throws -> RenderedPreview {
        try require(try await process.send(.preview, widget: request, preview: id).preview, "preview")
    }

    package func validate(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async throws {
        guard let widget = description.widgets.first(where: { $0.kind == kind }) else {
            throw WidgetRuntimeError.unknownKind(kind, known: kinds)
        }
        guard widget.supportedFamilies.contains(family) else {
            throw WidgetRuntimeError.unsupportedFamily(kind: kind, family: family, supported: widget.supportedFamilies)
        }
        _ = try await process.send(
            .validate, widget: WidgetRequest(kind: kind, family: family, configuration: configuration, date: Date(timeIntervalSince1970: 0)))
    }

    package func widgetInfo(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async -> WidgetInfo {
        // The intent object lives in the extension; the host knows the values.
        WidgetInfo(kind: kind, family: family, configurationValues: configuration)
    }
}

/// Sleeps the calling thread (a thread of its own, never a task).
private func sleep(for duration: Duration) {
    var remaining = timespec(
        tv_sec: Int(duration.components.seconds), tv_nsec: Int(duration.components.attoseconds / 1_000_000_000))
    while true {
        var request = remaining
        guard nanosleep(&request, &remaining) < 0 && errno == EINTR else { return }
    }
}

/// The resident memory of a process (VmRSS), from `/proc/PID/statm`; nil if it cannot be read. The
/// one reader of it: the host's memory limit for extensions and the benchmarks' figures.
package func residentBytes(of pid: Int32) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
