import Foundation
package import OpenWidgetKit

/// Where the host is and who may know it: set by a person, stored, and sent to the extensions that ask
/// for location (`NSWidgetWantsLocation`) and were granted it.
extension HostDaemon {
    /// The host's place and every extension that asks for location, with the person's decision.
    package func locationReport() -> LocationReport {
        let asking = extensions.members.filter { $0.description.location != nil }
        return LocationReport(
            place: location.place,
            extensions: asking.map { member in
                LocationReport.ExtensionGrant(
                    path: member.path, name: Self.executableName(member.path),
                    purpose: member.description.location?.purpose ?? "",
                    decision: location.grant(of: member.path).map { $0 ? "granted" : "denied" } ?? "undecided",
                    kinds: member.description.widgets.map(\.kind))
            })
    }

    /// Sets the host's place from "LAT,LON" (nil forgets it); stored before it is answered, then the widgets
    /// of granted extensions reload.
    package func setLocation(_ text: String?, accuracy: Double?, label: String?) throws -> LocationReport {
        let place = try text.map { try HostPlace.parse($0, accuracy: accuracy, label: label, at: clock.now) }
        try store.savePlace(place)
        location.setPlace(place)
        for member in extensions.members where member.description.location != nil && location.grant(of: member.path) == true {
            try reloadWidgets(of: member)
        }
        return locationReport()
    }

    /// Grants (true) or refuses (false) an extension the host's place, or leaves it undecided again (nil);
    /// stored before it is answered, then the extension's widgets reload.
    package func decideLocation(extension name: String, granted: Bool?) throws -> LocationReport {
        let member = try locationMember(named: name)
        try store.saveLocationGrant(extension: member.path, granted: granted, at: clock.now)
        location.setGrant(granted, for: member.path)
        try reloadWidgets(of: member)
        return locationReport()
    }

    /// The extension a person named, by its path or its executable's name, that asks for location.
    private func locationMember(named name: String) throws -> ExtensionSet.Member {
        let matches = extensions.members.filter {
            $0.path == name || $0.process.executable.path == name || Self.executableName($0.path) == name
        }
        guard let member = matches.first else {
            let names = extensions.members.map { Self.executableName($0.path) }
            throw ControlRefusal("no extension is named '\(name)'; the host runs \(names.joined(separator: ", "))")
        }
        guard matches.count == 1 else {
            throw ControlRefusal("'\(name)' names \(matches.count) extensions: give the path (\(matches.map(\.path).joined(separator: "; ")))")
        }
        guard member.description.location != nil else {
            throw ControlRefusal(
                "\(Self.executableName(member.path)) does not ask for location: its Info.plist has no NSWidgetWantsLocation")
        }
        return member
    }

    private func reloadWidgets(of member: ExtensionSet.Member) throws {
        for widget in member.description.widgets where extensions.widget(widget.kind)?.1.path == member.path {
            _ = try engine.requestReload(kind: widget.kind, reason: .userAction)
        }
        fetchInBackground()
    }

    static func executableName(_ path: String) -> String {
        URL(fileURLWithPath: String(path.split(separator: " ").first ?? Substring(path))).lastPathComponent
    }
}
