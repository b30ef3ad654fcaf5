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
            Times are virtual: a day runs in milliseconds. Each line shows the time, the instance, \
            the event (providerCall, entryShown, reloadRequested, reloadCoalesced, reloadDeferred, \
            reloadServed, reloadFailed, warning) and the entry's text or the reason.

            Example: widgetkit simulate com.example.stock-market --start 2026-01-09T15:00:00-05:00 --for 72h
            """
    )

    @Argument(help: "The widget kind (see `widgetkit list-kinds`).")
    var kind: String

    @Option(help: "The family to place the widget in: systemSmall, systemMedium, … (or small, medium, …).")
    var family: String?

    @Option(help: "When the simulation starts, ISO 8601 with a time zone (default: now).")
    var start: String?

    @Option(name: .customLong("for"), help: "How long to simulate, such as 30h, 90m or 2d.")
    var duration: String = "24h"

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
                ?? Date(timeIntervalSinceReferenceDate: (Date().timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
            let length = try CommandLineValues.duration(duration, option: "--for")
            let reloads = try reloadAt.map { try CommandLineValues.duration($0, option: "--reload-at") }.sorted()
            let configuration = try config.map { try CommandLineValues.configuration($0) } ?? [:]

            let widgets = try await ExtensionWidgets.start(`extension`, requestTimeout: .seconds(10))
            defer { widgets.stop() }
            let chosenFamily = try widgets.family(family, of: try widgets.widget(kind))
            let simulator = WidgetSimulator(
                source: widgets.source, start: startDate, configuration: SchedulerConfiguration(),
                providerTimeLimit: .seconds(10))
            do {
                try await simulator.place(kind: kind, family: chosenFamily, configuration: configuration)
            } catch {
                throw UsageError(description: "\(error)")
            }
            for offset in reloads where offset <= length {
                await simulator.advance(to: startDate.addingTimeInterval(offset))
                await simulator.withWidgetCenter {
                    WidgetCenter.shared.reloadTimelines(ofKind: kind)
                }
            }
            await simulator.advance(to: startDate.addingTimeInterval(length))

            for event in simulator.events {
                if json {
                    try printJSON(event)
                } else {
                    print(event)
                }
            }
        }
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
