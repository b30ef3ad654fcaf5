package import Foundation
package import OpenWidgetKit

/// The daemon's widgets: several extension processes behind one `TimelineSource`, each kind served
/// by the extension that declares it.
///
/// An extension that cannot start keeps its kinds (from the description the store recorded the last
/// time it ran): its widgets keep their content and their requests fail with the reason, while the
/// other extensions' widgets carry on.
package final class ExtensionSet: TimelineSource {
    package struct Member: Sendable {
        package var path: String
        package var process: ExtensionProcess
        package var description: HostProtocol.ExtensionDescription
        /// Why the extension could not be asked for its description, if it could not.
        package var startError: String?
    }

    package let members: [Member]
    private let memberByKind: [String: Int]
    /// The host's place and grants, sent with each widget request to an extension that asks for location.
    package let location: LocationBook?

    /// Starts every extension and asks what it offers. Problems (an extension that does not start,
    /// two extensions declaring the same kind) are reported through `log` and do not stop the others.
    package init(
        commands: [ExtensionCommand], options: ExtensionProcess.Options, store: (any HostStore)?,
        clock: any HostClock, location: LocationBook? = nil, log: @escaping @Sendable (String) -> Void
    ) async {
        self.location = location
        let now = clock.now
        let recorded = (try? store?.extensions()) ?? [:]
        let processes = commands.map {
            ExtensionProcess(executable: $0.executable, arguments: $0.arguments, options: options, clock: clock, log: log)
        }
        // Ask every extension at once: one that is slow to answer holds up only itself.
        let answers = await concurrentResults(processes) { try await ExtensionProcessSource.describe($0) }
        var members: [Member] = []
        var memberByKind: [String: Int] = [:]
        for (index, process) in processes.enumerated() {
            let path = ([process.executable.standardizedFileURL.path] + process.arguments).joined(separator: " ")
            var member = Member(
                path: path, process: process,
                description: recorded[path] ?? HostProtocol.ExtensionDescription(
                    protocolVersion: HostProtocol.version, widgets: []))
            do {
                member.description = try answers[index].get()
                do {
                    try store?.saveExtension(path: path, description: member.description, at: now)
                } catch {
                    // The store's fault, not the extension's: it serves anyway, and the host reports the store.
                    log("what \(path) offers could not be recorded: \(error)")
                }
            } catch {
                member.startError = "\(error)"
                log("the extension \(path) is not available: \(error)"
                    + (recorded[path] == nil ? "" : "; its widgets keep their last content"))
            }
            for widget in member.description.widgets {
                if let other = memberByKind[widget.kind] {
                    log("the kind \(widget.kind) of \(path) is already served by \(members[other].path); ignored")
                    continue
                }
                memberByKind[widget.kind] = members.count
            }
            members.append(member)
        }
        self.members = members
        self.memberByKind = memberByKind
    }

    /// Stops every extension process.
    package func stop() {
        members.forEach { $0.process.stop() }
    }

    package var kinds: [String] {
        members.flatMap { $0.description.widgets.map(\.kind) }.filter { memberByKind[$0] != nil }
    }

    /// The kind's description and the extension that serves it.
    package func widget(_ kind: String) -> (HostProtocol.WidgetDescription, Member)? {
        guard let index = memberByKind[kind],
              let widget = members[index].description.widgets.first(where: { $0.kind == kind })
        else { return nil }
        return (widget, members[index])
    }

    private func member(_ kind: String) throws -> Member {
        guard let index = memberByKind[kind] else { throw WidgetRuntimeError.unknownKind(kind, known: kinds) }
        return members[index]
    }

    private func source(_ kind: String) throws -> ExtensionProcessSource {
        let member = try member(kind)
        return ExtensionProcessSource(process: member.process, description: member.description)
    }

    /// The request with the location the member that serves it may know (none for one that doesn't ask).
    func located(_ request: WidgetRequest, by member: Member) -> WidgetRequest {
        guard let location, member.description.location != nil else { return request }
        var request = request
        request.location = location.location(for: member.path, use: member.description.location)
        return request
    }

    package func placeholder(_ request: WidgetRequest) async throws -> ArchivedEntry {
        try await source(request.kind).placeholder(located(request, by: try member(request.kind)))
    }

    package func snapshot(_ request: WidgetRequest) async throws -> ArchivedEntry {
        try await source(request.kind).snapshot(located(request, by: try member(request.kind)))
    }

    package func timeline(_ request: WidgetRequest) async throws -> ArchivedTimeline {
        try await source(request.kind).timeline(located(request, by: try member(request.kind)))
    }

    package func validate(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async throws {
        try await source(kind).validate(kind: kind, family: family, configuration: configuration)
    }

    /// The choices the extension that serves `kind` offers for one of its configuration parameters.
    package func options(kind: String, parameter: String, configuration: ConfigurationValues) async throws
        -> [IntentOption]
    {
        let response = try await member(kind).process.send(
            .options, kind: kind, parameter: parameter, configuration: configuration)
        return response.options ?? []
    }

    /// Runs an App Intent in the extension that serves `kind`.
    package func perform(intent: String, parameters: ConfigurationValues, kind: String) async throws {
        _ = try await member(kind).process.send(.perform, configuration: parameters, intent: intent)
    }

    package func widgetInfo(kind: String, family: WidgetFamily, configuration: ConfigurationValues) async -> WidgetInfo {
        WidgetInfo(kind: kind, family: family, configurationValues: configuration)
    }
}

/// How to start a widget extension: its executable and any arguments.
package struct ExtensionCommand: Sendable {
    package var executable: URL
    package var arguments: [String]

    package init(_ executable: URL, arguments: [String] = []) {
        self.executable = executable
        self.arguments = arguments
    }
}
