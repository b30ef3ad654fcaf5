import ArgumentParser
import Foundation
import OpenWidgetKit
import WidgetHost
import WidgetkitSupport

/// `widgetkit location …`: where the host is, and which extensions may know it.
struct Location: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show or set where the host is, and grant or refuse it to widget extensions.",
        discussion: """
            Widgets get the host's place through CLLocationManager only when their extension declares \
            NSWidgetWantsLocation in its Info.plist and the person grants it: until then they see \
            .notDetermined, after a refusal .denied, and never a made-up place.
            """,
        subcommands: [Show.self, Set.self, Clear.self, Grant.self, Revoke.self, Forget.self],
        defaultSubcommand: Show.self)

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the host's place and each extension's grant.")
        @OptionGroup var host: HostLocation
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            try await reportingUsageErrors {
                let report = try host.call(ControlProtocol.Request(method: .location), as: LocationReport.self)
                if json { try printJSON(report) } else { print(report.text) }
            }
        }
    }

    struct Set: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set where the host is: latitude,longitude in degrees.")
        @OptionGroup var host: HostLocation
        @Argument(help: "The place as LAT,LON, such as 48.8566,2.3522.") var place: String
        @Option(help: "How precise the place is, in metres (default 100).") var accuracy: Double?
        @Option(help: "A name for the place, such as Home.") var label: String?

        func run() async throws {
            try await reportingUsageErrors {
                let report = try host.call(
                    ControlProtocol.Request(method: .setLocation, place: place, accuracy: accuracy, label: label),
                    as: LocationReport.self)
                print(report.text)
            }
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Forget where the host is: granted widgets get no location.")
        @OptionGroup var host: HostLocation

        func run() async throws {
            try await reportingUsageErrors {
                print(try host.call(ControlProtocol.Request(method: .setLocation), as: LocationReport.self).text)
            }
        }
    }

    struct Grant: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Let an extension's widgets know the host's place.")
        @OptionGroup var host: HostLocation
        @Argument(help: "The extension: its executable's name or path.") var name: String

        func run() async throws {
            try await reportingUsageErrors { try decide(host, name, granted: true) }
        }
    }

    struct Revoke: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Refuse an extension the host's place: its widgets see .denied.")
        @OptionGroup var host: HostLocation
        @Argument(help: "The extension: its executable's name or path.") var name: String

        func run() async throws {
            try await reportingUsageErrors { try decide(host, name, granted: false) }
        }
    }

    struct Forget: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Forget the decision about an extension: .notDetermined again.")
        @OptionGroup var host: HostLocation
        @Argument(help: "The extension: its executable's name or path.") var name: String

        func run() async throws {
            try await reportingUsageErrors { try decide(host, name, granted: nil) }
        }
    }
}

private func decide(_ host: HostLocation, _ name: String, granted: Bool?) throws {
    let report = try host.call(
        ControlProtocol.Request(method: .decideLocation, extensionName: name, granted: granted), as: LocationReport.self)
    print(report.text)
}

extension LocationReport {
    /// `place: 48.85660, 2.35220 ±100 m "Home" (set 2026-…)` and a line per extension that asks.
    var text: String {
        var lines: [String] = []
        if let place {
            lines.append(String(format: "place: %.5f, %.5f ±%.0f m", place.latitude, place.longitude, place.accuracy ?? 100)
                + (place.label.map { " \"\($0)\"" } ?? "") + " (set \(place.setAt.ISO8601Format()))")
        } else {
            lines.append("place: not set (widgetkit location set LAT,LON)")
        }
        if extensions.isEmpty {
            lines.append("no extension asks for location (NSWidgetWantsLocation in its Info.plist)")
        }
        for grant in extensions {
            lines.append("\(grant.name): \(grant.decision) — \(grant.purpose.isEmpty ? "(no purpose given)" : grant.purpose)"
                + " [\(grant.kinds.joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n")
    }
}
