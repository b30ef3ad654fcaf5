import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven over the Chrome DevTools Protocol, for tests that need a real browser.
///
/// The browser is Debian's `chromium`, started with `--remote-debugging-pipe`: it reads protocol
/// commands on its file descriptor 3 and writes replies and events on 4, each message JSON ended by a
/// NUL byte. A thread of its own reads the replies and keeps every event, so a test can ask what the
/// page logged, which dialogs it opened and which tabs it opened. Each instance has its own page (tab),
/// its own throwaway profile directory and a viewport of exactly `width` × `height` CSS pixels at
/// scale 1, so screenshots have that size.
///
/// Every call blocks until the browser answers (or its timeout), so sync tests use it directly.
/// Dialogs (`alert`, `confirm`, `prompt`) are dismissed as soon as they open: `confirm` returns
/// false and `prompt` null; `beforeunload` is accepted, so navigation goes on. `close()` (or the end
/// of the last reference) ends the browser and removes its profile; a browser whose test process dies
/// exits by itself when its pipe closes.
///
/// ```swift
/// let browser = try Chromium(width: 800, height: 600)
/// try browser.navigate(dashboardURL)
/// try browser.click("#w0 .owk-reload")
/// try browser.wait(for: "document.querySelector('#w0').dataset.state == 'fresh'")
/// #expect(browser.consoleMessages().isEmpty && browser.dialogs.isEmpty)
/// try browser.screenshot(to: directory.appendingPathComponent("home.png"), fullPage: true)
/// ```
final class Chromium {
    /// A protocol event: its method (`Page.loadEventFired`), parameters, and the session it came from
    /// (nil for the browser's own events, such as `Target.targetCreated`).
    struct Event {
        var method: String
        var parameters: [String: Any]
        var sessionID: String?
    }

    /// The browser's process ID, until `close()`.
    let processIdentifier: pid_t
    /// The viewport size in CSS pixels.
    let width: Int, height: Int
    /// The browser's profile (`--user-data-dir`), removed by `close()`.
    let profileDirectory: URL

    private let directory: URL
    private let connection: Connection
    /// The page this instance drives, and the protocol session attached to it.
    private var targetID = "", sessionID = ""
    /// How many events came before the driver's own tabs were known: their targets are not "opened".
    private var baselineEvents = 0
    private var isClosed = false

    /// Starts a headless Chromium with a blank page of `width` × `height` CSS pixels.
    ///
    /// Takes about half a second on an idle machine. Throws if the browser is not installed, cannot
    /// start, or does not answer within `launchTimeout`; the error quotes the end of its log.
    init(width: Int = 1280, height: Int = 900, executable: String = "/usr/bin/chromium",
         launchTimeout: TimeInterval = 30) throws
    {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw ChromiumError("chromium is not installed; scripts/setup installs it (looked for \(executable))")
        }
        self.width = width
        self.height = height
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        profileDirectory = directory.appendingPathComponent("profile")
        try FileManager.default.createDirectory(at: profileDirectory, withIntermediateDirectories: true)
        let log = directory.appendingPathComponent("chromium.log")
        let launched: (pid: pid_t, commands: Int32, replies: Int32)
        do {
            launched = try Self.spawn(executable, arguments: [
                "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                "--user-data-dir=\(profileDirectory.path)", "--no-first-run", "--disable-extensions",
                "--disable-background-networking", "--hide-scrollbars", "--window-size=\(width),\(height)",
                "about:blank",
            ], log: log)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        processIdentifier = launched.pid
        connection = Connection(commands: launched.commands, replies: launched.replies, log: log)
        do {
            targetID = try string(
                connection.send("Target.createTarget", ["url": "about:blank"], timeout: launchTimeout), "targetId")
            sessionID = try string(
                connection.send("Target.attachToTarget", ["targetId": targetID, "flatten": true]), "sessionId")
            // Chromium reports the targets that already exist before it answers, so everything up to
            // here is the browser's own or ours.
            _ = try connection.send("Target.setDiscoverTargets", ["discover": true])
            baselineEvents = connection.eventCount
            _ = try command("Page.enable")
            _ = try command("Runtime.enable")
            // New headless draws a window frame: --window-size alone leaves a viewport 87 px shorter.
            _ = try command(
                "Emulation.setDeviceMetricsOverride",
                ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Ends the browser, waits for it, and removes its profile. Safe to call more than once.
    ///
    /// Asks the browser to close, which takes about 0.2 s; then kills whatever is left of its process
    /// group (everything, if it has not exited within 3 s) and reaps it. Its zygotes exit with it but
    /// stay zombies until init reaps them, a second or so later: they run nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        if connection.isOpen { _ = try? connection.send("Browser.close", timeout: 2) }
        let deadline = Date().addingTimeInterval(3)
        while Self.isRunning(processIdentifier) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        // Not reaped yet, so the group's ID cannot have been reused: this reaches only the browser's own.
        kill(-processIdentifier, SIGKILL)
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 && errno == EINTR {}
        let killed = Date().addingTimeInterval(1)
        while !Self.processes(inGroup: processIdentifier).isEmpty && Date() < killed {
            Thread.sleep(forTimeInterval: 0.02)
        }
        connection.shutDown()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The processes of a process group that are still running (zombies left out), from `/proc`.
    static func processes(inGroup group: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), let (state, processGroup) = status(of: pid), processGroup == group,
                state != "Z"
            else { return nil }
            return pid
        }
    }

    /// Whether a process exists and has not exited (an exited child stays a zombie until reaped).
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard let (state, _) = status(of: pid) else { return false }
        return state != "Z"
    }

    /// A process's state letter and process group, from `/proc/PID/stat`.
    private static func status(of pid: pid_t) -> (state: Character, group: pid_t)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        // After "pid (name) ": state, parent, group…
        let fields = stat[stat.index(nameEnd, offsetBy: 2)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let group = pid_t(fields[2]) else { return nil }
        return (state, group)
    }

    // MARK: Pages

    /// Opens `url` in the page and waits for its load event.
    ///
    /// Throws if the browser cannot open it (`net::ERR_FILE_NOT_FOUND`…) or it does not load within
    /// `timeout`. A change of fragment only fires no load event: use `evaluate` for that.
    func navigate(_ url: String, timeout: TimeInterval = 15) throws {
        let mark = connection.eventCount
        let result = try command("Page.navigate", ["url": url], timeout: timeout)
        if let failure = result["errorText"] as? String {
            throw ChromiumError("could not open \(url): \(failure)")
        }
        let session = sessionID
        _ = try connection.waitForEvent(
            "Page.loadEventFired", from: mark, timeout: timeout, what: "the load event of \(url)"
        ) { $0.sessionID == session }
    }

    /// Evaluates a JavaScript expression in the page and returns its value as JSON values
    /// (`String`, `Double`/`Int`, `Bool`, arrays, dictionaries); `undefined` and `null` are nil.
    ///
    /// A promise is awaited. An exception thrown by the script becomes a `ChromiumError` with its
    /// message. DOM nodes and functions do not survive the trip to JSON (a node comes back as `[:]`).
    ///
    /// ```swift
    /// let title = try browser.evaluate("document.title") as? String
    /// ```
    func evaluate(_ expression: String, timeout: TimeInterval = 10) throws -> Any? {
        let result = try command(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true],
            timeout: timeout)
        if let details = result["exceptionDetails"] as? [String: Any] {
            let exception = (details["exception"] as? [String: Any])?["description"] as? String
            throw ChromiumError("the script threw: \(exception ?? details["text"] as? String ?? "an exception")")
        }
        guard let value = result["result"] as? [String: Any] else { return nil }
        if let special = value["unserializableValue"] as? String {
            // NaN, ±Infinity and -0 are numbers; a BigInt ("12n") stays text.
            return Double(special) ?? (special == "-0" ? -0.0 : special)
        }
        guard let plain = value["value"], !(plain is NSNull) else { return nil }
        return plain
    }

    /// Evaluates `expression` every 50 ms until it is truthy (a promise is awaited).
    ///
    /// While it throws (say, the element is not there yet) it counts as false; a syntax error fails at
    /// once. On timeout the error names the expression and the value it had last.
    func wait(for expression: String, timeout: TimeInterval = 10) throws {
        let probe = """
            (async () => {
                let value
                try { value = await (
            \(expression)
                ) } catch (error) { return [false, 'it last threw ' + error] }
                let text
                try { text = JSON.stringify(value) } catch {}
                return [!!value, 'its last value was ' + (text === undefined ? String(value) : text)]
            })()
            """
        let deadline = Date().addingTimeInterval(timeout)
        var last = "it was never evaluated"
        while true {
            do {
                let answer = try evaluate(probe, timeout: max(0.5, deadline.timeIntervalSinceNow)) as? [Any]
                if answer?.first as? Bool == true { return }
                last = answer?.last as? String ?? last
            } catch let error as ChromiumError where connection.isOpen && !"\(error)".contains("SyntaxError") {
                // Between two documents there is no context to evaluate in: try again.
                last = "it last failed: \(error)"
            }
            if Date() >= deadline {
                throw ChromiumError(
                    "timed out after \(formatted(timeout)) s waiting for `\(expression)`; \(last)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Clicks the first element matching a CSS selector the way a person would: scrolls it into view,
    /// then presses and releases the left mouse button at its centre.
    ///
    /// The events are trusted (`event.isTrusted`) and count as a user gesture, so a `target=_blank`
    /// link opens a tab. Whatever is on top at that point gets the click. Throws if nothing matches
    /// or the element has no size (hidden).
    func click(_ selector: String) throws {
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [selector]), as: UTF8.self)
        let box = try evaluate("""
            (() => {
                const element = document.querySelector(\(quoted)[0])
                if (!element) return null
                element.scrollIntoView({ block: 'center', inline: 'center' })
                const box = element.getBoundingClientRect()
                return { x: box.left + box.width / 2, y: box.top + box.height / 2, width: box.width, height: box.height }
            })()
            """) as? [String: Any]
        guard let box else { throw ChromiumError("no element matches the selector \(selector)") }
        let number = { (key: String) in (box[key] as? NSNumber)?.doubleValue ?? 0 }
        guard number("width") > 0, number("height") > 0 else {
            throw ChromiumError("the element \(selector) has no size (is it hidden?), so it cannot be clicked")
        }
        let (x, y) = (number("x"), number("y"))
        _ = try command("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
        for type in ["mousePressed", "mouseReleased"] {
            _ = try command(
                "Input.dispatchMouseEvent",
                ["type": type, "x": x, "y": y, "button": "left", "buttons": type == "mousePressed" ? 1 : 0,
                 "clickCount": 1])
        }
    }

    /// Writes a PNG of the viewport (`width` × `height` pixels) to `url`; with `fullPage`, of the
    /// whole document, however tall.
    func screenshot(to url: URL, fullPage: Bool = false) throws {
        var parameters: [String: Any] = ["format": "png"]
        if fullPage {
            let metrics = try command("Page.getLayoutMetrics")
            let size = metrics["cssContentSize"] as? [String: Any] ?? [:]
            let number = { (key: String) in ((size[key] as? NSNumber)?.doubleValue ?? 0).rounded(.up) }
            parameters["captureBeyondViewport"] = true
            parameters["clip"] = ["x": 0, "y": 0, "width": number("width"), "height": number("height"), "scale": 1]
        }
        let result = try command("Page.captureScreenshot", parameters, timeout: 30)
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw ChromiumError("Page.captureScreenshot returned no image")
        }
        try data.write(to: url, options: .atomic)
    }

    // MARK: What the page did

    /// What the page wrote with `console.log`, `console.error`… since launch, oldest first: the
    /// arguments joined by spaces (objects as their short description, `Object` or `Array(2)`).
    func consoleMessages() -> [String] {
        pageEvents("Runtime.consoleAPICalled").map { event in
            (event.parameters["args"] as? [[String: Any]] ?? []).map(Self.text(of:)).joined(separator: " ")
        }
    }

    /// Exceptions the page's scripts threw and did not catch, since launch: their description
    /// (`Error: boom` and the stack) or the browser's text.
    func exceptions() -> [String] {
        pageEvents("Runtime.exceptionThrown").map { event in
            let details = event.parameters["exceptionDetails"] as? [String: Any] ?? [:]
            let exception = details["exception"] as? [String: Any]
            return exception?["description"] as? String ?? details["text"] as? String ?? "an exception"
        }
    }

    /// The messages of the dialogs (`alert`, `confirm`, `prompt`, `beforeunload`) the page opened
    /// since launch. Each was dismissed at once.
    var dialogs: [String] {
        pageEvents("Page.javascriptDialogOpening").map { $0.parameters["message"] as? String ?? "" }
    }

    /// The URLs of the tabs opened since launch (by `target=_blank`, `window.open`…), oldest first;
    /// not the driver's own. A tab's URL is its latest: it is empty until its navigation starts.
    func openedTargets() -> [String] {
        var order: [String] = [], urls: [String: String] = [:]
        for event in connection.events(from: baselineEvents) where event.sessionID == nil {
            guard let info = event.parameters["targetInfo"] as? [String: Any], info["type"] as? String == "page",
                let id = info["targetId"] as? String, id != targetID
            else { continue }
            if event.method == "Target.targetCreated" {
                order.append(id)
                urls[id] = info["url"] as? String ?? ""
            } else if event.method == "Target.targetInfoChanged", urls[id] != nil {
                urls[id] = info["url"] as? String ?? ""
            }
        }
        return order.map { urls[$0] ?? "" }
    }

    /// Every event with this method received since launch, oldest first (for events this type has no
    /// accessor for). The page's events have the page's `sessionID`.
    func events(_ method: String) -> [Event] {
        connection.events(from: 0).filter { $0.method == method }
    }

    /// Waits until an event with this method that matches has arrived since launch (or has already),
    /// and returns the first such event.
    func waitForEvent(_ method: String, timeout: TimeInterval = 10, matching: (Event) -> Bool = { _ in true }) throws
        -> Event
    {
        try connection.waitForEvent(method, from: 0, timeout: timeout, what: "the event \(method)", matching)
    }

    // MARK: Protocol

    /// Sends a protocol command to the page and returns its result, for what this type has no method
    /// for (say `Emulation.setEmulatedMedia`). Throws the browser's error message, or on timeout.
    func command(_ method: String, _ parameters: [String: Any] = [:], timeout: TimeInterval = 10) throws
        -> [String: Any]
    {
        try connection.send(method, parameters, session: sessionID, timeout: timeout)
    }

    private func pageEvents(_ method: String) -> [Event] {
        connection.events(from: 0).filter { $0.method == method && $0.sessionID == sessionID }
    }

    /// A console argument as the console shows it, briefly.
    private static func text(of argument: [String: Any]) -> String {
        switch argument["type"] as? String {
        case "string": argument["value"] as? String ?? ""
        case "undefined": "undefined"
        case "boolean": (argument["value"] as? Bool).map { $0 ? "true" : "false" } ?? "boolean"
        default:
            argument["description"] as? String ?? argument["unserializableValue"] as? String
                ?? (argument["subtype"] as? String == "null" ? "null" : argument["type"] as? String ?? "?")
        }
    }

    /// Starts the browser with its protocol pipe on descriptors 3 and 4, output to `log`, as the leader
    /// of a new process group; returns its pid and the driver's ends of the pipe.
    private static func spawn(_ executable: String, arguments: [String], log: URL) throws
        -> (pid: pid_t, commands: Int32, replies: Int32)
    {
        // Writing to a browser that has just died must fail the call, not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        // Close-on-exec from the start: a process that another test spawns meanwhile must not inherit
        // them, or the browser would never see its pipe close.
        var commands: [Int32] = [-1, -1], replies: [Int32] = [-1, -1]
        guard GNU.pipe2(&commands, O_CLOEXEC) == 0 else { throw ChromiumError("pipe2 failed: errno \(errno)") }
        guard GNU.pipe2(&replies, O_CLOEXEC) == 0 else {
            commands.forEach { Glibc.close($0) }
            throw ChromiumError("pipe2 failed: errno \(errno)")
        }
        // The browser's ends are copied above 10 first: dup2 of a descriptor that already is 3 or 4
        // would be a no-op that leaves it close-on-exec (or clobber the other).
        let browserReads = fcntl(commands[0], F_DUPFD_CLOEXEC, 10)
        let browserWrites = fcntl(replies[1], F_DUPFD_CLOEXEC, 10)
        [commands[0], replies[1]].forEach { Glibc.close($0) }
        defer { [browserReads, browserWrites].forEach { Glibc.close($0) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
        posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
        // Nothing else: not even a descriptor someone forgot to mark close-on-exec.
        _ = GNU.addCloseFrom?(&actions, 5)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            [commands[1], replies[0]].forEach { Glibc.close($0) }
            throw ChromiumError("could not start \(executable): \(String(cString: strerror(result)))")
        }
        return (pid, commands[1], replies[0])
    }
}

/// glibc functions that Swift's Glibc module leaves out (C declares them only with `_GNU_SOURCE`),
/// looked up when first used.
private enum GNU {
    /// `pipe2(fds, flags)`; `pipe` then `fcntl` where it is missing, which leaves a short window.
    static func pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32 {
        if let pipe2 = symbol("pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self) {
            return pipe2(descriptors, flags)
        }
        guard pipe(descriptors) == 0 else { return -1 }
        for index in 0..<2 { _ = fcntl(descriptors[index], F_SETFD, FD_CLOEXEC) }
        return 0
    }

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later): the child closes every
    /// descriptor from the given one up.
    static let addCloseFrom = symbol(
        "posix_spawn_file_actions_addclosefrom_np",
        as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let address = dlsym(nil, name) else { return nil }
        return unsafeBitCast(address, to: type)
    }
}

/// Why a call to the browser failed, in words.
struct ChromiumError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

private func string(_ result: [String: Any], _ key: String) throws -> String {
    guard let value = result[key] as? String else { throw ChromiumError("the browser's reply had no \(key)") }
    return value
}

private func formatted(_ seconds: TimeInterval) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
}

/// The protocol pipe: numbered commands out, replies and events in, read on a thread of its own.
///
/// `@unchecked Sendable`: the reader thread and the caller share it; every mutable property is read
/// and written only with `condition` locked, except `commands`, which is written only with
/// `writeLock` held, and the read end, which belongs to the reader thread alone (it closes it).
private final class Connection: @unchecked Sendable {
    private let condition = NSCondition()
    private let writeLock = NSLock()
    private var commands: Int32
    private let log: URL

    private var nextID = 1
    private var replies: [Int: [String: Any]] = [:]
    /// Commands nobody waits for any more (timed out, or sent from the reader): their replies are dropped.
    private var abandoned: Set<Int> = []
    private var events: [Chromium.Event] = []
    /// Set once the browser closed its end (or `shutDown()` stopped the reader).
    private var ended = false
    private var stopping = false

    init(commands: Int32, replies: Int32, log: URL) {
        self.commands = commands
        self.log = log
        let thread = Thread { [self] in read(replies) }
        thread.name = "chromium reader"
        thread.start()
    }

    var isOpen: Bool { condition.withLock { !ended } }
    var eventCount: Int { condition.withLock { events.count } }

    func events(from start: Int) -> [Chromium.Event] {
        condition.withLock { Array(events[min(start, events.count)...]) }
    }

    /// Sends a command and waits for its reply; returns its `result`.
    func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil,
              timeout: TimeInterval = 10) throws -> [String: Any]
    {
        let id = try post(method, parameters, session: session)
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let reply = replies.removeValue(forKey: id) {
                if let error = reply["error"] as? [String: Any] {
                    let message = error["message"] as? String ?? "error \(error["code"] ?? "?")"
                    let data = (error["data"] as? String).map { " (\($0))" } ?? ""
                    throw ChromiumError("\(method) failed: \(message)\(data)")
                }
                return reply["result"] as? [String: Any] ?? [:]
            }
            if ended {
                throw ChromiumError("chromium ended before answering \(method)\(logTail())")
            }
            if !condition.wait(until: deadline) {
                abandoned.insert(id)
                throw ChromiumError("chromium did not answer \(method) within \(formatted(timeout)) s\(logTail())")
            }
        }
    }

    /// Writes a command without waiting; returns its ID.
    @discardableResult
    func post(_ method: String, _ parameters: [String: Any], session: String?, abandon: Bool = false) throws -> Int {
        let id = condition.withLock {
            defer { nextID += 1 }
            if abandon { abandoned.insert(nextID) }
            return nextID
        }
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        let written = writeLock.withLock { () -> Bool in
            guard commands >= 0 else { return false }
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { Glibc.write(commands, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        guard written else { throw ChromiumError("chromium is not running, so \(method) could not be sent") }
        return id
    }

    /// Waits for an event with this method, received at index `start` or later, that matches.
    func waitForEvent(_ method: String, from start: Int, timeout: TimeInterval, what: String,
                      _ matching: (Chromium.Event) -> Bool) throws -> Chromium.Event
    {
        let deadline = Date().addingTimeInterval(timeout)
        var checked = start
        condition.lock()
        defer { condition.unlock() }
        while true {
            while checked < events.count {
                let event = events[checked]
                checked += 1
                if event.method == method && matching(event) { return event }
            }
            if ended { throw ChromiumError("chromium ended while waiting for \(what)\(logTail())") }
            if !condition.wait(until: deadline) {
                throw ChromiumError("timed out after \(formatted(timeout)) s waiting for \(what)")
            }
        }
    }

    /// Closes the command pipe and waits (up to 2 s) for the reader to stop.
    func shutDown() {
        writeLock.withLock {
            if commands >= 0 { Glibc.close(commands) }
            commands = -1
        }
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        let deadline = Date().addingTimeInterval(2)
        while !ended && condition.wait(until: deadline) {}
    }

    /// The reader thread: splits NUL-ended messages until the browser closes its end.
    private func read(_ descriptor: Int32) {
        var buffer: [UInt8] = []
        var scanned = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // A helper process that outlives the browser could hold the pipe open: poll, so that
            // `shutDown()` can stop the reader anyway.
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, 200)
            if ready < 0 && errno != EINTR { break }
            if ready <= 0 {
                if condition.withLock({ stopping }) { break }
                continue
            }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 { break }
            buffer.append(contentsOf: chunk[..<count])
            var start = 0
            // Only what came since the last scan can hold the next NUL (a screenshot is megabytes).
            while let end = buffer.withUnsafeBytes({ raw -> Int? in
                guard scanned < raw.count, let hit = memchr(raw.baseAddress! + scanned, 0, raw.count - scanned)
                else { return nil }
                return raw.baseAddress!.distance(to: UnsafeRawPointer(hit))
            }) {
                deliver(Data(buffer[start..<end]))
                start = end + 1
                scanned = start
            }
            buffer.removeFirst(start)
            scanned = buffer.count
        }
        Glibc.close(descriptor)
        condition.withLock {
            ended = true
            condition.broadcast()
        }
    }

    private func deliver(_ data: Data) {
        guard let message = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return }
        let session = message["sessionId"] as? String
        if let id = (message["id"] as? NSNumber)?.intValue {
            condition.withLock {
                if abandoned.remove(id) == nil { replies[id] = message }
                condition.broadcast()
            }
            return
        }
        guard let method = message["method"] as? String else { return }
        let parameters = message["params"] as? [String: Any] ?? [:]
        condition.withLock {
            events.append(Chromium.Event(method: method, parameters: parameters, sessionID: session))
            condition.broadcast()
        }
        if method == "Page.javascriptDialogOpening" {
            // A dialog stops the page's scripts (and an evaluate waiting on them) until it is
            // answered: answer at once, from here, without waiting for the reply.
            let leave = parameters["type"] as? String == "beforeunload"
            _ = try? post("Page.handleJavaScriptDialog", ["accept": leave], session: session, abandon: true)
        }
    }

    /// The last lines the browser logged, to explain a failure.
    private func logTail() -> String {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return "" }
        let lines = text.split(separator: "\n").suffix(8)
        return lines.isEmpty ? "" : "; its log ends:\n" + lines.joined(separator: "\n")
    }
}
