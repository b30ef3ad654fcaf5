import Foundation
package import OpenWidgetKit
import Synchronization

/// What every way into the host (the control socket, the dashboard and its JSON API) asks of it: one
/// front door, which checks what it is given and keeps the event log.
extension HostDaemon {
    /// Asks for new timelines of one kind (nil: every widget); returns how many widgets it reached.
    /// The request is stored when this returns (else it throws `HostStoreError`).
    package func reload(kind: String?, reason: ReloadReason = .widgetCenter) throws -> Int {
        if let kind, extensions.widget(kind) == nil {
            throw ControlRefusal(unknownKind: kind, known: extensions.kinds)
        }
        let count = try engine.requestReload(kind: kind, reason: reason)
        fetchInBackground()
        return count
    }

    /// Asks for a new timeline for one widget, free of budget (a person asked).
    package func reload(_ id: InstanceID) throws {
        try engine.requestReload(id, reason: .userAction)
        fetchInBackground()
    }

    /// The placed widgets as `WidgetCenter.currentConfigurations()` sees them.
    package func configurations() -> [ControlProtocol.PlacedWidget] {
        engine.instances.compactMap { id -> ControlProtocol.PlacedWidget? in
            guard let placement = try? engine.placement(id) else { return nil }
            return ControlProtocol.PlacedWidget(
                kind: placement.kind, family: placement.family, configuration: placement.configuration,
                intentType: extensions.widget(placement.kind)?.0.configurationSchema?.intentTypeName)
        }
    }

    /// Places a widget; returns once its first timeline is stored (or failed), or with
    /// `waitForTimeline` false as soon as its placeholder shows (the timeline follows).
    package func add(
        kind: String, family familyName: String?, configuration: ConfigurationValues?, surface: String?,
        waitForTimeline: Bool = true
    ) async throws -> InstanceSummary {
        guard extensions.widget(kind) != nil else {
            throw ControlRefusal(unknownKind: kind, known: extensions.kinds)
        }
        let familyName = familyName ?? "systemSmall"
        let family = try Self.family(named: familyName)
        let surface = surface ?? "home"
        try Self.checkSurfaceName(surface)
        let id = try await engine.add(
            kind: kind, family: family, configuration: configuration ?? [:], surface: surface,
            fetchTimeline: waitForTimeline)
        // Taken before the timeline is asked for, so that without waiting the answer is always the
        // placeholder, however fast the provider is.
        let placed = try summary(id)
        if !waitForTimeline { fetchInBackground() }
        wakeUp.signal()
        return placed
    }

    /// Removes a widget; returns what it was.
    package func remove(_ id: InstanceID) throws -> InstanceSummary {
        let removed = try summary(id)
        try engine.remove(id)
        wakeUp.signal()
        return removed
    }

    /// Changes a widget's configuration (validated by its extension) and reloads it at once, free.
    package func reconfigure(_ id: InstanceID, configuration: ConfigurationValues) async throws -> InstanceSummary {
        try await engine.reconfigure(id, configuration: configuration)
        wakeUp.signal()
        return try summary(id)
    }

    /// Every placed widget, by surface and in each surface's order.
    package func list() throws -> [InstanceSummary] {
        try engine.instances.map(summary).sorted {
            ($0.surface, $0.position ?? 0, $0.id) < ($1.surface, $1.position ?? 0, $1.id)
        }
    }

    /// The widgets of one surface (a dashboard page), in its order: costs what that surface holds.
    package func list(surface: String) throws -> [InstanceSummary] {
        try engine.instances(on: surface).map(summary)
    }

    /// Shows a widget at another size (its placeholder at once, then a new timeline, free).
    package func changeFamily(_ id: InstanceID, to familyName: String) async throws -> InstanceSummary {
        let family = try Self.family(named: familyName)
        try await engine.changeFamily(id, to: family)
        wakeUp.signal()
        return try summary(id)
    }

    /// Draws a widget in another rendering mode (`fullColor`, `accented`, `vibrant`), stored with it: its
    /// extension resolves it in that mode, and every surface draws it so.
    package func setRenderingMode(_ id: InstanceID, to modeName: String) async throws -> InstanceSummary {
        guard let mode = WidgetRenderingMode(name: modeName) else {
            throw ControlRefusal("\"\(modeName)\" is not a rendering mode: use fullColor, accented or vibrant")
        }
        try await engine.setRenderingMode(id, to: mode)
        wakeUp.signal()
        return try summary(id)
    }

    /// Orders the widgets of a surface (a dashboard page) as given, moving named widgets onto it.
    package func arrange(surface: String, order: [InstanceID]) throws -> [InstanceSummary] {
        try Self.checkSurfaceName(surface)
        try engine.arrange(surface: surface, order: order)
        return try list(surface: surface)
    }

    /// The family a request names (`small`, `systemMedium`, …), or a refusal listing them.
    private static func family(named name: String) throws -> WidgetFamily {
        do {
            return try WidgetFamily.named(name)
        } catch {
            throw ControlRefusal("\(error)")
        }
    }

    /// Refuses a surface (page) name that `isValidSurfaceName` does not accept, saying why.
    private static func checkSurfaceName(_ name: String) throws {
        guard isValidSurfaceName(name) else {
            throw ControlRefusal("\"\(name)\" is not a page name: use 1 to 40 letters, digits, - or _")
        }
    }

    /// Surface (page) names: 1 to 40 letters, digits, `-` or `_`, so they fit in URLs and file names.
    package static func isValidSurfaceName(_ name: String) -> Bool {
        (1...40).contains(name.count)
            && name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }
            && name.allSatisfy(\.isASCII)
    }

    /// The choices the extension offers for a parameter of a kind's configuration intent (the
    /// seed's character list), given the rest of the configuration.
    package func options(kind: String, parameter: String, configuration: ConfigurationValues) async throws
        -> [IntentOption]
    {
        guard extensions.widget(kind) != nil else {
            throw ControlRefusal(unknownKind: kind, known: extensions.kinds)
        }
        return try await extensions.options(kind: kind, parameter: parameter, configuration: configuration)
    }

    /// A kind's gallery snapshot (`isPreview`) in one family, with the default configuration.
    package func preview(kind: String, family: WidgetFamily) async throws -> ArchivedEntry {
        guard let (widget, _) = extensions.widget(kind) else {
            throw ControlRefusal(unknownKind: kind, known: extensions.kinds)
        }
        guard widget.supportedFamilies.contains(family) else {
            throw ControlRefusal("\(kind) does not support \(family.shortName); it supports "
                + widget.supportedFamilies.map(\.shortName).joined(separator: ", "))
        }
        return try await extensions.snapshot(
            WidgetRequest(kind: kind, family: family, configuration: [:], isPreview: true, date: clock.now))
    }

    /// One widget's receipts (the latest `receipts` of them, or those older than the cursor `before`),
    /// budget, warnings, latest events and event counts. Costs the same however long the widget's log is.
    package func report(_ id: InstanceID, receipts: Int = 50, before: Int? = nil) throws -> InstanceReport {
        let instance = try summary(id)
        let budget = engine.budget(id)
        let log = engine.eventReport(for: id, receipts: max(1, min(receipts, 500)), before: before)
        return InstanceReport(
            instance: instance, receipts: log.receipts, olderReceipts: log.olderReceipts,
            receiptsTruncated: log.receiptsTruncated, receiptCount: log.receiptCount, warnings: log.warnings,
            warningCount: log.warningCount, events: log.events,
            budgetUsed: budget.used, budgetLimit: budget.limit, budgetResetsAt: budget.resetsAt)
    }

    /// The kinds the extensions offer.
    package func kinds() -> [KindSummary] {
        extensions.kinds.compactMap { kind -> KindSummary? in
            guard let (widget, member) = extensions.widget(kind) else { return nil }
            return KindSummary(
                kind: kind, displayName: widget.displayName, description: widget.description,
                supportedFamilies: widget.supportedFamilies, configurable: widget.configurationSchema != nil,
                configurationSchema: widget.configurationSchema, extensionPath: member.path,
                extensionError: member.startError)
        }
    }

    package func status() -> HostStatus {
        HostStatus(
            processIdentifier: getpid(), dataDirectory: options.dataDirectory.path,
            socket: options.resolvedSocketPath, instances: engine.instanceCount,
            kinds: extensions.kinds.count, extensionPaths: extensions.members.map(\.path), startedAt: startedAt,
            dashboard: dashboardURL.withLock { $0 }, storeProblem: engine.storeProblem)
    }

    /// What `list` shows of one widget.
    package func summary(_ id: InstanceID) throws -> InstanceSummary {
        let placement = try engine.placement(id)
        let (shown, index) = engine.shown(id)
        let next = engine.nextReload(id)
        return InstanceSummary(
            id: id.rawValue, kind: placement.kind, family: placement.family, surface: placement.surface,
            position: placement.position, configuration: placement.configuration, shownEntry: shown?.summary, shownEntryIndex: index,
            entryCount: placement.timeline?.entries.count ?? 0,
            policy: placement.timeline.map { "\($0.policy)" }, fetchedAt: placement.timelineFetchedAt,
            fetchReason: placement.timelineReason, nextReload: next?.date, nextReloadReason: next?.reason.description,
            lastError: engine.lastError(id), renderingMode: placement.renderingMode)
    }
}
