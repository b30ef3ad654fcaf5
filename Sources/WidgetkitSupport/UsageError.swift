import ArgumentParser
import Foundation

/// A bad value on the command line: printed as one line naming the value, exit code 2.
package struct UsageError: Error, CustomStringConvertible {
    package var description: String

    package init(description: String) {
        self.description = description
    }
}

extension AsyncParsableCommand {
    /// Runs `body`, turning a `UsageError` into one line on standard error and exit code 2.
    package func reportingUsageErrors(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as UsageError {
            printError("\(Self.programName): \(error)")
            throw ExitCode(2)
        }
    }

    /// The name the program was started under, for the start of its error lines.
    package static var programName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "widgetkit").lastPathComponent
    }
}

/// Prints a line on standard error.
package func printError(_ message: String) {
    var standardError = StandardError()
    print(message, to: &standardError)
}

/// Standard error as a `TextOutputStream`.
package struct StandardError: TextOutputStream {
    package init() {}

    package mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
