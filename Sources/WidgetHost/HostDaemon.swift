import Foundation
import Logging
import OpenWidgetKit
import Synchronization

/// The widget host as a long-running service: the store in a data directory, the extension
/// processes, the engine on a clock, and the control socket through which `WidgetCenter` and the
/// `widgetkit` commands reach it.
///
/// ```swift
/// let daemon = try await HostDaemon(options: .init(dataDirectory: dir, extensions: [examples]), logger: logger)
/// try await daemon.run()  // until the task is cancelled or `stop()` is called
/// ```
package final class HostDaemon: Sendable {
    package struct Options: Sendable {
        package var dataDirectory: URL
        package var extensions: [ExtensionCommand]
        /// The control socket; default `control.sock` in the data directory.
        package var socketPath: String?
        package var scheduler = SchedulerConfiguration()
        package var extensionOptions: ExtensionProcess.Options
        /// Provider calls awaited at once.
        package var concurrentFetches = 16
        /// The most the store may grow to, in bytes; nil: as far as the disk allows.
        package var storeSizeLimit: Int?
        /// How often saving is tried again while the store cannot be written.
        package var storeRetryInterval: TimeInterval = 5
        /// The control socket's limits and timeouts.
        package var control = ControlServer.Options()

        package init(dataDirectory: URL, extensions: [ExtensionCommand]) {
            self.dataDirectory = dataDirectory
            self.extensions = extensions
            var extensionOptions = ExtensionProcess.Options()
            extensionOptions.idleTimeout = .seconds(120)
            extensionOptions.memoryLimitBytes = 1 << 30
            self.extensionOptions = extensionOptions
            self.providerDeadline = 30
        }

        /// How long a provider may take: the extension's request timeout. The scheduler waits half a
        /// second longer, so the failure recorded is the extension's own (with what it did wrong).
        package var providerDeadline: TimeInterval {
            get { extensionOptions.requestTimeout / .seconds(1) }
            set {
                extensionOptions.requestTimeout = .seconds(newValue)
                scheduler.providerDeadline = newValue + 0.5
            }
        }

        package var resolvedSocketPath: String {
            socketPath ?? dataDirectory.appendingPathComponent("control.sock").path
        }
    }

    package let options: Options
    package let engine: HostEngine
    package let extensions: ExtensionSet
    package let store: SQLiteHostStore
    package let clock: any HostClock
    private let logger: Logger
    private let lock: DataDirectoryLock
    private let wakeUp = WakeUp()
    private let server = Mutex<ControlServer?>(nil)
    /// Where the dashboard listens, once it does.
    package let dashboardURL = Mutex<String?>(nil)
    private let startedAt: Date

    /// Opens the store (taking the data directory for this process), starts the extensions and
    /// resumes every placed widget. The control socket opens in `run()`.
    package init(options: Options, clock: any HostClock = WallClock(), logger: Logger) async throws {
        self.options = options
        self.clock = clock
        self.logger = logger
        startedAt = clock.now
        lock = try DataDirectoryLock(directory: options.dataDirectory)
        store = try SQLiteHostStore(directory: options.dataDirectory, sizeLimit: options.storeSizeLimit)
        var extensionOptions = options.extensionOptions
        // An extension's own WidgetCenter calls come back to this host.
        extensionOptions.environment["OPENWIDGETKIT_SOCKET"] = options.resolvedSocketPath
        let extensionLogger = logger
        extensions = await ExtensionSet(
            commands: options.extensions, options: extensionOptions, store: store, now: clock.now,
            log: { extensionLogger.info("\($0)") })
        let storeLogger = logger
        engine = HostEngine(
            source: extensions, clock: clock, configuration: options.scheduler, store: store,
            concurrentFetches: options.concurrentFetches,
            onStoreError: { storeLogger.error("the store could not be written: \($0)") })
        let resumed = try await engine.resume()
        logger.info("resumed \(resumed) widget(s) from \(store.url.path)")
    }

    /// Opens the control socket and keeps every widget on its timeline until cancelled or stopped.
    package func run() async throws {
        let server = try await ControlServer(
            path: options.resolvedSocketPath, options: options.control, handler: { [weak self] request in
                guard let self else { return ControlServer.errorReply(id: request.id, "the host is stopping") }
                return await self.handle(request)
            },
            log: { [logger] in logger.warning("\($0)") })
        self.server.withLock { $0 = server }
        logger.info("listening on \(server.path); serving \(extensions.kinds.count) kind(s)")
        defer { shutDown() }
        var lastPrune = clock.now
        while !Task.isCancelled && !wakeUp.isStopped {
            var wake = engine.nextWake()
            if engine.storeProblem != nil {
                // Changes the store refused wait in memory: try again now and then, not only at the next step.
                let retry = clock.now.addingTimeInterval(options.storeRetryInterval)
                wake = min(wake ?? retry, retry)
            }
            await wakeUp.wait(until: wake, clock: clock)
            if Task.isCancelled || wakeUp.isStopped { break }
            if engine.storeProblem != nil && engine.retrySaving() {
                logger.notice("the store can be written again (\(store.url.path))")
            }
            await engine.advance(to: clock.now)
            if clock.now.timeIntervalSince(lastPrune) > 3600 {
                lastPrune = clock.now
                _ = try? store.pruneEvents(before: lastPrune)
            }
        }
    }

    /// Ends `run()`: the socket closes, extensions stop; the store is already up to date.
    package func stop() {
        wakeUp.stop()
    }

    private func shutDown() {
        engine.changes.finish()  // live views (server-sent events) end, so the HTTP server can stop
        server.withLock { $0?.stop() }
        extensions.stop()
        logger.info("stopped")
    }

    // MARK: - Operations (the control socket and the HTTP API both use these)

    /// Asks for new timelines of one kind (nil: every widget); returns how many widgets it reached.
    /// The request is stored when this returns (else it throws `HostStoreError`).
    package func reload(kind: String?, reason: ReloadReason = .widgetCenter) throws -> Int {
        if let kind, extensions.widget(kind) == nil {
            throw ControlRefusal(unknownKind: kind, known: extensions.kinds)
        }
        let count = try engine.requestReload(kind: kind, reason: reason)
        fetchInBackground()
        return count
    }

    /// Asks for a new timeline for one widget, free of budget (a person asked).
    package func reload(_ id: InstanceID) throws {
        try engine.requestReload(id, reason: .userAction)
        fetchInBackground()
    }

    /// The placed widgets as `WidgetCenter.currentConfigurations()` sees them.
    package func configurations() -> [ControlProtocol.PlacedWidget] {
        engine.instances.compactMap { id -> ControlProtocol.PlacedWidget? in
            guard let placement = try? engine.placement(id) else { return nil }
            return ControlProtocol.PlacedWidget(
                kind: placement.kind, family: placement.family, configuration: placement.configuration,
                intentType: extensions.widget(placement.kind)?.0.configurationSchema?.intentTypeName)
        }
    }

    /// Places a widget; returns once its first timeline is stored (or failed), or with
    /// `waitForTimeline` false as soon as its placeholder shows (the timeline follows).
    package func add(
        kind: String, family familyName: String?, configuration: ConfigurationValues?, surface: String?,
        waitForTimeline: Bool = true
    ) async throws -> InstanceSummary {
        guard extensions.widget(kind) != nil else {
            throw ControlRefusal(unknownKind: kind, known: extensions.kinds)
        }
        let familyName = familyName ?? "systemSmall"
        let family = try Self.family(named: familyName)
        let surface = surface ?? "home"
        try Self.checkSurfaceName(surface)
        let id = try await engine.add(
            kind: kind, family: family, configuration: configuration ?? [:], surface: surface,
            fetchTimeline: waitForTimeline)
        // Taken before the timeline is asked for, so that without waiting the answer is always the
        // placeholder, however fast the provider is.
        let placed = try summary(id)
        if !waitForTimeline { fetchInBackground() }
        wakeUp.signal()
        return placed
    }

    /// Removes a widget; returns what it was.
    package func remove(_ id: InstanceID) throws -> InstanceSummary {
        let removed = try summary(id)
        try engine.remove(id)
        wakeUp.signal()
        return removed
    }

    /// Changes a widget's configuration (validated by its extension) and reloads it at once, free.
    package func reconfigure(_ id: InstanceID, configuration: ConfigurationValues) async throws -> InstanceSummary {
        try await engine.reconfigure(id, configuration: configuration)
        wakeUp.signal()
        return try summary(id)
    }

    /// Every placed widget, by surface and in each surface's order.
    package func list() throws -> [InstanceSummary] {
        try engine.instances.map(summary).sorted {
            ($0.surface, $0.position ?? 0, $0.id) < ($1.surface, $1.position ?? 0, $1.id)
        }
    }

    /// The widgets of one surface (a dashboard page), in its order: costs what that surface holds.
    package func list(surface: String) throws -> [InstanceSummary] {
        try engine.instances(on: surface).map(summary)
    }

    /// Shows a widget at another size (its placeholder at once, then a new timeline, free).
    package func changeFamily(_ id: InstanceID, to familyName: String) async throws -> InstanceSummary {
        let family = try Self.family(named: familyName)
        try await engine.changeFamily(id, to: family)
        wakeUp.signal()
        return try summary(id)
    }

    /// Orders the widgets of a surface (a dashboard page) as given, moving named widgets onto it.
    package func arrange(surface: String, order: [InstanceID]) throws -> [InstanceSummary] {
        try Self.checkSurfaceName(surface)
        try engine.arrange(surface: surface, order: order)
        return try list(surface: surface)
    }

    /// The family a request names (`small`, `systemMedium`, …), or a refusal listing them.
    private static func family(named name: String) throws -> WidgetFamily {
        do {
            return try WidgetFamily.named(name)
        } catch {
            throw ControlRefusal("\(error)")
        }
    }

    /// Refuses a surface (page) name that `isValidSurfaceName` does not accept, saying why.
    private static func checkSurfaceName(_ name: String) throws {
        guard isValidSurfaceName(name) else {
            throw ControlRefusal("\"\(name)\" is not a page name: use 1 to 40 letters, digits, - or _")
        }
    }

    /// Surface (page) names: 1 to 40 letters, digits, `-` or `_`, so they fit in URLs and file names.
    package static func isValidSurfaceName(_ name: String) -> Bool {
        (1...40).contains(name.count)
            && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }
            && name.allSatisfy(\.isASCII)
    }

    /// The choices the extension offers for a parameter of a kind's configuration intent (the
    /// seed's character list), given the rest of the configuration.
    package func options(kind: String, parameter: String, configuration: ConfigurationValues) async throws
        -> [IntentOption]
    {
        guard extensions.widget(kind) != nil else {
            throw ControlRefusal(unknownKind: kind, known: extensions.kinds)
        }
        return try await extensions.options(kind: kind, parameter: parameter, configuration: configuration)
    }

    /// A kind's gallery snapshot (`isPreview`) in one family, with the default configuration.
    package func preview(kind: String, family: WidgetFamily) async throws -> ArchivedEntry {
        guard let (widget, _) = extensions.widget(kind) else {
            throw ControlRefusal(unknownKind: kind, known: extensions.kinds)
        }
        guard widget.supportedFamilies.contains(family) else {
            throw ControlRefusal("\(kind) does not support \(family.shortName); it supports "
                + widget.supportedFamilies.map(\.shortName).joined(separator: ", "))
        }
        return try await extensions.snapshot(
            WidgetRequest(kind: kind, family: family, configuration: [:], isPreview: true, date: clock.now))
    }

    /// One widget's receipts (the latest `receipts` of them, or those older than the cursor `before`),
    /// budget, warnings, latest events and event counts. Costs the same however long the widget's log is.
    package func report(_ id: InstanceID, receipts: Int = 50, before: Int? = nil) throws -> InstanceReport {
        let instance = try summary(id)
        let budget = engine.budget(id)
        let log = engine.eventReport(for: id, receipts: max(1, min(receipts, 500)), before: before)
        return InstanceReport(
            instance: instance, receipts: log.receipts, olderReceipts: log.olderReceipts,
            receiptsTruncated: log.receiptsTruncated, receiptCount: log.receiptCount, warnings: log.warnings,
            warningCount: log.warningCount, events: log.events,
            budgetUsed: budget.used, budgetLimit: budget.limit, budgetResetsAt: budget.resetsAt)
    }

    /// The kinds the extensions offer.
    package func kinds() -> [KindSummary] {
        extensions.kinds.compactMap { kind -> KindSummary? in
            guard let (widget, member) = extensions.widget(kind) else { return nil }
            return KindSummary(
                kind: kind, displayName: widget.displayName, description: widget.description,
                supportedFamilies: widget.supportedFamilies, configurable: widget.configurationSchema != nil,
                configurationSchema: widget.configurationSchema, extensionPath: member.path,
                extensionError: member.startError)
        }
    }

    package func status() -> HostStatus {
        HostStatus(
            processIdentifier: getpid(), dataDirectory: options.dataDirectory.path,
            socket: options.resolvedSocketPath, instances: engine.instanceCount,
            kinds: extensions.kinds.count, extensions: extensions.members.map(\.path), startedAt: startedAt,
            dashboard: dashboardURL.withLock { $0 }, storeProblem: engine.storeProblem)
    }

    /// Runs an App Intent in the widget's extension, then reloads that extension's widgets (free);
    /// with `waitForTimelines`, returns once their new timelines are in.
    package func perform(
        intent: String, parameters: ConfigurationValues, on id: InstanceID, waitForTimelines: Bool = false
    ) async throws -> Int {
        let kind = try engine.placement(id).kind
        try await extensions.perform(intent: intent, parameters: parameters, kind: kind)
        // As after a button in WidgetKit: the extension's widgets reload at once, free of budget.
        let path = extensions.widget(kind)?.1.path
        var count = 0
        for other in extensions.kinds where extensions.widget(other)?.1.path == path {
            count += try engine.requestReload(kind: other, reason: .userAction)
        }
        if waitForTimelines { await engine.runFetches() } else { fetchInBackground() }
        return count
    }

    // MARK: - Control requests

    package func handle(_ request: ControlProtocol.Request) async -> Data {
        let id = request.id
        do {
            switch request.method {
            case .reload:
                return ControlServer.reply(id: id, ControlProtocol.ReloadAck(widgets: try reload(kind: request.kind)))
            case .configurations:
                return ControlServer.reply(id: id, configurations())
            case .add:
                guard let kind = request.kind else { throw ControlRefusal("add needs a kind") }
                return ControlServer.reply(id: id, try await add(
                    kind: kind, family: request.family, configuration: request.configuration, surface: request.surface))
            case .remove:
                return ControlServer.reply(id: id, try remove(try instance(request)))
            case .reconfigure:
                return ControlServer.reply(
                    id: id, try await reconfigure(try instance(request), configuration: request.configuration ?? [:]))
            case .list:
                return ControlServer.reply(id: id, try list())
            case .receipts:
                return ControlServer.reply(
                    id: id, try report(try instance(request), receipts: request.limit ?? 50, before: request.before))
            case .kinds:
                return ControlServer.reply(id: id, kinds())
            case .status:
                return ControlServer.reply(id: id, status())
            case .perform:
                guard let intent = request.intent else { throw ControlRefusal("perform needs an intent") }
                let count = try await perform(
                    intent: intent, parameters: request.configuration ?? [:], on: try instance(request))
                return ControlServer.reply(id: id, ControlProtocol.ReloadAck(widgets: count))
            }
        } catch {
            return ControlServer.errorReply(id: id, "\(error)")
        }
    }

    /// Runs the requests a reload made without holding up the reply, then lets the driver see the
    /// schedule again.
    private func fetchInBackground() {
        let engine = self.engine
        let wakeUp = self.wakeUp
        wakeUp.signal()
        Task {
            await engine.runFetches()
            wakeUp.signal()
        }
    }

    private func instance(_ request: ControlProtocol.Request) throws -> InstanceID {
        guard let raw = request.instance else { throw ControlRefusal("\(request.method.rawValue) needs an instance ID") }
        let id = InstanceID(rawValue: raw)
        _ = try engine.placement(id)
        return id
    }

    /// What `list` shows of one widget.
    package func summary(_ id: InstanceID) throws -> InstanceSummary {
        let placement = try engine.placement(id)
        let (shown, index) = engine.shown(id)
        let next = engine.nextReload(id)
        return InstanceSummary(
            id: id.rawValue, kind: placement.kind, family: placement.family, surface: placement.surface,
            position: placement.position, configuration: placement.configuration, shownEntry: shown?.summary, shownEntryIndex: index,
            entryCount: placement.timeline?.entries.count ?? 0,
            policy: placement.timeline.map { "\($0.policy)" }, fetchedAt: placement.timelineFetchedAt,
            fetchReason: placement.timelineReason, nextReload: next?.date, nextReloadReason: next?.reason.description,
            lastError: engine.lastError(id))
    }
}

/// A control request the host refuses, with the reason.
package struct ControlRefusal: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }

    package init(unknownKind kind: String, known: [String]) {
        var text = "no extension of this host offers the kind \"\(kind)\""
        text += known.closestMatch(to: kind).map { "; did you mean \"\($0)\"?" } ?? "."
        description = text + (known.isEmpty ? "" : " Kinds: " + known.joined(separator: ", "))
    }
}

/// The data directory belongs to one host at a time: an exclusive `flock` on `host.lock`, which
/// the kernel releases however the process ends.
final class DataDirectoryLock: Sendable {
    private let descriptor: Int32

    init(directory: URL) throws {
        try SQLiteHostStore.makeOwnerOnlyDirectory(directory)
        let path = directory.appendingPathComponent("host.lock").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw HostStoreError("could not open \(path): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            close(descriptor)
            throw HostStoreError("another widget host (pid \(holder ?? "?")) is using the data directory "
                + "\(directory.path); stop it first, or pass another --data-dir")
        }
        ftruncate(descriptor, 0)
        let pid = Array("\(getpid())\n".utf8)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit {
        close(descriptor)
    }
}

/// Wakes the driver at the next due moment, or earlier when something changed the schedule.
final class WakeUp: Sendable {
    private struct State {
        var signalled = false
        var stopped = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    var isStopped: Bool { state.withLock { $0.stopped } }

    func signal() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.signalled = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    func stop() {
        state.withLock { $0.stopped = true }
        signal()
    }

    /// Returns at `date` (never, if nil), at a signal, or at cancellation, whichever comes first.
    func wait(until date: Date?, clock: any HostClock) async {
        await withTaskGroup(of: Void.self) { group in
            if let date {
                group.addTask { try? await clock.sleep(until: date) }
            }
            group.addTask { await self.waitForSignal() }
            await group.next()
            group.cancelAll()
        }
    }

    private func waitForSignal() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state -> Bool in
                    // A cancellation before the waiter is stored finds no waiter to resume: check here.
                    if state.signalled || state.stopped || Task.isCancelled {
                        state.signalled = false
                        return true
                    }
                    state.waiter = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
        }
    }
}
