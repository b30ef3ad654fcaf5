import ArgumentParser
import Foundation
import Logging
import OpenWidgetKit
import WidgetHost
import WidgetkitSupport

/// `widgetkit-bench host`: the daemon's figures, with a real extension process and a real client
/// process.
struct HostBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Measure the host: extension cold start, WidgetCenter reload latency, reloads per second, memory.",
        discussion: """
            The host runs in this process on a temporary data directory (SQLite, as `serve` does); the widget \
            extension is this executable started as its own process with an instant provider (one entry, \
            .never); WidgetCenter calls come from another process (this executable again) through the \
            control socket. The coalescing window is 0 so each reload is measured on its own. \
            coldStartMs: from starting the host (store, extension process, describe) to the first timeline \
            stored (median of the runs). reloadP50Ms/reloadP99Ms: from reloadTimelines(ofKind:) in the \
            client process to the new timeline stored (target p99 < 20 ms). reloadsPerSecond: timelines \
            fetched and stored per second while a client asks for reloads of 50 widgets as fast as it can. \
            hostRSSBytesAt100k: the host's resident memory with --instances widgets placed (target ≤ 500 MB).
            """)

    @Option(help: "Widgets placed for the memory figure.") var instances: Int = 100_000
    @Option(help: "Reloads timed for the latency figures.") var reloads: Int = 300
    @Option(help: "Cold starts timed.") var coldStarts: Int = 5
    @Option(help: "Seconds of reloads for the throughput figure.") var seconds: Double = 3
    @Flag(help: "Print one JSON object.") var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let instances = try CommandLineValues.positive(instances, option: "--instances")
            let reloads = try CommandLineValues.positive(reloads, option: "--reloads")
            let coldStarts = try CommandLineValues.positive(coldStarts, option: "--cold-starts")
            guard seconds > 0 else { throw UsageError(description: "invalid value '\(seconds)' for --seconds: use more than 0") }
            let result = try await HostBenchmark(
                instances: instances, reloads: reloads, coldStarts: coldStarts, seconds: seconds
            ).run()
            if json { try printJSON(result) } else { print(result.table) }
        }
    }
}

struct HostBenchmarkResult: Encodable {
    var coldStartMs: Double
    var reloadP50Ms: Double
    var reloadP99Ms: Double
    var reloadsPerSecond: Double
    var hostRSSBytesAt100k: Int
    var instances: Int
    var reloadsTimed: Int
    var placeSeconds: Double

    var table: String {
        """
        host benchmark (instant provider in its own process, SQLite store, client in another process)
          extension cold start → first timeline stored   \(String(format: "%8.1f ms", coldStartMs))
          WidgetCenter reload → timeline stored  p50     \(String(format: "%8.2f ms", reloadP50Ms))
                                                 p99     \(String(format: "%8.2f ms", reloadP99Ms))   (target < 20 ms)
          reloads served per second                      \(String(format: "%8.0f", reloadsPerSecond))
          host RSS with \(instances) widgets placed         \(String(format: "%8.1f MB", Double(hostRSSBytesAt100k) / 1_000_000))   (target ≤ 500 MB; placing took \(String(format: "%.1f", placeSeconds)) s)
        """
    }
}

struct HostBenchmark {
    var instances: Int
    var reloads: Int
    var coldStarts: Int
    var seconds: Double

    static let kind = "bench.instant"

    private var extensionCommand: ExtensionCommand {
        ExtensionCommand(
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(), arguments: ["host-extension"])
    }

    private func options(_ directory: URL) -> HostDaemon.Options {
        var options = HostDaemon.Options(dataDirectory: directory, extensions: [extensionCommand])
        options.scheduler.coalescingWindow = 0
        options.concurrentFetches = 32
        return options
    }

    private func temporaryDirectory() -> URL {
        URL(fileURLWithPath: "/tmp/owk-bench-\(UUID().uuidString.prefix(8))")
    }

    func run() async throws -> HostBenchmarkResult {
        var logger = Logger(label: "widgetkit.bench")
        logger.logLevel = .warning

        // Cold starts.
        var colds: [Double] = []
        for _ in 0..<coldStarts {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let start = ContinuousClock.now
            let daemon = try await HostDaemon(options: options(directory), logger: logger)
            let id = try await place(on: daemon)
            let elapsed = ContinuousClock.now - start
            guard (try? daemon.placement(id))?.timeline != nil else { throw BenchError("no timeline was stored") }
            colds.append(elapsed.milliseconds)
            daemon.stopExtensions()
        }

        // Latency and throughput, with the control socket open.
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let daemon = try await HostDaemon(options: options(directory), logger: logger)
        let running = Task { try await daemon.run() }
        defer {
            daemon.stop()
            running.cancel()
        }
        let socket = daemon.options.resolvedSocketPath
        while !FileManager.default.fileExists(atPath: socket) { try await Task.sleep(for: .milliseconds(5)) }
        let timed = try await place(on: daemon)

        let sends = try client(["--socket", socket, "--count", "\(reloads)", "--interval-ms", "5"])
        // Until every reload is served (the first timeline is one more), or 30 s on a very busy machine.
        var served: [Date] = []
        let patience = ContinuousClock.now + .seconds(30)
        repeat {
            served = daemon.eventLog(for: timed).filter { $0.event == .reloadServed }.map(\.time)
            if served.count > sends.count { break }
            try await Task.sleep(for: .milliseconds(10))
        } while ContinuousClock.now < patience
        var latencies: [Double] = []
        var cursor = 0
        for send in sends {
            while cursor < served.count && served[cursor] < send { cursor += 1 }
            guard cursor < served.count else { break }
            latencies.append(served[cursor].timeIntervalSince(send) * 1000)
            cursor += 1
        }
        guard latencies.count == sends.count else {
            let events = daemon.eventLog(for: timed).suffix(12).map { "\($0.time.timeIntervalSince1970) \($0.event) \($0.reason ?? "")" }
            throw BenchError("only \(latencies.count) of \(sends.count) reloads were served; last send \(sends.last!.timeIntervalSince1970)\n" + events.joined(separator: "\n"))
        }
        latencies.sort()

        // Throughput: 50 widgets of the kind, reloaded as fast as a client can ask.
        var widgets = [timed]
        for _ in 0..<49 { widgets.append(try await place(on: daemon)) }
        let before = servedCount(daemon, widgets)
        let start = ContinuousClock.now
        _ = try client(["--socket", socket, "--seconds", "\(seconds)"])
        try await Task.sleep(for: .milliseconds(100))
        let elapsed = (ContinuousClock.now - start).milliseconds / 1000
        let throughput = Double(servedCount(daemon, widgets) - before) / elapsed
        daemon.stop()
        running.cancel()
        _ = try? await running.value

        // Memory with many widgets placed (a fresh host, all placed through the engine, many at once).
        let memoryDirectory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: memoryDirectory) }
        let big = try await HostDaemon(options: options(memoryDirectory), logger: logger)
        let placeStart = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<instances {
                if index >= 64 { try await group.next() }
                group.addTask { _ = try await place(on: big) }
            }
            try await group.waitForAll()
        }
        let placeSeconds = (ContinuousClock.now - placeStart).milliseconds / 1000
        let rss = residentBytes()
        big.stopExtensions()

        return HostBenchmarkResult(
            coldStartMs: median(colds), reloadP50Ms: percentile(latencies, 0.5),
            reloadP99Ms: percentile(latencies, 0.99), reloadsPerSecond: throughput, hostRSSBytesAt100k: rss,
            instances: instances, reloadsTimed: latencies.count, placeSeconds: placeSeconds)
    }

    /// Timelines served to `widgets` so far.
    private func servedCount(_ daemon: HostDaemon, _ widgets: [InstanceID]) -> Int {
        widgets.reduce(0) { total, id in total + daemon.eventLog(for: id).count { $0.event == .reloadServed } }
    }

    /// Places one widget of the benchmark's kind through the host's front door, as a client would.
    private func place(on daemon: HostDaemon) async throws -> InstanceID {
        InstanceID(rawValue: try await daemon.add(kind: Self.kind, family: "systemSmall", configuration: nil, surface: nil).id)
    }

    /// Runs the client process; returns the times it sent each reload.
    private func client(_ arguments: [String]) throws -> [Date] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = ["host-client", "--kind", Self.kind] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("the client process failed") }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Double($0) }
            .map { Date(timeIntervalSince1970: $0) }
    }
}

/// The benchmark's widget extension: an instant provider. Started by `widgetkit-bench host`.
struct HostBenchExtension: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host-extension", abstract: "The instant widget extension `widgetkit-bench host` starts.",
        shouldDisplay: false)

    func run() async throws {
        await WidgetExtensionRuntime(widget: InstantWidget.self).serve()
    }
}

private struct InstantEntry: TimelineEntry {
    var date: Date
}

private struct InstantProvider: TimelineProvider {
    func placeholder(in context: Context) -> InstantEntry { InstantEntry(date: context.currentDate) }
    func getSnapshot(in context: Context, completion: @escaping (InstantEntry) -> Void) {
        completion(InstantEntry(date: context.currentDate))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<InstantEntry>) -> Void) {
        completion(Timeline(entries: [InstantEntry(date: context.currentDate)], policy: .never))
    }
}

private struct InstantWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: HostBenchmark.kind, provider: InstantProvider()) { entry in
            Text(entry.date, style: .time)
        }
    }
}

/// The benchmark's client: calls WidgetCenter through the control socket from its own process and
/// prints the time of each call (seconds since 1970, one per line).
struct HostBenchClient: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host-client", abstract: "The WidgetCenter client `widgetkit-bench host` starts.", shouldDisplay: false)

    @Option var socket: String
    @Option var kind: String
    @Option var count: Int = 0
    @Option var intervalMs: Double = 5
    @Option var seconds: Double = 0

    func run() async throws {
        let backend = SocketWidgetCenterBackend(client: ControlClient(path: socket), report: { printError($0) })
        await WidgetCenter.$taskBackend.withValue(backend) {
            if seconds > 0 {
                let end = Date().addingTimeInterval(seconds)
                while Date() < end { WidgetCenter.shared.reloadTimelines(ofKind: kind) }
                return
            }
            var lines = ""
            for _ in 0..<count {
                let sent = Date()
                WidgetCenter.shared.reloadTimelines(ofKind: kind)
                lines += "\(sent.timeIntervalSince1970)\n"
                Thread.sleep(forTimeInterval: intervalMs / 1000)
            }
            print(lines, terminator: "")
        }
    }
}
