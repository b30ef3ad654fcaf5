import Foundation
import OpenWidgetKit
import WidgetHost

/// A real `widgetkit serve` on a temporary data directory, for tests: started as its own process,
/// asked through its control socket, stopped, killed and restarted.
final class RunningHost: @unchecked Sendable {
    // @unchecked: each test owns its host and drives it from one task.
    let dataDirectory: URL
    /// What `start()` passes to `widgetkit serve` after the data directory; a test may change it between runs.
    var arguments: [String]
    /// A command that runs the host, such as `prlimit --nofile=64:64`; none by default.
    let launcher: [String]
    private(set) var process: Process?
    private(set) var logFile: URL

    /// A host with the examples extension (or `extensions`), started (through `launcher`, if given)
    /// and answering.
    init(extensions: [URL] = [], arguments: [String] = [], launcher: [String] = [], dataDirectory: URL? = nil) throws {
        self.launcher = launcher
        // Short: a Unix socket path must fit in 107 bytes.
        self.dataDirectory = dataDirectory ?? URL(fileURLWithPath: "/tmp/owk-\(UUID().uuidString.prefix(8))")
        logFile = URL(fileURLWithPath: "/tmp/owk-\(UUID().uuidString.prefix(8)).log")
        // Port 0: the dashboard takes any free port (`dashboardURL` says which).
        self.arguments = extensions.flatMap { ["--extension", $0.path] } + ["--port", "0"] + arguments
        try start()
    }

    deinit {
        if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: dataDirectory)
        try? FileManager.default.removeItem(atPath: dataDirectory.path + ".config")
        try? FileManager.default.removeItem(at: logFile)
    }

    var socketPath: String { dataDirectory.appendingPathComponent("control.sock").path }
    /// Generous: `add` waits for the first timeline, which a test may make slow on purpose.
    var client: ControlClient { ControlClient(path: socketPath, timeout: 120) }
    /// What the host, its extensions and the test's app processes share: the data directory, and an app
    /// group folder of this host's own (`UserDefaults(suiteName:)` lives under `$XDG_CONFIG_HOME`), so tests
    /// running at the same time never read each other's app-group defaults.
    var environment: [String: String] {
        ["OPENWIDGETKIT_DATA_DIR": dataDirectory.path, "XDG_CONFIG_HOME": dataDirectory.path + ".config"]
    }

    /// Starts the host and waits until it answers (at most 60 s).
    func start() throws {
        if !FileManager.default.fileExists(atPath: logFile.path) {
            FileManager.default.createFile(atPath: logFile.path, contents: nil)
        }
        let log = try FileHandle(forWritingTo: logFile)
        log.seekToEndOfFile()
        let process = Process()
        let command = launcher + [productsDirectory.appendingPathComponent("widgetkit").path, "serve", "--data-dir",
                                  dataDirectory.path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = log
        process.standardError = log
        try process.run()
        self.process = process
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if (try? client.call(ControlProtocol.Request(method: .status), as: HostStatus.self)) != nil { return }
            guard process.isRunning else { throw HostTestError("the host exited at start:\n\(self.log)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HostTestError("the host did not answer within 60 s:\n\(self.log)")
    }

    /// The dashboard's address, `http://127.0.0.1:PORT/`.
    var dashboardURL: String {
        get throws {
            // The control socket answers a moment before the dashboard listens.
            let deadline = Date().addingTimeInterval(10)
            while true {
                let status: HostStatus = try call(ControlProtocol.Request(method: .status))
                if let url = status.dashboard { return url }
                guard Date() < deadline else { throw HostTestError("the host has no dashboard:\n\(log)") }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    /// `kill -9`.
    func kill9() {
        guard let process else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// SIGTERM, then waits for the exit; returns the exit status.
    @discardableResult
    func terminate() -> Int32 {
        guard let process else { return -1 }
        process.terminate()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What the host logged.
    var log: String {
        (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    }

    func call<Result: Codable & Sendable>(_ request: ControlProtocol.Request, as type: Result.Type = Result.self) throws
        -> Result
    {
        try client.call(request, as: type)
    }

    func add(_ kind: String, family: String = "small", configuration: ConfigurationValues = [:]) throws -> InstanceSummary {
        try call(ControlProtocol.Request(method: .add, kind: kind, family: family, configuration: configuration))
    }

    func list() throws -> [InstanceSummary] {
        try call(ControlProtocol.Request(method: .list))
    }

    func report(_ id: Int) throws -> InstanceReport {
        try call(ControlProtocol.Request(method: .receipts, instance: id))
    }

    /// Asks again every 50 ms until `condition` holds (at most `seconds`); returns whether it did.
    func eventually(within seconds: TimeInterval = 10, _ condition: () throws -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if (try? condition()) == true { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return (try? condition()) == true
    }
}

struct HostTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs a built executable with extra environment; returns its status and both outputs.
func runProduct(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws
    -> (status: Int32, output: String, error: String)
{
    try runCommand(productsDirectory.appendingPathComponent(name).path, arguments, environment: environment)
}

/// Runs a command with extra environment; returns its status and both outputs.
func runCommand(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws
    -> (status: Int32, output: String, error: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}
