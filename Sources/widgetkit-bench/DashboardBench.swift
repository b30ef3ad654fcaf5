import ArgumentParser
import Foundation
import Logging
import ServiceLifecycle
import WidgetHost
import WidgetServer
import WidgetkitSupport

#if canImport(Glibc)
import Glibc
import WidgetUI
import OpenWidgetKit
#endif

/// `widgetkit-bench dashboard`: the dashboard's figures, over real TCP connections on loopback.
struct DashboardBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dashboard",
        abstract: "Measure the dashboard: home screen first byte, live-update fan-out, JSON API requests per second.",
        discussion: """
            The host runs in this process on a temporary data directory with the bundled example extension \
            (as `serve` does), with the dashboard on 127.0.0.1 and a free port; --widgets widgets of the \
            example kinds are placed across their families. The clients are plain sockets on one thread of \
            this process (poll), so they share the machine with the server. \
            homeTTFBMs/homeTTFBP99Ms: GET / over a new TCP connection each time, from connect() to the \
            first byte of the response (p50, p99; one warm-up request not counted); homeBytes: the page's \
            body. sseFanoutMinMs/P50Ms/P99Ms/MaxMs: --sse-clients clients hold GET /events open (each has \
            read the `: connected` preamble); one widget is reloaded, and each client's time runs from that \
            reload to its reading an `event: changed` naming the widget. It includes the provider call in \
            the extension process (about the first client's time); the spread above it is the fan-out. \
            sseReceived: how many clients got it within 15 s. apiRequestsPerSecond/apiP50Ms/apiP99Ms: \
            GET /api/instances as fast as --connections keep-alive connections can ask, one request at a \
            time each, for --seconds; apiKinds…: the same for GET /api/kinds. intentRoundTripMs/P99Ms: \
            what a click on an interactive widget costs as the page sees it — POST the water example's \
            toggle to /api/instances/ID/actions (the App Intent runs in the extension, the new timeline \
            comes back), then GET its new card; 20 clicks.
            """)

    @Option(help: "Widgets placed (the example kinds, across their families).") var widgets: Int = 50
    @Option(help: "GET / requests timed, each over a new connection.") var homeRequests: Int = 50
    @Option(help: "Live-update clients (GET /events) connected at once.") var sseClients: Int = 1000
    @Option(help: "Keep-alive connections for the JSON API figures.") var connections: Int = 8
    @Option(help: "Seconds of requests for each JSON API figure.") var seconds: Double = 3
    @Flag(help: "Print one JSON object.") var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let widgets = try CommandLineValues.positive(widgets, option: "--widgets")
            let homeRequests = try CommandLineValues.positive(homeRequests, option: "--home-requests")
            let sseClients = try CommandLineValues.positive(sseClients, option: "--sse-clients")
            let connections = try CommandLineValues.positive(connections, option: "--connections")
            guard seconds > 0 else { throw UsageError(description: "invalid value '\(seconds)' for --seconds: use more than 0") }
            let result = try await DashboardBenchmark(
                widgets: widgets, homeRequests: homeRequests, sseClients: sseClients, connections: connections,
                seconds: seconds
            ).run()
            if json { try printJSON(result) } else { print(result.table) }
        }
    }
}

struct DashboardBenchmarkResult: Encodable {
    var widgets: Int
    var homeRequests: Int
    var homeTTFBMs: Double
    var homeTTFBP99Ms: Double
    var homeBytes: Int
    var sseClients: Int
    var sseReceived: Int
    var sseFanoutMinMs: Double
    var sseFanoutP50Ms: Double
    var sseFanoutP99Ms: Double
    var sseFanoutMaxMs: Double
    var apiConnections: Int
    var apiRequestsPerSecond: Double
    var apiP50Ms: Double
    var apiP99Ms: Double
    var apiKindsRequestsPerSecond: Double
    var apiKindsP50Ms: Double
    var apiKindsP99Ms: Double
    /// A toggle's click to its new card (p50, p99); null when the examples have no water widget.
    var intentRoundTripMs: Double?
    var intentRoundTripP99Ms: Double?
    var placeSeconds: Double

    private enum CodingKeys: String, CodingKey {
        case widgets, homeRequests, homeTTFBMs, homeTTFBP99Ms, homeBytes, sseClients, sseReceived, sseFanoutMinMs
        case sseFanoutP50Ms
        case sseFanoutP99Ms, sseFanoutMaxMs, apiConnections, apiRequestsPerSecond, apiP50Ms, apiP99Ms
        case apiKindsRequestsPerSecond, apiKindsP50Ms, apiKindsP99Ms, intentRoundTripMs, intentRoundTripP99Ms
        case placeSeconds
    }

    // Written by hand so that a missing figure is `null`, not left out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(widgets, forKey: .widgets)
        try container.encode(homeRequests, forKey: .homeRequests)
        try container.encode(homeTTFBMs, forKey: .homeTTFBMs)
        try container.encode(homeTTFBP99Ms, forKey: .homeTTFBP99Ms)
        try container.encode(homeBytes, forKey: .homeBytes)
        try container.encode(sseClients, forKey: .sseClients)
        try container.encode(sseReceived, forKey: .sseReceived)
        try container.encode(sseFanoutMinMs, forKey: .sseFanoutMinMs)
        try container.encode(sseFanoutP50Ms, forKey: .sseFanoutP50Ms)
        try container.encode(sseFanoutP99Ms, forKey: .sseFanoutP99Ms)
        try container.encode(sseFanoutMaxMs, forKey: .sseFanoutMaxMs)
        try container.encode(apiConnections, forKey: .apiConnections)
        try container.encode(apiRequestsPerSecond, forKey: .apiRequestsPerSecond)
        try container.encode(apiP50Ms, forKey: .apiP50Ms)
        try container.encode(apiP99Ms, forKey: .apiP99Ms)
        try container.encode(apiKindsRequestsPerSecond, forKey: .apiKindsRequestsPerSecond)
        try container.encode(apiKindsP50Ms, forKey: .apiKindsP50Ms)
        try container.encode(apiKindsP99Ms, forKey: .apiKindsP99Ms)
        try container.encode(intentRoundTripMs, forKey: .intentRoundTripMs)
        try container.encode(intentRoundTripP99Ms, forKey: .intentRoundTripP99Ms)
        try container.encode(placeSeconds, forKey: .placeSeconds)
    }

    var table: String {
        func ms(_ value: Double) -> String { String(format: "%9.2f ms", value) }
        func rate(_ value: Double) -> String { String(format: "%9.0f requests/s", value) }
        return """
            dashboard benchmark (\(widgets) widgets of the example kinds, host in this process, loopback HTTP)
              home screen: GET / on a new connection → first byte   p50 \(ms(homeTTFBMs))
                                                                    p99 \(ms(homeTTFBP99Ms))   (\(homeBytes)-byte page, \(homeRequests) requests)
              live update: one reload → event: changed, per client  min \(ms(sseFanoutMinMs))   (the first client)
                                                                    p50 \(ms(sseFanoutP50Ms))
                                                                    p99 \(ms(sseFanoutP99Ms))
                                                                    max \(ms(sseFanoutMaxMs))   (\(sseReceived) of \(sseClients) clients got it)
              GET /api/instances, \(apiConnections) keep-alive connections         \(rate(apiRequestsPerSecond))   p50 \(String(format: "%.2f", apiP50Ms)) ms   p99 \(String(format: "%.2f", apiP99Ms)) ms
              GET /api/kinds, \(apiConnections) keep-alive connections             \(rate(apiKindsRequestsPerSecond))   p50 \(String(format: "%.2f", apiKindsP50Ms)) ms   p99 \(String(format: "%.2f", apiKindsP99Ms)) ms
              toggle click → App Intent → new timeline → new card   p50 \(intentRoundTripMs.map(ms) ?? "—")
                                                                    p99 \(intentRoundTripP99Ms.map(ms) ?? "—")   (the water example, 20 clicks)
            """
    }
}

struct DashboardBenchmark {
    var widgets: Int
    var homeRequests: Int
    var sseClients: Int
    var connections: Int
    var seconds: Double

    func run() async throws -> DashboardBenchmarkResult {
        // Each live-update client holds two descriptors in this process: its own and the server's.
        try raiseOpenFileLimit(to: 2 * sseClients + 2 * connections + 512)
        var logger = Logger(label: "widgetkit.bench") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .warning

        let directory = URL(fileURLWithPath: "/tmp/owk-bench-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = HostDaemon.Options(dataDirectory: directory, extensions: [ExtensionCommand(try ExtensionPaths.bundledExamples())])
        let daemon = try await HostDaemon(options: options, logger: logger)
        let dashboard: DashboardServer
        do {
            // Room for every client at once (the live-update clients hold theirs to the end).
            var limits = HTTPLimits()
            limits.maximumConnections = min(
                HTTPLimits.fairShareOfOpenFiles, max(limits.maximumConnections, sseClients + connections + 64))
            dashboard = try DashboardServer(daemon: daemon, host: "127.0.0.1", port: 0, limits: limits)
        } catch {
            daemon.stopExtensions()
            throw error
        }
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let application = dashboard.application(logger: logger) { port in
            portSink.yield(port)
            portSink.finish()
        }
        // As `serve` runs them; on shutdown the host stops first (ending live streams), then the dashboard.
        let group = ServiceGroup(services: [application, HostService(daemon: daemon)], logger: logger)
        let running = Task {
            defer { portSink.finish() }
            try await group.run()
        }

        let outcome: Result<DashboardBenchmarkResult, any Error>
        do {
            var bound: Int?
            for await port in ports { bound = port }
            guard let port = bound else {
                try await running.value
                throw BenchError("the dashboard stopped before it listened")
            }
            outcome = .success(try await measure(daemon, port: port))
        } catch {
            outcome = .failure(error)
        }
        await group.triggerGracefulShutdown()
        _ = try? await running.value
        return try outcome.get()
    }

    private func measure(_ daemon: HostDaemon, port: Int) async throws -> DashboardBenchmarkResult {
        // Place the widgets: the example kinds, each in each of its families, in turn.
        let slots = daemon.kinds().filter { $0.extensionError == nil }.sorted { $0.kind < $1.kind }
            .flatMap { kind in kind.supportedFamilies.map { (kind.kind, $0.description) } }
        guard !slots.isEmpty else {
            let reasons = daemon.kinds().compactMap { kind in kind.extensionError.map { "\(kind.extensionPath): \($0)" } }
            throw BenchError("the example extension offers no widget kinds"
                + (reasons.isEmpty ? "" : " (" + reasons.joined(separator: "; ") + ")"))
        }
        let placeStart = ContinuousClock.now
        var placed: [Int] = []
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<widgets {
                if index >= 8, let id = try await group.next() { placed.append(id) }
                let (kind, family) = slots[index % slots.count]
                group.addTask { try await daemon.add(kind: kind, family: family, configuration: nil, surface: nil).id }
            }
            for try await id in group { placed.append(id) }
        }
        let placeSeconds = (ContinuousClock.now - placeStart).milliseconds / 1000
        guard let reloaded = placed.min() else { throw BenchError("no widget was placed") }

        let client = LoopbackHTTP(port: port)
        let homeRequests = self.homeRequests, connections = self.connections, seconds = self.seconds
        let sseClients = self.sseClients
        let home = try await onThread { try client.home(requests: homeRequests) }
        let instances = try await onThread {
            try client.load(path: "/api/instances", connections: connections, seconds: seconds)
        }
        let kinds = try await onThread { try client.load(path: "/api/kinds", connections: connections, seconds: seconds) }
        let intent = try await intentRoundTrips(daemon, client: client)
        // Last: a thousand live-update streams are the heaviest load.
        let fanout = try await onThread {
            try client.fanOut(clients: sseClients, widget: reloaded) { try daemon.reload(InstanceID(rawValue: reloaded)) }
        }

        return DashboardBenchmarkResult(
            widgets: placed.count, homeRequests: home.firstByte.count,
            homeTTFBMs: percentile(home.firstByte, 0.5), homeTTFBP99Ms: percentile(home.firstByte, 0.99),
            homeBytes: home.bytes, sseClients: sseClients, sseReceived: fanout.count,
            sseFanoutMinMs: fanout.first ?? 0, sseFanoutP50Ms: percentile(fanout, 0.5),
            sseFanoutP99Ms: percentile(fanout, 0.99), sseFanoutMaxMs: fanout.last ?? 0, apiConnections: connections,
            apiRequestsPerSecond: instances.requestsPerSecond, apiP50Ms: percentile(instances.latencies, 0.5),
            apiP99Ms: percentile(instances.latencies, 0.99), apiKindsRequestsPerSecond: kinds.requestsPerSecond,
            apiKindsP50Ms: percentile(kinds.latencies, 0.5), apiKindsP99Ms: percentile(kinds.latencies, 0.99),
            intentRoundTripMs: intent.map { percentile($0, 0.5) }, intentRoundTripP99Ms: intent.map { percentile($0, 0.99) },
            placeSeconds: placeSeconds)
    }

    /// What a click on an interactive widget costs as the page sees it: POST the toggle's invocation
    /// to /api/instances/ID/actions (the host runs the App Intent in the extension process and waits
    /// for the new timeline), then GET the widget's new card. The water example's reminders toggle,
    /// flipped an even number of times so its stored state ends as it began. nil without that example.
    private func intentRoundTrips(_ daemon: HostDaemon, client: LoopbackHTTP) async throws -> [Double]? {
        guard daemon.widgetDescription("com.example.water") != nil else { return nil }
        let id = try await daemon.add(kind: "com.example.water", family: "systemMedium", configuration: nil, surface: "bench").id
        var times: [Double] = []
        for _ in 0..<20 {
            guard let invocation = daemon.shownEntry(InstanceID(rawValue: id))?.archive.root.intentInvocations
                .first(where: { $0.isOn != nil })
            else { throw BenchError("the water widget shows no toggle") }
            let body = Array(try JSONEncoder().encode(["intent": invocation]))
            let time = try await onThread {
                let start = ContinuousClock.now
                let action = try client.exchange("POST", "/api/instances/\(id)/actions", body: body)
                guard action.status == 200 else {
                    throw BenchError("the toggle's action answered \(action.status): \(String(decoding: action.body, as: UTF8.self))")
                }
                let card = try client.exchange("GET", "/widgets/\(id)")
                guard card.status == 200 else { throw BenchError("GET /widgets/\(id) answered \(card.status)") }
                return (ContinuousClock.now - start).milliseconds
            }
            times.append(time)
        }
        return times.sorted()
    }
}

/// Runs blocking work on a thread of its own, so the task pool stays free for the server.
private func onThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result(catching: body)) }.start()
    }
}

/// Raises the soft limit on open files to `needed` if it is lower.
private func raiseOpenFileLimit(to needed: Int) throws {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(needed) else {
        return
    }
    guard limit.rlim_max == rlim_t.max || limit.rlim_max >= rlim_t(needed) else {
        throw UsageError(description: "this many clients need \(needed) open files, above the hard limit "
            + "(\(limit.rlim_max)); use fewer --sse-clients or raise it (ulimit -Hn)")
    }
    limit.rlim_cur = rlim_t(needed)
    guard setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else {
        throw BenchError("could not raise the open-file limit to \(needed): \(String(cString: strerror(errno)))")
    }
}

// MARK: - The clients: plain HTTP/1.1 over TCP to 127.0.0.1

/// HTTP clients for the benchmark: blocking sockets one at a time, or many non-blocking ones on one
/// thread with poll(2). Every socket is closed before its function returns.
private struct LoopbackHTTP: Sendable {
    let port: Int
    var authority: String { "127.0.0.1:\(port)" }

    /// A socket connected (or, non-blocking, connecting) to the dashboard. Close-on-exec: the
    /// extension processes the host starts must not inherit it.
    func connect(blocking: Bool) throws -> Int32 {
        var type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        if !blocking { type |= Int32(SOCK_NONBLOCK.rawValue) }
        let descriptor = socket(AF_INET, type, 0)
        guard descriptor >= 0 else { throw BenchError("socket: \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        if blocking {
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if result != 0 && !(errno == EINPROGRESS && !blocking) {
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw BenchError("could not connect to \(authority): \(message)")
        }
        return descriptor
    }

    /// GET / over a new connection each time: the times to the first byte (ms, sorted) and the
    /// page's size. One request more than asked warms up and is not counted.
    func home(requests: Int) throws -> (firstByte: [Double], bytes: Int) {
        let request = Array("GET / HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n\r\n".utf8)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var times: [Double] = []
        var bytes = 0
        for index in 0...requests {
            let start = ContinuousClock.now
            let descriptor = try connect(blocking: true)
            defer { close(descriptor) }
            try sendAll(descriptor, request)
            var response: [UInt8] = []
            var firstByte: ContinuousClock.Instant?
            var head: ResponseHead?
            while head.map({ response.count < $0.total }) ?? true {
                let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw BenchError("GET / ended early: \(count < 0 ? String(cString: strerror(errno)) : "closed")") }
                if firstByte == nil { firstByte = .now }
                response.append(contentsOf: chunk[..<count])
                if head == nil { head = try ResponseHead(response) }
            }
            guard let head, head.status == 200, let firstByte else { throw BenchError("GET / answered \(head?.status ?? 0)") }
            if index > 0 { times.append((firstByte - start).milliseconds) }
            bytes = head.total - head.headerLength
        }
        return (times.sorted(), bytes)
    }

    /// One request over a new connection (`Connection: close`): the status and the body.
    func exchange(_ method: String, _ path: String, body: [UInt8] = []) throws -> (status: Int, body: [UInt8]) {
        let descriptor = try connect(blocking: true)
        defer { close(descriptor) }
        var request = "\(method) \(path) HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n"
        if !body.isEmpty { request += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        try sendAll(descriptor, Array((request + "\r\n").utf8) + body)
        var response: [UInt8] = []
        var head: ResponseHead?
        while head.map({ response.count < $0.total }) ?? true {
            guard try receive(descriptor, into: &response) else {
                throw BenchError("\(method) \(path) ended early")
            }
            if head == nil { head = try ResponseHead(response) }
        }
        guard let head else { throw BenchError("\(method) \(path): no response") }
        return (head.status, Array(response[head.headerLength..<head.total]))
    }

    /// `path` asked over `connections` keep-alive connections, one request at a time each, for
    /// `seconds`: requests per second and each request's latency (ms, sorted).
    func load(path: String, connections: Int, seconds: Double) throws -> (requestsPerSecond: Double, latencies: [Double]) {
        let request = Array("GET \(path) HTTP/1.1\r\nHost: \(authority)\r\n\r\n".utf8)
        let poller = Poller()
        var descriptors: [Int32] = []
        defer { for descriptor in descriptors { close(descriptor) } }
        for index in 0..<connections {
            let descriptor = try connect(blocking: true)
            descriptors.append(descriptor)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            poller.add(descriptor, POLLIN, index: index)
        }
        var buffers = [[UInt8]](repeating: [], count: connections)
        var sentAt = [ContinuousClock.Instant](repeating: .now, count: connections)
        var latencies: [Double] = []
        latencies.reserveCapacity(100_000)
        let start = ContinuousClock.now
        let end = start + .milliseconds(Int64(seconds * 1000))
        for index in 0..<connections {
            sentAt[index] = .now
            try sendAll(descriptors[index], request)
        }
        var open = connections
        while open > 0 {
            let ready = try poller.wait(timeoutMilliseconds: 10_000) { index, _ in
                guard try receive(descriptors[index], into: &buffers[index]) else {
                    throw BenchError("the server closed a keep-alive connection (GET \(path))")
                }
                while let head = try ResponseHead(buffers[index]), buffers[index].count >= head.total {
                    let now = ContinuousClock.now
                    guard head.status == 200 else { throw BenchError("GET \(path) answered \(head.status)") }
                    latencies.append((now - sentAt[index]).milliseconds)
                    buffers[index].removeFirst(head.total)
                    if now < end {
                        sentAt[index] = now
                        try sendAll(descriptors[index], request)
                    } else {
                        open -= 1
                    }
                }
            }
            guard ready > 0 else { throw BenchError("GET \(path): no answer within 10 s") }
        }
        let elapsed = (ContinuousClock.now - start).milliseconds / 1000
        return (Double(latencies.count) / elapsed, latencies.sorted())
    }

    /// Opens `clients` streams of GET /events (each has read the `: connected` preamble), calls
    /// `trigger`, and returns for each client that read an `event: changed` naming `widget` within
    /// 15 s the time from the trigger (ms, sorted).
    func fanOut(clients: Int, widget: Int, trigger: () throws -> Void) throws -> [Double] {
        enum Phase { case connecting, asked, listening, done }
        let request = Array("GET /events HTTP/1.1\r\nHost: \(authority)\r\nAccept: text/event-stream\r\n\r\n".utf8)
        let preamble = Array(": connected\n".utf8)
        let poller = Poller()
        var descriptors = [Int32](repeating: -1, count: clients)
        defer { for descriptor in descriptors where descriptor >= 0 { close(descriptor) } }
        var phases = [Phase](repeating: .connecting, count: clients)
        var buffers = [[UInt8]](repeating: [], count: clients)

        // Connect, at most `window` at a time: the server's listen backlog is 256.
        let window = 128
        var opened = 0
        var listening = 0
        let connectStart = ContinuousClock.now
        while listening < clients {
            while opened - listening < window && opened < clients {
                descriptors[opened] = try connect(blocking: false)
                poller.add(descriptors[opened], POLLOUT | POLLIN, index: opened)
                opened += 1
            }
            try poller.wait(timeoutMilliseconds: 1000) { index, events in
                let descriptor = descriptors[index]
                switch phases[index] {
                case .connecting:
                    var error: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
                    guard error == 0 else {
                        throw BenchError("live-update client \(index + 1) could not connect: \(String(cString: strerror(error)))")
                    }
                    guard events & POLLOUT != 0 else { return }
                    try sendAll(descriptor, request)
                    poller.modify(POLLIN, index: index)
                    phases[index] = .asked
                case .asked, .listening, .done:
                    guard try receive(descriptor, into: &buffers[index]) else {
                        throw BenchError("the server closed live-update client \(index + 1) (\(listening) listening)")
                    }
                    if phases[index] == .asked, let end = buffers[index].firstIndex(of: preamble) {
                        guard buffers[index].starts(with: Array("HTTP/1.1 200".utf8)) else {
                            throw BenchError("GET /events answered: \(String(decoding: buffers[index].prefix(40), as: UTF8.self))")
                        }
                        buffers[index].removeSubrange(..<(end + preamble.count))
                        phases[index] = .listening
                        listening += 1
                    }
                }
            }
            if ContinuousClock.now - connectStart > .seconds(30 + clients / 100) {
                throw BenchError("only \(listening) of \(clients) live-update clients were listening after "
                    + "\(30 + clients / 100) s")
            }
        }
        // Whatever came before the trigger does not count.
        while try poller.wait(timeoutMilliseconds: 0, { index, _ in _ = try receive(descriptors[index], into: &buffers[index]) }) > 0 {}
        for index in 0..<clients { buffers[index].removeAll(keepingCapacity: true) }

        var times: [Double] = []
        times.reserveCapacity(clients)
        let start = ContinuousClock.now
        try trigger()
        let deadline = start + .seconds(15)
        while times.count < clients && ContinuousClock.now < deadline {
            try poller.wait(timeoutMilliseconds: 100) { index, _ in
                let descriptor = descriptors[index]
                let open = try receive(descriptor, into: &buffers[index])
                let now = ContinuousClock.now
                if phases[index] == .listening, Self.changed(&buffers[index], names: widget) {
                    times.append((now - start).milliseconds)
                    phases[index] = .done
                }
                if !open || phases[index] == .done {
                    poller.remove(index: index)
                    buffers[index] = []
                }
            }
        }
        return times.sorted()
    }

    /// Whether the stream so far holds an `event: changed` whose instances include `widget`;
    /// complete events that do not are dropped from the buffer.
    private static func changed(_ buffer: inout [UInt8], names widget: Int) -> Bool {
        let marker = Array("event: changed\ndata: ".utf8)
        while let start = buffer.firstIndex(of: marker) {
            let dataStart = start + marker.count
            guard let lineEnd = buffer[dataStart...].firstIndex(of: UInt8(ascii: "\n")) else { return false }
            let data = String(decoding: buffer[dataStart..<lineEnd], as: UTF8.self)
            buffer.removeSubrange(..<lineEnd)
            // {"instances":[1,2,3]}
            let list = data.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
            if list.split(separator: ",").contains(where: { Int($0) == widget }) { return true }
        }
        return false
    }
}

/// Sends all of `bytes` (small requests: a short write is an error).
private func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { throw BenchError("could not send a request: \(String(cString: strerror(errno)))") }
        sent += count
    }
}

/// Reads what is there into `buffer`; false at the end of the stream.
private func receive(_ descriptor: Int32, into buffer: inout [UInt8]) throws -> Bool {
    return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 65_536) { storage in
        while true {
            let count = recv(descriptor, storage.baseAddress, storage.count, 0)
            if count > 0 {
                buffer.append(contentsOf: storage[..<count])
                return true
            }
            if count == 0 { return false }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return true
            case let code: throw BenchError("could not read: \(String(cString: strerror(code)))")
            }
        }
    }
}

/// The status line and headers of an HTTP/1.1 response whose body has a Content-Length.
private struct ResponseHead {
    var status: Int
    var headerLength: Int
    /// Headers and body.
    var total: Int

    /// nil until the headers are complete.
    init?(_ bytes: [UInt8]) throws {
        guard let end = bytes.firstIndex(of: Array("\r\n\r\n".utf8)) else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw BenchError("not an HTTP response: \(lines.first ?? "")")
        }
        var length: Int?
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length else { throw BenchError("a response without Content-Length (status \(status))") }
        self.status = status
        headerLength = end + 4
        total = headerLength + length
    }
}

/// Sockets watched with poll(2) (Glibc has no epoll), each under an index of the caller's.
private final class Poller {
    private var sockets: [pollfd] = []

    func add(_ socket: Int32, _ mask: Int32, index: Int) {
        if sockets.count <= index {
            sockets.append(contentsOf: repeatElement(pollfd(fd: -1, events: 0, revents: 0), count: index + 1 - sockets.count))
        }
        sockets[index] = pollfd(fd: socket, events: Int16(mask), revents: 0)
    }

    func modify(_ mask: Int32, index: Int) { sockets[index].events = Int16(mask) }

    /// Stops watching; poll skips negative descriptors.
    func remove(index: Int) { sockets[index].fd = -1 }

    /// Waits up to `timeoutMilliseconds` and calls `body` with the index and events (POLLIN,
    /// POLLOUT, POLLERR, POLLHUP) of each ready socket; returns how many were ready.
    @discardableResult
    func wait(timeoutMilliseconds: Int32, _ body: (Int, Int32) throws -> Void) throws -> Int {
        var count: Int32
        repeat {
            count = sockets.withUnsafeMutableBufferPointer {
                poll($0.baseAddress, nfds_t($0.count), timeoutMilliseconds)
            }
        } while count < 0 && errno == EINTR
        guard count >= 0 else { throw BenchError("poll: \(String(cString: strerror(errno)))") }
        guard count > 0 else { return 0 }
        for index in sockets.indices where sockets[index].revents != 0 && sockets[index].fd >= 0 {
            let events = Int32(sockets[index].revents)
            sockets[index].revents = 0
            try body(index, events)
        }
        return Int(count)
    }
}

extension Array where Element == UInt8 {
    /// The index where `pattern` first starts.
    fileprivate func firstIndex(of pattern: [UInt8]) -> Int? {
        guard let first = pattern.first, count >= pattern.count else { return nil }
        var index = 0
        let last = count - pattern.count
        while index <= last {
            if self[index] == first && self[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
