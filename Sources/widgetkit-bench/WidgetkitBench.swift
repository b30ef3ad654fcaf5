import ArgumentParser

/// `widgetkit-bench`: OpenWidgetKit's benchmarks, apart from the everyday `widgetkit` command.
@main
struct WidgetkitBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetkit-bench",
        abstract: "Measure OpenWidgetKit's speed and memory; build with -c release for real figures.",
        subcommands: [
            SchedulerBench.self, RenderBench.self, HostBench.self, DashboardBench.self, HostBenchExtension.self,
            HostBenchClient.self,
        ]
    )
}
