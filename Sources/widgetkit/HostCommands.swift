import ArgumentParser
import Foundation
import OpenWidgetKit
import WidgetHost
import WidgetkitSupport

/// `widgetkit add KIND`: places a widget on the running host.
struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Place a widget on the running host; prints its ID and what it shows.")

    @OptionGroup var host: HostLocation
    @Argument(help: "The widget's kind, as `widgetkit kinds` lists it.") var kind: String
    @Option(help: "The family: small, medium, large, extraLarge, circular, rectangular, inline.")
    var family: String = "small"
    @Option(help: "Configuration values as a JSON object, for configurable widgets.") var config: String?
    @Option(help: "Where the widget is shown (home: the dashboard).") var surface: String = "home"
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let configuration = try config.map(CommandLineValues.configuration) ?? [:]
            let summary = try host.call(
                ControlProtocol.Request(
                    method: .add, kind: kind, family: family, configuration: configuration, surface: surface),
                as: InstanceSummary.self)
            try json ? printJSON(summary) : print(summary.line)
        }
    }
}

/// `widgetkit remove ID`.
struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Remove a placed widget from the running host.")

    @OptionGroup var host: HostLocation
    @Argument(help: "The widget's ID, as `widgetkit list` shows it.") var id: Int

    func run() async throws {
        try await reportingUsageErrors {
            let summary = try host.call(ControlProtocol.Request(method: .remove, instance: id), as: InstanceSummary.self)
            print("removed #\(summary.id) \(summary.kind) (\(summary.family.shortName))")
        }
    }
}

/// `widgetkit list`.
struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the placed widgets: kind, family, what each shows, and when and why it reloads next.")

    @OptionGroup var host: HostLocation
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let instances = try host.call(ControlProtocol.Request(method: .list), as: [InstanceSummary].self)
            if json { return try printJSON(instances) }
            if instances.isEmpty { print("no widgets are placed; add one with `widgetkit add KIND`") }
            instances.forEach { print($0.line) }
        }
    }
}

/// `widgetkit reload`.
struct Reload: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Ask for new timelines, as WidgetCenter.reloadTimelines(ofKind:) or reloadAllTimelines() do.")

    @OptionGroup var host: HostLocation
    @Option(help: "Reload the widgets of this kind.") var kind: String?
    @Flag(help: "Reload every widget.") var all = false

    func validate() throws {
        guard (kind != nil) != all else {
            throw ValidationError("Give either --kind KIND or --all.")
        }
    }

    func run() async throws {
        try await reportingUsageErrors {
            let ack = try host.call(ControlProtocol.Request(method: .reload, kind: kind), as: ControlProtocol.ReloadAck.self)
            print("reload requested for \(ack.widgets) widget\(ack.widgets == 1 ? "" : "s")")
        }
    }
}

/// `widgetkit receipts ID`.
struct Receipts: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Why did (or didn't) a widget update: its latest reloads, what led to each and how it ended, "
            + "and its budget.")

    @OptionGroup var host: HostLocation
    @Argument(help: "The widget's ID.") var id: Int
    @Option(help: "How many reloads to show, the latest first (1 to 500).") var limit: Int = 50
    @Option(help: "Show the reloads before this cursor (printed after a page that has older ones).") var before: Int?
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        guard (1...500).contains(limit) else { throw ValidationError("--limit must be from 1 to 500.") }
    }

    func run() async throws {
        try await reportingUsageErrors {
            let report = try host.call(
                ControlProtocol.Request(method: .receipts, instance: id, limit: limit, before: before),
                as: InstanceReport.self)
            if json { return try printJSON(report) }
            print(report.instance.line)
            print("budget: \(report.budgetUsed) of \(report.budgetLimit) counted reloads used today; "
                + "resets \(report.budgetResetsAt.ISO8601Format())")
            report.receipts.forEach { print("  " + $0.description) }
            if let older = report.olderReceipts {
                print("older reloads: widgetkit receipts \(id) --before \(older)")
            }
            if !report.warnings.isEmpty {
                print("warnings:")
                report.warnings.forEach { print("  " + $0) }
            }
        }
    }
}

/// `widgetkit kinds`.
struct Kinds: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the widget kinds the running host's extensions offer.")

    @OptionGroup var host: HostLocation
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let kinds = try host.call(ControlProtocol.Request(method: .kinds), as: [KindSummary].self)
            if json { return try printJSON(kinds) }
            for kind in kinds {
                let families = kind.supportedFamilies.map(\.shortName).joined(separator: ", ")
                print("\(kind.kind)  \(kind.displayName) [\(families)]\(kind.configurable ? " configurable" : "")"
                    + (kind.extensionError.map { "  (extension not available: \($0))" } ?? ""))
            }
        }
    }
}

/// `widgetkit status`.
struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show whether a host is running, and where.")

    @OptionGroup var host: HostLocation
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let status = try host.call(ControlProtocol.Request(method: .status), as: HostStatus.self)
            if json { return try printJSON(status) }
            print("host running, pid \(status.processIdentifier), since \(status.startedAt.ISO8601Format())")
            print("data directory: \(status.dataDirectory)")
            print("socket: \(status.socket)")
            if let dashboard = status.dashboard { print("dashboard: \(dashboard)") }
            if let problem = status.storeProblem {
                print("store: \(problem.description), since \(problem.since.ISO8601Format()); changes are refused "
                    + "until it can be written")
            }
            print("\(status.instances) widget(s) placed; \(status.kinds) kind(s) from \(status.extensionPaths.joined(separator: ", "))")
        }
    }
}

extension InstanceSummary {
    /// `#3 com.mygame.game-status (small) shows "…" [entry 1 of 1]; next reload 2026-… (policy .after(…))`.
    var line: String {
        var text = "#\(id) \(kind) (\(family.shortName))"
        if surface != "home" { text += " on \(surface)" }
        if !configuration.isEmpty {
            text += " " + configuration.keys.sorted().map { "\($0)=\(configuration[$0]!)" }.joined(separator: ", ")
        }
        let shown = (shownEntry ?? "").replacingOccurrences(of: "\n", with: " ")
        text += " shows \"\(shown.count > 60 ? shown.prefix(59) + "…" : shown)\""
        if let index = shownEntryIndex { text += " [entry \(index + 1) of \(entryCount)]" } else { text += " [placeholder]" }
        if let nextReload, let nextReloadReason {
            text += "; next reload \(nextReload.ISO8601Format()) (\(nextReloadReason))"
        } else {
            text += "; no reload planned until WidgetCenter asks"
        }
        if let lastError { text += "; last request failed: \(lastError)" }
        return text
    }
}
