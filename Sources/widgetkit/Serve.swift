import ArgumentParser
import CoreMetrics
import Foundation
import Logging
import OpenWidgetKit
import Prometheus
import ServiceLifecycle
import Synchronization
import UnixSignals
import WidgetHost
import WidgetServer
import WidgetkitSupport

/// `widgetkit serve`: the widget host.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the widget host: keep every placed widget on its timeline, on the wall clock.",
        discussion: """
            The host starts each widget extension as its own process when it needs it, stores everything in \
            the data directory (SQLite), and listens on a control socket there for WidgetCenter calls and the \
            other widgetkit commands. With no --extension it serves the bundled example widgets. SIGTERM or \
            SIGINT stop it gracefully; after a restart, or a kill -9, it resumes where it was.
            """)

    @OptionGroup var location: HostLocation

    @Option(name: .customLong("extension"), help: "A widget extension executable to serve (repeat for several).")
    var extensions: [String] = []

    @Option(help: "Stop an extension process after this much time without requests (0s: never).")
    var extensionIdle: String = "2m"

    @Option(help: "Stop an extension process that uses more than this many megabytes of memory.")
    var extensionMemory: Int = 1024

    @Option(help: ArgumentHelp(
        "Where taps on widgets go, by URL scheme: SCHEME=/path/to/command (run with the URL as its last "
            + "argument) or SCHEME=https://… (a webhook). http(s) URLs open in the browser. Repeat for several.",
        valueName: "scheme=handler"))
    var urlHandler: [String] = []

    @Option(help: ArgumentHelp(
        "The secret the dashboard requires when --host is not loopback. Prefer setting $OPENWIDGETKIT_TOKEN, "
            + "which is read when --token is not given: other users of the machine can see --token in `ps`.",
        valueName: "token"))
    var token: String?

    @Option(help: "The dashboard's address: 127.0.0.1 by default; any other address needs --token.")
    var host: String = "127.0.0.1"

    @Option(help: "The dashboard's port (0: any free port; the log and `widgetkit status` say which).")
    var port: Int = 8080

    @Option(help: ArgumentHelp(
        "Another name the dashboard answers to (a Host header it accepts): 127.0.0.1, localhost, [::1] and --host "
            + "always are, and with --host 0.0.0.0 or :: the machine's addresses and hostname. Requests naming "
            + "anything else are refused (421), against DNS rebinding. Repeat for several.",
        valueName: "name"))
    var allowedHost: [String] = []

    @Option(help: ArgumentHelp("Close a dashboard connection that has no request in progress after this long.", valueName: "duration"))
    var httpIdleTimeout: String = "60s"

    @Option(help: ArgumentHelp("Close a dashboard connection whose request head is not complete this long after its first byte.", valueName: "duration"))
    var httpHeaderTimeout: String = "10s"

    @Option(help: ArgumentHelp("Close a dashboard connection whose request body is not complete this long after its head.", valueName: "duration"))
    var httpBodyTimeout: String = "30s"

    @Option(help: ArgumentHelp(
        "Dashboard connections open at once, live-update streams included (default: 1024, or half the open-file "
            + "limit if that is lower); more are refused at once.",
        valueName: "count"))
    var httpConnections: Int?

    @Option(help: ArgumentHelp("How often a live-update stream (/events) writes a heartbeat comment.", valueName: "duration"))
    var eventsHeartbeat: String = "15s"

    @Option(help: "How long a provider may take to answer before its request fails.")
    var providerDeadline: String = "30s"

    @Option(help: ArgumentHelp(
        "The most the store (host.sqlite) may grow to, in megabytes; at the limit, changes are refused as on "
            + "a full disk (default: no limit).",
        valueName: "megabytes"))
    var storeLimit: Int?

    @Option(help: "Control-socket connections served at once; more are told to try again and closed.")
    var controlConnections: Int = 256

    @Option(help: "Close a control-socket connection that has nothing in flight and sends no request for this long.")
    var controlIdleTimeout: String = "60s"

    @Option(help: "Close a control-socket connection whose client leaves its replies unread for this long.")
    var controlWriteTimeout: String = "10s"

    @Option(help: ArgumentHelp(
        "Show the previews `widgetkit preview --out DIR` writes on the dashboard's previews page (/previews), "
            + "which reloads itself when they change.", valueName: "folder"))
    var previews: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel: String = "info"

    func run() async throws {
        try await reportingUsageErrors {
            guard let level = Logger.Level(rawValue: logLevel) else {
                throw UsageError(description: "invalid level '\(logLevel)' for --log-level: use trace, debug, info, "
                    + "notice, warning, error or critical")
            }
            LoggingSystem.bootstrap { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            }
            let logger = Logger(label: "widgetkit.serve")
            if let descriptors = Self.raiseDescriptorLimit() {
                let raised = descriptors.raisedFrom.map { " (raised from \($0))" } ?? ""
                logger.info("open-file limit: \(descriptors.limit) descriptors\(raised)")
            }
            let metrics = PrometheusCollectorRegistry()
            MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: metrics))
            var options = HostDaemon.Options(
                dataDirectory: location.dataDirectory, extensions: try extensions.map { ExtensionCommand(try ExtensionPaths.executable($0)) })
            if options.extensionCommands.isEmpty { options.extensionCommands = [ExtensionCommand(try ExtensionPaths.bundledExamples())] }
            let idle = try CommandLineValues.duration(extensionIdle, option: "--extension-idle")
            options.extensionOptions.idleTimeout = idle > 0 ? .seconds(idle) : nil
            guard extensionMemory > 0 else {
                throw UsageError(description: "invalid size '\(extensionMemory)' for --extension-memory: use megabytes above 0")
            }
            options.extensionOptions.memoryLimitBytes = extensionMemory * 1_048_576
            let deadline = try CommandLineValues.duration(providerDeadline, option: "--provider-deadline")
            guard deadline > 0 else {
                throw UsageError(description: "invalid duration '\(providerDeadline)' for --provider-deadline: use more than 0s")
            }
            options.providerDeadline = deadline
            if let storeLimit {
                guard storeLimit > 0 else {
                    throw UsageError(description: "invalid size '\(storeLimit)' for --store-limit: use megabytes above 0")
                }
                options.storeSizeLimit = storeLimit * 1_048_576
            }
            let limits = try httpLimits()
            for name in allowedHost {
                do {
                    try AllowedHosts.validate(name)
                } catch {
                    throw UsageError(description: "invalid name '\(name)' for --allowed-host: \(error)")
                }
            }
            guard controlConnections > 0 else {
                throw UsageError(description: "invalid count '\(controlConnections)' for --control-connections: use 1 or more")
            }
            options.control.maximumConnections = controlConnections
            options.control.idleTimeout = try Self.positiveDuration(controlIdleTimeout, option: "--control-idle-timeout")
            options.control.writeTimeout = try Self.positiveDuration(controlWriteTimeout, option: "--control-write-timeout")
            let daemon: HostDaemon
            do {
                daemon = try await HostDaemon(options: options, logger: logger)
            } catch {
                throw UsageError(description: "\(error)")
            }
            guard (0...65_535).contains(port) else {
                throw UsageError(description: "invalid port '\(port)' for --port: use 0 to 65535")
            }
            let dashboard: DashboardServer
            do {
                let handlers = try URLHandlers(parsing: urlHandler)
                dashboard = try DashboardServer(
                    daemon: daemon, host: host, port: port, urlHandlers: handlers,
                    token: token ?? ProcessInfo.processInfo.environment["OPENWIDGETKIT_TOKEN"], metrics: metrics,
                    allowedHosts: allowedHost, limits: limits,
                    previewsDirectory: previews.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL })
            } catch let error as URLHandlerError {
                throw UsageError(description: "invalid handler for --url-handler: \(error)")
            } catch {
                throw UsageError(description: "invalid address '\(host)' for --host: \(error)")
            }
            let host = self.host
            let application = dashboard.application(logger: logger) { bound in
                let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(bound)/"
                daemon.dashboardURL.withLock { $0 = url }
                logger.info("dashboard at \(url)")
            }
            let group = ServiceGroup(
                // Shut down in reverse order: the host first (ending live streams), then the dashboard.
                services: [application, HostService(daemon: daemon)], gracefulShutdownSignals: [.sigterm, .sigint],
                logger: logger)
            do {
                try await group.run()
            } catch {
                throw UsageError(description: "the host stopped: \(error)")
            }
        }
    }

    /// The dashboard's timeouts and connection limit from the options.
    private func httpLimits() throws -> HTTPLimits {
        var limits = HTTPLimits()
        limits.idleTimeout = try Self.positiveDuration(httpIdleTimeout, option: "--http-idle-timeout")
        limits.headerTimeout = try Self.positiveDuration(httpHeaderTimeout, option: "--http-header-timeout")
        limits.bodyTimeout = try Self.positiveDuration(httpBodyTimeout, option: "--http-body-timeout")
        limits.heartbeat = try Self.positiveDuration(eventsHeartbeat, option: "--events-heartbeat")
        if let httpConnections {
            let most = HTTPLimits.fairShareOfOpenFiles
            guard httpConnections >= 1, httpConnections <= most else {
                throw UsageError(description: "invalid count '\(httpConnections)' for --http-connections: use 1 to \(most) "
                    + "(half of this process's open-file limit, \(HTTPLimits.openFileLimit); raise it with ulimit -n "
                    + "for more)")
            }
            limits.maximumConnections = httpConnections
        }
        return limits
    }

    /// A duration option that must be above zero.
    static func positiveDuration(_ text: String, option: String) throws -> Duration {
        let seconds = try CommandLineValues.duration(text, option: option)
        guard seconds > 0 else { throw UsageError(description: "invalid duration '\(text)' for \(option): use more than 0s") }
        return .milliseconds((seconds * 1000).rounded())
    }

    /// Raises the soft limit on open descriptors to the hard limit, as servers commonly do: every
    /// dashboard connection, extension pipe and store file takes one, and the soft limit is often
    /// 1024. Returns the limit in force, and the one before if it was raised; nil if it cannot be read.
    static func raiseDescriptorLimit() -> (limit: UInt64, raisedFrom: UInt64?)? {
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        var limits = rlimit()
        guard getrlimit(resource, &limits) == 0 else { return nil }
        let before = limits.rlim_cur
        guard limits.rlim_cur < limits.rlim_max else { return (UInt64(before), nil) }
        limits.rlim_cur = limits.rlim_max
        guard setrlimit(resource, &limits) == 0 else { return (UInt64(before), nil) }
        return (UInt64(limits.rlim_cur), UInt64(before))
    }
}

/// `--data-dir`: where the host keeps its store and its control socket.
struct HostLocation: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The host's data directory (default: $OPENWIDGETKIT_DATA_DIR, else $XDG_DATA_HOME/openwidgetkit).",
        valueName: "directory"))
    var dataDir: String?

    var dataDirectory: URL {
        dataDir.map { URL(fileURLWithPath: $0) } ?? ControlProtocol.dataDirectory()
    }

    var client: ControlClient {
        ControlClient(path: dataDir.map { URL(fileURLWithPath: $0).appendingPathComponent("control.sock").path }
            ?? ControlProtocol.socketPath())
    }

    /// Sends a request; a host that is not running or refuses is a one-line error (exit 2).
    func call<Result: Codable & Sendable>(_ request: ControlProtocol.Request, as type: Result.Type = Result.self)
        throws -> Result
    {
        do {
            return try client.call(request, as: type)
        } catch {
            throw UsageError(description: "\(error)")
        }
    }
}
