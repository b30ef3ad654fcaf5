import ArgumentParser
import WidgetkitSupport

@main
struct Widgetkit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetkit",
        abstract: "Run, preview and simulate WidgetKit widgets on Linux.",
        discussion: "The benchmarks are a command of their own: widgetkit-bench.",
        subcommands: [
            Serve.self, Add.self, Remove.self, List.self, Reload.self, Receipts.self, Kinds.self, Status.self, Location.self,
            Init.self, Simulate.self, Preview.self, ListKinds.self, BenchMoved.self,
        ]
    )
}

/// `widgetkit bench …`: the benchmarks moved to `widgetkit-bench`; this says so, naming the command
/// to run instead, and exits 2.
struct BenchMoved: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Moved: the benchmarks are `widgetkit-bench`.", shouldDisplay: false)

    @Argument(parsing: .allUnrecognized)
    var arguments: [String] = []

    func run() async throws {
        try await reportingUsageErrors {
            let command = (["widgetkit-bench"] + (arguments.isEmpty ? ["--help"] : arguments)).joined(separator: " ")
            throw UsageError(description: "the benchmarks moved to their own command, widgetkit-bench: run `\(command)`")
        }
    }
}
