import ArgumentParser

@main
struct Widgetkit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetkit",
        abstract: "Run, simulate and measure WidgetKit widgets on Linux.",
        subcommands: [
            Serve.self, Add.self, Remove.self, List.self, Reload.self, Receipts.self, Kinds.self, Status.self,
            Simulate.self, Preview.self, ListKinds.self, Bench.self,
        ]
    )
}

/// A bad value on the command line: printed as one line naming the value, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

extension AsyncParsableCommand {
    /// Runs `body`, turning a `UsageError` into one line on standard error and exit code 2.
    func reportingUsageErrors(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as UsageError {
            printError("widgetkit: \(error)")
            throw ExitCode(2)
        }
    }
}

func printError(_ message: String) {
    var standardError = StandardError()
    print(message, to: &standardError)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}

import Foundation
