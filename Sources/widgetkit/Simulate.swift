import ArgumentParser
import Foundation
import OpenWidgetKit
import OpenWidgetKitTesting
import WidgetkitSupport

struct Simulate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a widget on a virtual clock and print what the host does, one event per line.",
        discussion: """
            The widget extension runs as its own process, as `serve` runs it; its providers see the virtual \
            time. With no --extension, the example widgets (example-widgets, built beside widgetkit). \
            With --script FILE, no extension runs: a scripted provider described in JSON answers each \
            timeline request (docs/SimulateScript.md). Times are virtual: a day runs in milliseconds. Each \
            line shows the time, the instance, the event (providerCall, entryShown, reloadRequested, \
            reloadCoalesced, reloadDeferred, reloadServed, reloadFailed, warning) and the entry's text or \
            the reason.

            Examples: widgetkit simulate com.example.stock-market --start 2026-01-09T15:00:00-05:00 --for 72h
                      widgetkit simulate --script game-status.json --for 2h
            """
    )

    @Argument(help: "The widget kind (see `widgetkit list-kinds`); not with --script.")
    var kind: String?

    @Option(help: "A scripted provider in JSON to simulate instead of an extension's widget (see docs/SimulateScript.md).")
    var script: String?

    @Option(help: "The family to place the widget in: systemSmall, systemMedium, … (or small, medium, …).")
    var family: String?

    @Option(help: "When the simulation starts, ISO 8601 with a time zone (default: the script's start, or now).")
    var start: String?

    @Option(name: .customLong("for"), help: "How long to simulate, such as 30h, 90m or 2d (default: the script's, or 24h).")
    var duration: String?

    @Option(name: .customLong("reload-at"), help: "Call WidgetCenter.reloadTimelines(ofKind:) at this offset from the start (repeatable).")
    var reloadAt: [String] = []

    @Option(help: "The widget's configuration as a JSON object of parameter values, such as '{\"character\":{\"identifier\":\"Unipony\"}}'.")
    var config: String?

    @Option(help: "The widget extension executable to simulate (default: the example widgets).")
    var `extension`: String?

    @Flag(help: "Print each event as a JSON object on its own line.")
    var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let startDate = try start.map { try CommandLineValues.date($0, option: "--start") }
            let length = try duration.map { try CommandLineValues.duration($0, option: "--for") }
            let reloads = try reloadAt.map { try CommandLineValues.duration($0, option: "--reload-at") }
            if let script {
                if let kind {
                    throw UsageError(description: "give a widget kind or --script, not both: the script '\(script)' "
                        + "describes its own widget (its \"kind\"), so drop '\(kind)'")
                }
                if let path = `extension` {
                    throw UsageError(description: "give --script or --extension, not both: a script's provider runs "
                        + "in place of an extension, so drop --extension \(path)")
                }
                if config != nil {
                    throw UsageError(
                        description: "--config does not apply to --script: a scripted widget has no configuration")
                }
                try await simulate(script: script, start: startDate, length: length, reloads: reloads)
            } else if let kind {
                try await simulate(kind: kind, start: startDate ?? Self.now(), length: length ?? 24 * 3600, reloads: reloads)
            } else {
                throw UsageError(description: "give the widget kind to simulate (see `widgetkit list-kinds`), "
                    + "or --script FILE to simulate a scripted provider described in JSON")
            }
        }
    }

    /// One of an extension's widgets, the extension run as its own process.
    private func simulate(kind: String, start: Date, length: TimeInterval, reloads: [TimeInterval]) async throws {
        let configuration = try config.map { try CommandLineValues.configuration($0) } ?? [:]
        let widgets = try await ExtensionWidgets.start(`extension`, requestTimeout: .seconds(10))
        defer { widgets.stop() }
        let chosenFamily = try widgets.family(family, of: try widgets.widget(kind))
        let simulator = WidgetSimulator(
            source: widgets.source, start: start, configuration: SchedulerConfiguration(),
            providerTimeLimit: .seconds(10))
        try await run(
            simulator, kind: kind, family: chosenFamily, configuration: configuration, start: start, length: length,
            reloads: reloads.map { SimulationScript.Reload(offset: $0, kind: kind) })
    }

    /// A scripted provider: no extension runs.
    private func simulate(script path: String, start: Date?, length: TimeInterval?, reloads: [TimeInterval]) async throws {
        let script = try Self.load(script: path)
        let chosenFamily = try family.map {
            try CommandLineValues.family($0, kind: script.kind, supported: WidgetFamily.allCases)
        } ?? script.family
        let startDate = start ?? script.start ?? Self.now()
        // A provider's answers are immediate in real time; its delays are virtual.
        let simulator = WidgetSimulator(
            source: ScriptedTimelineSource(script), start: startDate, configuration: script.scheduler,
            providerTimeLimit: .seconds(10))
        try await run(
            simulator, kind: script.kind, family: chosenFamily, configuration: [:], start: startDate,
            length: length ?? script.duration ?? 24 * 3600,
            reloads: script.reloads + reloads.map { SimulationScript.Reload(offset: $0, kind: script.kind) })
    }

    /// Places the widget, makes the `WidgetCenter` requests at their times, runs to the end and prints
    /// every event.
    private func run(
        _ simulator: WidgetSimulator, kind: String, family: WidgetFamily, configuration: ConfigurationValues,
        start: Date, length: TimeInterval, reloads: [SimulationScript.Reload]
    ) async throws {
        do {
            try await simulator.place(kind: kind, family: family, configuration: configuration)
        } catch {
            throw UsageError(description: "\(error)")
        }
        // A stable sort: requests at the same moment are made in the order given.
        let ordered = reloads.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
        for (_, reload) in ordered where reload.offset <= length {
            await simulator.advance(to: start.addingTimeInterval(reload.offset))
            await simulator.withWidgetCenter {
                if let kind = reload.kind {
                    WidgetCenter.shared.reloadTimelines(ofKind: kind)
                } else {
                    WidgetCenter.shared.reloadAllTimelines()
                }
            }
        }
        await simulator.advance(to: start.addingTimeInterval(length))

        for event in simulator.events {
            if json {
                try printJSON(event)
            } else {
                print(event)
            }
        }
    }

    /// Reads a script, or says in one sentence what is wrong with it and where.
    private static func load(script path: String) throws -> SimulationScript {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "it could not be read" : "there is no such file"
            throw UsageError(description: "invalid script '\(path)' for --script: \(reason)")
        }
        do {
            return try SimulationScript(json: data)
        } catch {
            throw UsageError(description: "invalid script '\(path)' for --script: \(error)")
        }
    }

    /// Now, to the minute.
    private static func now() -> Date {
        Date(timeIntervalSinceReferenceDate: (Date().timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }
}

struct ListKinds: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list-kinds",
        abstract: "List a widget extension's kinds (default: the example widgets).",
        discussion: "To list the kinds of the extensions a running host serves, use `widgetkit kinds`.")

    @Option(help: "The widget extension executable to ask (default: the example widgets).")
    var `extension`: String?

    @Flag(help: "Print a JSON array.")
    var json = false

    func run() async throws {
        try await reportingUsageErrors {
            let extensionWidgets = try await ExtensionWidgets.start(`extension`)
            extensionWidgets.stop()
            let widgets = extensionWidgets.widgets
            if json {
                struct Kind: Encodable {
                    var kind, displayName, description: String
                    var families: [WidgetFamily]
                    var configurable: Bool
                }
                let kinds = widgets.map {
                    Kind(kind: $0.kind, displayName: $0.displayName, description: $0.description,
                         families: $0.supportedFamilies, configurable: $0.configurationSchema != nil)
                }
                try printJSON(kinds, pretty: true)
                return
            }
            let width = widgets.map(\.kind.count).max() ?? 0
            for widget in widgets {
                let families = widget.supportedFamilies.map(\.shortName).joined(separator: ",")
                print("\(widget.kind.padding(toLength: width, withPad: " ", startingAt: 0))  "
                    + "\(widget.displayName) — \(widget.description) [\(families)]"
                    + (widget.configurationSchema == nil ? "" : " (configurable)"))
            }
        }
    }
}
