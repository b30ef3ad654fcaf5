public import Foundation
public import OpenWidgetKit
import Synchronization
@_exported import WidgetHost

/// Runs widgets on a virtual clock: place instances, move time, and see what each shows and why.
///
/// A day of timeline behaviour takes milliseconds. The simulator is a real host — the same
/// scheduler, budget and coalescing rules as the daemon — with the widgets' providers called in
/// this process. It works with Swift Testing and XCTest alike.
///
/// ```swift
/// @Test func healthRegenerates() async throws {
///     let simulator = WidgetSimulator(bundle: GameWidgets.self, start: friday)
///     let widget = try await simulator.place(kind: "com.mygame.character-detail", family: .systemSmall)
///     await simulator.advance(by: .hours(3))
///     #expect(simulator.providerCalls(for: widget) == [friday, friday + 3 * 3600])
/// }
/// ```
///
/// Providers read the virtual time from `context.currentDate`. A provider that does not answer
/// within `providerTimeLimit` of real time is treated as hung: the host's deadline (30 s of
/// virtual time by default) then fails the request.
public final class WidgetSimulator: Sendable {
    /// The virtual clock. Prefer `advance(by:)` and `advance(to:)`, which also run what falls due.
    public let clock: VirtualClock
    let engine: HostEngine
    private let backend: SimulatorWidgetCenterBackend

    /// A simulator for the widgets of a bundle.
    public convenience init<Bundle: WidgetBundle>(
        bundle: Bundle.Type, start: Date, configuration: SchedulerConfiguration = .init(),
        providerTimeLimit: Duration = .seconds(2)
    ) {
        self.init(runtime: WidgetExtensionRuntime(bundle: bundle), start: start, configuration: configuration,
                  providerTimeLimit: providerTimeLimit)
    }

    /// A simulator for one widget.
    public convenience init<W: Widget>(
        widget: W.Type, start: Date, configuration: SchedulerConfiguration = .init(),
        providerTimeLimit: Duration = .seconds(2)
    ) {
        self.init(runtime: WidgetExtensionRuntime(widget: widget), start: start, configuration: configuration,
                  providerTimeLimit: providerTimeLimit)
    }

    package convenience init(
        runtime: WidgetExtensionRuntime, start: Date, configuration: SchedulerConfiguration,
        providerTimeLimit: Duration
    ) {
        self.init(source: runtime, start: start, configuration: configuration, providerTimeLimit: providerTimeLimit)
    }

    /// A simulator for the widgets of any source: an extension process already described, say.
    package init(source: any TimelineSource, start: Date, configuration: SchedulerConfiguration, providerTimeLimit: Duration) {
        clock = VirtualClock(start: start)
        engine = HostEngine(
            source: source, clock: clock, configuration: configuration, realTimeLimit: providerTimeLimit)
        backend = SimulatorWidgetCenterBackend(engine: engine)
    }

    /// A simulator for a widget extension executable, run as its own process as the daemon runs it.
    /// The extension's providers see the virtual time as `context.currentDate`.
    ///
    /// Not in WidgetKit. Stop the extension with `stopExtension()` when done.
    public convenience init(
        extension executable: URL, start: Date, configuration: SchedulerConfiguration = .init(),
        providerTimeLimit: Duration = .seconds(10)
    ) async throws {
        var options = ExtensionProcess.Options()
        options.requestTimeout = providerTimeLimit
        let source = try await ExtensionProcessSource(process: ExtensionProcess(executable: executable, options: options))
        self.init(source: source, start: start, configuration: configuration, providerTimeLimit: providerTimeLimit)
    }

    /// Stops the extension process of a simulator made with `init(extension:start:)`.
    public func stopExtension() {
        (engine.source as? ExtensionProcessSource)?.process.stop()
    }

    /// The kinds the simulated widgets offer, in the bundle's order.
    public var kinds: [String] { engine.source.kinds }

    /// The virtual time.
    public var now: Date { clock.now }

    // MARK: - Placing

    /// Places a widget as a person would: placeholder first, then its first timeline.
    @discardableResult
    public func place(
        kind: String, family: WidgetFamily = .systemSmall, configuration: ConfigurationValues = [:]
    ) async throws -> InstanceID {
        try await engine.add(kind: kind, family: family, configuration: configuration)
    }

    /// Places a widget configured with a SiriKit-style intent.
    @discardableResult
    public func place<Intent: INIntent>(kind: String, family: WidgetFamily = .systemSmall, intent: Intent)
        async throws -> InstanceID
    {
        try await engine.add(kind: kind, family: family, configuration: intent.configurationValues)
    }

    /// Removes a placed widget.
    public func remove(_ id: InstanceID) {
        try? engine.remove(id)  // With no store there is nothing that can refuse it.
    }

    /// Changes a widget's configuration; the reload that follows is free of budget.
    public func reconfigure(_ id: InstanceID, configuration: ConfigurationValues) async throws {
        try await engine.reconfigure(id, configuration: configuration)
    }

    /// A person asks for a reload (a "reload now" button); free of budget.
    public func userReload(_ id: InstanceID) async throws {
        try engine.requestReload(id, reason: .userAction)
        await engine.runFetches()
    }

    // MARK: - Time

    /// Moves the virtual clock forward, handling everything that falls due on the way at its exact time.
    public func advance(to date: Date) async {
        await engine.runFetches()
        while let next = engine.nextWake(), next <= date {
            clock.advance(to: next)
            await engine.advance(to: next)
        }
        clock.advance(to: date)
        await engine.runFetches()
    }

    /// Moves the virtual clock forward by a number of seconds.
    public func advance(by seconds: TimeInterval) async {
        await advance(to: clock.now.addingTimeInterval(seconds))
    }

    /// Moves the virtual clock forward by a duration.
    public func advance(by duration: Duration) async {
        let (seconds, attoseconds) = duration.components
        await advance(by: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
    }

    // MARK: - WidgetCenter

    /// Runs `body` with `WidgetCenter.shared` talking to this simulator, as an app in the same
    /// session as the host would. Requests made inside are handled at the virtual time they are made.
    public func withWidgetCenter<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        let result = try await WidgetCenter.$taskBackend.withValue(backend, operation: body)
        await engine.runFetches()
        return result
    }

    /// Connects `WidgetCenter.shared` to this simulator for the whole process (command-line use).
    /// Tests that run side by side should use `withWidgetCenter(_:)` instead.
    public func connectWidgetCenter() {
        WidgetCenter.shared.connect(backend)
    }

    // MARK: - Reading

    /// The placed widgets.
    public var instances: [InstanceID] { engine.instances }

    /// What a widget shows now (its placeholder before the first timeline), or nil if it isn't placed.
    public func shownEntry(_ id: InstanceID) -> SimulatedEntry? {
        engine.shownEntry(id).map(SimulatedEntry.init)
    }

    /// The visible text of what a widget showed at `date` (which must not be later than `now`),
    /// from the event log.
    public func shownText(_ id: InstanceID, at date: Date) -> String? {
        engine.events(for: id).last { $0.event == .entryShown && $0.time <= date }?.entry
    }

    /// The event log, oldest first.
    public var events: [WidgetEvent] { engine.events() }

    /// The events of one widget, oldest first.
    public func events(for id: InstanceID) -> [WidgetEvent] { engine.events(for: id) }

    /// When the host asked the widget's provider for timelines.
    public func providerCalls(for id: InstanceID) -> [Date] {
        events(for: id).filter { $0.event == .providerCall }.map(\.time)
    }

    /// When the widget's next reload is due, and why; nil for a `.never` timeline with nothing pending.
    public func nextReload(for id: InstanceID) -> (date: Date, reason: ReloadReason)? {
        engine.nextReload(id)
    }

    /// The widget's budget ledger for the day that contains `date` (default: now).
    public func ledger(for id: InstanceID, on date: Date? = nil) -> BudgetLedger {
        let budget = engine.budget(id, at: date ?? now)
        return BudgetLedger(instance: id, events: events(for: id), budget: (budget.limit, budget.resetsAt))
    }

    /// The widget's reload receipts: each request to its provider, what led to it and how it ended.
    public func receipts(for id: InstanceID) -> [ReloadReceipt] {
        ReloadReceipt.receipts(from: events(for: id))
    }
}

/// `WidgetCenter` calls handled by a simulator.
private struct SimulatorWidgetCenterBackend: WidgetCenterBackend {
    let engine: HostEngine

    // With no store there is nothing that can refuse a reload.
    func reloadTimelines(ofKind kind: String) {
        _ = try? engine.requestReload(kind: kind)
    }

    func reloadAllTimelines() {
        _ = try? engine.requestReload(kind: nil)
    }

    func currentConfigurations() async throws -> [WidgetInfo] {
        await engine.widgetInfos()
    }
}

extension WidgetSimulator {
    /// What the widget gallery shows for a kind: a snapshot with `context.isPreview` set, answered
    /// in this process at the current virtual time.
    public func gallerySnapshot(
        kind: String, family: WidgetFamily = .systemSmall, configuration: ConfigurationValues = [:]
    ) async throws -> SimulatedEntry {
        SimulatedEntry(try await engine.source.snapshot(WidgetRequest(
            kind: kind, family: family, configuration: configuration, isPreview: true, date: now)))
    }

    /// The redacted placeholder for a kind, as shown before any content is known.
    public func placeholder(kind: String, family: WidgetFamily = .systemSmall) async throws -> SimulatedEntry {
        SimulatedEntry(try await engine.source.placeholder(WidgetRequest(kind: kind, family: family, date: now)))
    }
}
