package import Foundation
package import Logging
import OpenWidgetKit
package import Synchronization

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
        /// The widget extension executables to serve.
        package var extensionCommands: [ExtensionCommand]
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
            self.extensionCommands = extensions
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
    /// Behind the front door: nothing outside WidgetHost reaches these.
    let engine: HostEngine
    let extensions: ExtensionSet
    /// The host's place and who may know it.
    let location: LocationBook
    package let store: SQLiteHostStore
    package let clock: any HostClock
    let logger: Logger
    private let lock: DataDirectoryLock
    let wakeUp = WakeUp()
    private let server = Mutex<ControlServer?>(nil)
    /// Where the dashboard listens, once it does.
    package let dashboardURL = Mutex<String?>(nil)
    /// Which controls to draw again: the dashboard's live updates listen here.
    package let controlChanges = ControlChanges()
    let startedAt: Date

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
        let (place, grants) = try store.location()
        location = LocationBook(place: place, grants: grants)
        extensions = await ExtensionSet(
            commands: options.extensionCommands, options: extensionOptions, store: store, clock: clock,
            location: location, log: { extensionLogger.info("\($0)") })
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

    /// Stops the extension processes of a host whose `run()` was never called (benchmarks, tests).
    package func stopExtensions() {
        extensions.stop()
    }

    private func shutDown() {
        engine.changes.finish()  // live views (server-sent events) end, so the HTTP server can stop
        controlChanges.finish()
        server.withLock { $0?.stop() }
        extensions.stop()
        logger.info("stopped")
    }

    /// Runs the requests a reload made without holding up the reply, then lets the driver see the
    /// schedule again.
    func fetchInBackground() {
        let engine = self.engine
        let wakeUp = self.wakeUp
        wakeUp.signal()
        Task {
            await engine.runFetches()
            wakeUp.signal()
        }
    }
}
