package import Foundation
package import OpenWidgetKit
import Synchronization

/// The host's core: placed instances and their timelines, the scheduler, and the event log,
/// around a `TimelineSource` and a `HostClock`.
///
/// Everything that decides is synchronous and happens under one lock; only calls into the
/// widgets' providers are awaited. A driver steps it through time: the simulator from wake to
/// wake on a virtual clock, the daemon by sleeping on the wall clock.
package final class HostEngine: Sendable {
    /// A placed widget.
    package struct Placement: Sendable {
        package var kind: String
        package var family: WidgetFamily
        package var configuration: ConfigurationValues
        /// Where it is shown: `home` (the dashboard), or a surface named by whoever placed it.
        package var surface: String
        /// Its place among the widgets of its surface: lower comes first.
        package var position: Double
        package var placeholder: ArchivedEntry?
        package var timeline: ArchivedTimeline?
        /// When the timeline arrived, and the reload it answered.
        package var timelineFetchedAt: Date?
        package var timelineReason: String?
        /// How the widget is drawn where it is placed: nil for full colour. The extension resolves it in
        /// this mode (and, for another than full colour, in the dark appearance, as the Lock Screen does).
        package var renderingMode: WidgetRenderingMode?

        /// What the widget's extension is asked for this placement at `date`.
        package func request(family: WidgetFamily? = nil, date: Date) -> WidgetRequest {
            let tinted = renderingMode != nil && renderingMode != .fullColor
            return WidgetRequest(
                kind: kind, family: family ?? self.family, configuration: configuration,
                colorScheme: tinted ? .dark : .light, date: date, renderingMode: tinted ? renderingMode : nil)
        }

        package init(
            kind: String, family: WidgetFamily, configuration: ConfigurationValues, surface: String = "home",
            position: Double = 0, placeholder: ArchivedEntry? = nil, timeline: ArchivedTimeline? = nil
        ) {
            self.kind = kind
            self.family = family
            self.configuration = configuration
            self.surface = surface
            self.position = position
            self.placeholder = placeholder
            self.timeline = timeline
        }
    }

    private struct State: Sendable {
        var scheduler: Scheduler
        var placements: [Int: Placement] = [:]
        /// The widgets of each surface, and the highest position used there: placing one last on its
        /// surface costs the same however many widgets there are.
        var surfaces: [String: SurfaceIndex] = [:]
        var kinds: [String] = []
        /// What changed since the last save.
        var changes = HostChanges()
        var changedSchedules: Set<Int> = []
        var nextInstance = 0
        /// The reason of each widget's last failed request, until one succeeds.
        var lastErrors: [Int: String] = [:]
        /// Why the store could not be written the last time it was, until a save succeeds.
        var storeProblem: StoreProblem?
        /// What to put back if the change in progress is refused by the store (see `change(_:)`).
        var undo: Undo?
        /// Answers that reach the host later on its clock (`TimelineAnswer.delay`), earliest first.
        var lateAnswers: [LateAnswer] = []

        /// Records a placement's value before a change that may be undone alters it.
        mutating func willChange(_ id: Int) {
            guard undo != nil, undo!.placements[id] == nil else { return }
            undo!.placements[id] = .some(placements[id])
        }

        /// Sets (or, with nil, removes) a placement, keeping the surface index right.
        mutating func setPlacement(_ id: Int, _ placement: Placement?) {
            if let old = placements[id] { surfaces[old.surface]?.members.remove(id) }
            placements[id] = placement
            if let placement {
                surfaces[placement.surface, default: SurfaceIndex()].members.insert(id)
                surfaces[placement.surface]!.highestPosition = max(
                    surfaces[placement.surface]!.highestPosition, placement.position)
            }
        }
    }

    private struct SurfaceIndex: Sendable {
        var members: Set<Int> = []
        var highestPosition: Double = -1
    }

    /// A provider's answer on its way: it arrives at `due`, as if the provider took that long.
    private struct LateAnswer: Sendable {
        var due: Date
        var fetch: FetchRequest
        var kind: String
        var result: Result<ArchivedTimeline, any Error>
    }

    private struct Undo: Sendable {
        var changes: HostChanges
        var changedSchedules: Set<Int>
        var nextInstance: Int
        var placements: [Int: Placement?] = [:]
    }

    package let clock: any HostClock
    package let source: any TimelineSource
    package let configuration: SchedulerConfiguration
    /// How long, in real time, a provider call may take before the host stops waiting for it and
    /// lets the scheduler's deadline fail it. nil: wait on the host clock's deadline only.
    private let realTimeLimit: Duration?
    /// Where placements, timelines, schedules and events are kept (`MemoryHostStore` when nothing has to
    /// outlive the process).
    package let store: any HostStore
    /// How many provider calls may be awaited at once (1: one after another, in a fixed order).
    private let concurrentFetches: Int
    private let onStoreError: @Sendable (any Error) -> Void
    /// Which widgets each step changed, for live views.
    package let changes = InstanceChanges()
    /// Reloads, provider latency and budget refusals.
    private let metrics: HostMetrics
    private let state: Mutex<State>

    package init(
        source: any TimelineSource, clock: any HostClock, configuration: SchedulerConfiguration = .init(),
        realTimeLimit: Duration? = nil, store: any HostStore = MemoryHostStore(), concurrentFetches: Int = 1,
        metrics: HostMetrics = HostMetrics(), onStoreError: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.metrics = metrics
        self.source = source
        self.clock = clock
        self.configuration = configuration
        self.realTimeLimit = realTimeLimit
        self.store = store
        self.concurrentFetches = max(1, concurrentFetches)
        self.onStoreError = onStoreError
        self.state = Mutex(State(scheduler: Scheduler(configuration: configuration)))
    }

    /// Loads everything the store holds and carries on from there: entries that fell due while the
    /// host was stopped show, and reloads that fell due (or were in flight) run once. Returns the
    /// number of widgets resumed. Call once, before anything else.
    @discardableResult
    package func resume() async throws -> Int {
        let stored = try store.load()
        let now = clock.now
        state.withLock { state in
            var saved: [Int: (kind: Int, entryDates: [Date], schedule: SavedSchedule)] = [:]
            for instance in stored.instances {
                let kindIndex = Self.kindIndex(instance.placement.kind, in: &state)
                var placement = instance.placement
                if placement.timeline?.entries.isEmpty == false { placement.placeholder = nil }
                state.setPlacement(instance.id, placement)
                let schedule = instance.schedule ?? SavedSchedule(
                    failures: 0, budgetUsed: 0,
                    pending: .init(date: now, reason: .added, counted: false))
                saved[instance.id] = (kindIndex, instance.placement.timeline?.entries.map(\.date) ?? [], schedule)
            }
            state.nextInstance = stored.nextInstance
            state.scheduler.resume(count: stored.nextInstance, saved: saved)
            state.scheduler.advance(to: now)
            commit(&state)
        }
        await runFetches()
        return stored.instances.count
    }

    private static func kindIndex(_ kind: String, in state: inout State) -> Int {
        if let index = state.kinds.firstIndex(of: kind) { return index }
        state.kinds.append(kind)
        return state.kinds.count - 1
    }

    // MARK: - Placing widgets

    /// Places a widget: shows its placeholder, then asks for its first timeline (free of budget).
    /// Throws `WidgetRuntimeError` for an unknown kind, an unsupported family or a bad configuration,
    /// and `HostStoreError` if the store cannot be written (nothing is placed then).
    /// With `fetchTimeline` false it returns with the placeholder showing, the timeline request
    /// queued for the next `runFetches()`.
    @discardableResult
    package func add(
        kind: String, family: WidgetFamily, configuration: ConfigurationValues = [:], surface: String = "home",
        fetchTimeline: Bool = true
    ) async throws -> InstanceID {
        try await source.validate(kind: kind, family: family, configuration: configuration)
        let now = clock.now
        let request = WidgetRequest(kind: kind, family: family, configuration: configuration, date: now)
        let placeholder = try? await source.placeholder(request)
        let id = try change { state -> Int in
            let kindIndex = Self.kindIndex(kind, in: &state)
            // IDs are the scheduler's slots; they are never reused, also across restarts (`resume`
            // makes a slot for every ID handed out before). An add the store refuses gives its slot back.
            let id = state.scheduler.instanceCount
            state.nextInstance = id + 1
            state.changes.nextInstance = id + 1
            // Last on its surface.
            let position = (state.surfaces[surface]?.highestPosition ?? -1) + 1
            let placement = Placement(
                kind: kind, family: family, configuration: configuration, surface: surface, position: position,
                placeholder: placeholder)
            state.willChange(id)
            state.setPlacement(id, placement)
            state.changes.placements[id] = placement
            record(WidgetEvent(
                time: now, instance: InstanceID(rawValue: id), kind: kind, event: .entryShown,
                reason: placeholder == nil ? "no placeholder (the provider failed)" : "placeholder (redacted)",
                entry: placeholder?.summary), in: &state)
            state.scheduler.addInstance(kind: kindIndex, at: now)
            return id
        }
        if fetchTimeline { await runFetches() }
        return InstanceID(rawValue: id)
    }

    /// Removes a placed widget. Throws `HostStoreError` if the store cannot be written (it stays then).
    package func remove(_ id: InstanceID) throws {
        try change { state in
            state.willChange(id.rawValue)
            state.scheduler.removeInstance(id.rawValue)
            state.setPlacement(id.rawValue, nil)
            state.changes.removed.insert(id.rawValue)
        }
    }

    /// Changes a widget's configuration and reloads it at once (free of budget).
    package func reconfigure(_ id: InstanceID, configuration: ConfigurationValues) async throws {
        let placement = try self.placement(id)
        try await source.validate(kind: placement.kind, family: placement.family, configuration: configuration)
        try change { state in
            guard state.placements[id.rawValue] != nil else { throw HostError.unknownInstance(id) }
            state.willChange(id.rawValue)
            state.placements[id.rawValue]?.configuration = configuration
            state.changes.placements[id.rawValue] = state.placements[id.rawValue]
            state.scheduler.requestReload(id.rawValue, reason: .reconfigured, at: clock.now)
        }
        await runFetches()
    }

    /// Shows a widget at another size: its placeholder for that family at once, then a new timeline
    /// (asked for at once, free of budget). Throws if the kind does not support the family.
    package func changeFamily(_ id: InstanceID, to family: WidgetFamily) async throws {
        let placement = try self.placement(id)
        guard placement.family != family else { return }
        try await source.validate(kind: placement.kind, family: family, configuration: placement.configuration)
        let now = clock.now
        let placeholder = try? await source.placeholder(placement.request(family: family, date: now))
        try change { state in
            guard state.placements[id.rawValue] != nil else { throw HostError.unknownInstance(id) }
            state.willChange(id.rawValue)
            state.placements[id.rawValue]?.family = family
            // The old entries were made for the old size; the placeholder shows until new ones come.
            state.placements[id.rawValue]?.timeline = nil
            state.placements[id.rawValue]?.placeholder = placeholder
            state.changes.placements[id.rawValue] = state.placements[id.rawValue]
            state.changes.timelines[id.rawValue] = state.placements[id.rawValue]
            state.scheduler.requestReload(id.rawValue, reason: .reconfigured, at: now)
        }
        await runFetches()
    }

    /// Draws a widget in another rendering mode (nil: full colour): its placeholder in that mode at once,
    /// then a new timeline (asked for at once, free of budget), since its views may read the mode.
    package func setRenderingMode(_ id: InstanceID, to mode: WidgetRenderingMode?) async throws {
        var placement = try self.placement(id)
        let mode = mode == .fullColor ? nil : mode
        guard placement.renderingMode != mode else { return }
        placement.renderingMode = mode
        let now = clock.now
        let placeholder = try? await source.placeholder(placement.request(date: now))
        try change { state in
            guard state.placements[id.rawValue] != nil else { throw HostError.unknownInstance(id) }
            state.willChange(id.rawValue)
            state.placements[id.rawValue]?.renderingMode = mode
            state.placements[id.rawValue]?.timeline = nil
            state.placements[id.rawValue]?.placeholder = placeholder
            state.changes.placements[id.rawValue] = state.placements[id.rawValue]
            state.changes.timelines[id.rawValue] = state.placements[id.rawValue]
            state.scheduler.requestReload(id.rawValue, reason: .reconfigured, at: now)
        }
        await runFetches()
    }

    /// Puts the widgets of `surface` in the order given (widgets not named keep their order, after
    /// those named), and moves any named widget from another surface onto it.
    package func arrange(surface: String, order: [InstanceID]) throws {
        for id in order { _ = try placement(id) }
        try change { state in
            let named = Set(order.map(\.rawValue))
            let others = (state.surfaces[surface]?.members ?? []).subtracting(named)
                .sorted { (state.placements[$0]!.position, $0) < (state.placements[$1]!.position, $1) }
            for (position, id) in (order.map(\.rawValue) + others).enumerated() {
                guard var placement = state.placements[id] else { continue }
                state.willChange(id)
                placement.surface = surface
                placement.position = Double(position)
                state.setPlacement(id, placement)
                state.changes.placements[id] = placement
            }
        }
    }

    /// Asks for new timelines of every widget of a kind (nil: all widgets), as `WidgetCenter` does.
    /// Returns how many widgets the request reached. The request is stored when this returns; if the
    /// store cannot be written it throws `HostStoreError` and nothing is asked.
    @discardableResult
    package func requestReload(kind: String?, reason: ReloadReason = .widgetCenter) throws -> Int {
        try change { state in
            var kindIndex: Int?
            if let kind {
                guard let index = state.kinds.firstIndex(of: kind) else { return 0 }
                kindIndex = index
            }
            state.scheduler.requestReload(kind: kindIndex, reason: reason, at: clock.now)
            return kindIndex.map { state.scheduler.activeCount(kind: $0) } ?? state.placements.count
        }
    }

    /// Adds an event the host saw outside the scheduler (a tap, an App Intent) to the widget's log.
    package func log(_ event: WidgetEvent) {
        state.withLock { state in
            record(event, in: &state)
            commit(&state)
        }
    }

    /// Why the widget's last request failed, if its last request failed (since the host started).
    package func lastError(_ id: InstanceID) -> String? {
        state.withLock { $0.lastErrors[id.rawValue] }
    }

    /// Asks for a new timeline for one widget; stored when this returns (else `HostStoreError`).
    package func requestReload(_ id: InstanceID, reason: ReloadReason) throws {
        try change { state in
            guard state.placements[id.rawValue] != nil else { throw HostError.unknownInstance(id) }
            state.scheduler.requestReload(id.rawValue, reason: reason, at: clock.now)
        }
    }

    // MARK: - Driving

    /// The next moment something is due: a scheduler's wake, or an answer arriving late.
    package func nextWake() -> Date? {
        state.withLock { state in
            let wake = state.scheduler.nextWake()
            guard let answer = state.lateAnswers.first?.due else { return wake }
            return wake.map { min($0, answer) } ?? answer
        }
    }

    /// Handles everything due by `date` (the clock should stand there), then runs the requests it made.
    ///
    /// The scheduler goes first: an answer that arrives at the very moment of its deadline is too late.
    package func advance(to date: Date) async {
        state.withLock { state in
            state.scheduler.advance(to: date)
            while let answer = state.lateAnswers.first, answer.due <= date {
                state.lateAnswers.removeFirst()
                receive(answer.result, for: answer.fetch, kind: answer.kind, at: date, in: &state)
            }
            commit(&state)
        }
        await runFetches()
    }

    /// Sends the scheduler's timeline requests to the source, kind by kind, and feeds back the answers.
    package func runFetches() async {
        while true {
            let batch = state.withLock { state in
                state.scheduler.takeFetches().compactMap { fetch in
                    state.placements[fetch.instance].map { (fetch, $0) }
                }
            }
            if batch.isEmpty { return }
            // All instances of one kind that are due together go to the source together.
            let ordered = Dictionary(grouping: batch, by: { $0.0.kind }).sorted(by: { $0.key < $1.key })
                .flatMap(\.value)
            if concurrentFetches == 1 {
                for (fetch, placement) in ordered {
                    await run(fetch, placement)
                }
            } else {
                await withTaskGroup(of: Void.self) { group in
                    for (offset, (fetch, placement)) in ordered.enumerated() {
                        if offset >= concurrentFetches { await group.next() }
                        group.addTask { await self.run(fetch, placement) }
                    }
                }
            }
        }
    }

    private func run(_ fetch: FetchRequest, _ placement: Placement) async {
        let request = placement.request(date: clock.now)
        let source = self.source
        let started = ContinuousClock.now
        let outcome = await withRealTimeLimit(realTimeLimit) { await source.timelineAnswer(request) }
        var answer: TimelineAnswer?
        switch outcome {
        case .finished(.success(let given)):
            metrics.providerAnswered(after: ContinuousClock.now - started)
            if case .success = given.result { metrics.reloadEnded("served") } else { metrics.reloadEnded("failed") }
            answer = given
        case .finished(.failure(let error)):
            metrics.providerAnswered(after: ContinuousClock.now - started)
            metrics.reloadEnded("failed")
            answer = TimelineAnswer(.failure(error))
        case .timedOut:
            metrics.reloadEnded("timedOut")  // Still in flight: the scheduler's deadline fails it on the host clock.
        }
        let now = clock.now
        state.withLock { state in
            if let answer, answer.delay > 0 {
                let late = LateAnswer(
                    due: now.addingTimeInterval(answer.delay), fetch: fetch, kind: placement.kind, result: answer.result)
                let index = state.lateAnswers.firstIndex { $0.due > late.due } ?? state.lateAnswers.endIndex
                state.lateAnswers.insert(late, at: index)
            } else if let answer {
                receive(answer.result, for: fetch, kind: placement.kind, at: now, in: &state)
            }
            commit(&state)
        }
    }

    /// Feeds a provider's answer to the scheduler and keeps the timeline it accepts.
    private func receive(
        _ result: Result<ArchivedTimeline, any Error>, for fetch: FetchRequest, kind: String, at now: Date,
        in state: inout State
    ) {
        switch result {
        case .success(let timeline):
            let (clean, warnings) = TimelineSanitizer.sanitize(timeline, at: now, configuration: configuration)
            let accepted = state.scheduler.timelineArrived(
                fetch: fetch.id, instance: fetch.instance, entryDates: clean.entries.map(\.date),
                policy: clean.policy, at: now)
            guard accepted else { return }
            if !clean.entries.isEmpty || state.placements[fetch.instance]?.timeline == nil {
                state.placements[fetch.instance]?.timeline = clean
                // The placeholder shows only until the first entries; the store keeps it.
                if !clean.entries.isEmpty { state.placements[fetch.instance]?.placeholder = nil }
            } else {
                state.placements[fetch.instance]?.timeline?.policy = clean.policy
            }
            state.placements[fetch.instance]?.timelineFetchedAt = now
            state.placements[fetch.instance]?.timelineReason = fetch.reason.description
            state.changes.timelines[fetch.instance] = state.placements[fetch.instance]
            for warning in warnings {
                record(WidgetEvent(
                    time: now, instance: InstanceID(rawValue: fetch.instance), kind: kind,
                    event: .warning, reason: warning), in: &state)
            }
        case .failure(let error):
            state.scheduler.timelineFailed(
                fetch: fetch.id, instance: fetch.instance, message: "the provider failed: \(error)", at: now)
        }
    }

    // MARK: - Reading

    package func placement(_ id: InstanceID) throws -> Placement {
        guard let placement = state.withLock({ $0.placements[id.rawValue] }) else {
            throw HostError.unknownInstance(id)
        }
        return placement
    }

    /// The placed widgets, by ID.
    package var instances: [InstanceID] {
        state.withLock { $0.placements.keys.sorted().map(InstanceID.init(rawValue:)) }
    }

    /// How many widgets are placed.
    package var instanceCount: Int {
        state.withLock { $0.placements.count }
    }

    /// The widgets placed on one surface, in their order there.
    package func instances(on surface: String) -> [InstanceID] {
        state.withLock { state in
            (state.surfaces[surface]?.members ?? []).map { ($0, state.placements[$0]!.position) }
                .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map { InstanceID(rawValue: $0.0) }
        }
    }

    /// The surfaces that have widgets, by name.
    package var surfaceNames: [String] {
        state.withLock { state in state.surfaces.filter { !$0.value.members.isEmpty }.keys.sorted() }
    }

    /// The entry a widget shows now: its timeline's current entry, or its placeholder before the
    /// first timeline.
    package func shownEntry(_ id: InstanceID) -> ArchivedEntry? {
        shown(id).entry
    }

    /// The entry a widget shows now and its index in the timeline (nil while the placeholder shows).
    package func shown(_ id: InstanceID) -> (entry: ArchivedEntry?, index: Int?) {
        state.withLock { state in
            guard let placement = state.placements[id.rawValue] else { return (nil, nil) }
            if let timeline = placement.timeline, let index = state.scheduler.shownEntryIndex(of: id.rawValue),
               timeline.entries.indices.contains(index) {
                return (timeline.entries[index], index)
            }
            return (placement.placeholder, nil)
        }
    }

    /// When the widget's next reload is due, and why.
    package func nextReload(_ id: InstanceID) -> (date: Date, reason: ReloadReason)? {
        state.withLock { state in
            state.placements[id.rawValue] == nil ? nil : state.scheduler.nextReload(of: id.rawValue)
        }
    }

    /// The event log, oldest first; optionally for one widget, as the store has it (an unreadable store
    /// gives an empty log and reports the error).
    package func events(for id: InstanceID? = nil) -> [WidgetEvent] {
        do {
            return try store.events(for: id)
        } catch {
            onStoreError(error)
            return []
        }
    }

    /// A widget's latest reload receipts (`receipts` of them, older than the cursor `before` if given),
    /// its latest events and warnings, and how many receipts and warnings it has in all: what a report shows,
    /// read without loading the widget's whole log. An unreadable store gives an empty report and
    /// reports the error.
    package func eventReport(for id: InstanceID, receipts limit: Int = 50, before: Int? = nil) -> EventReport {
        let latest = 200, warnings = 20
        do {
            let page = try store.receiptEvents(for: id, limit: limit, before: before)
            let counts = try store.counts(for: id)
            return EventReport(
                receipts: ReloadReceipt.receipts(from: page.events), olderReceipts: page.older,
                receiptsTruncated: page.truncated, receiptCount: counts.receipts,
                events: try store.latestEvents(for: id, limit: latest),
                warnings: try store.latestWarnings(for: id, limit: warnings).compactMap(\.reason),
                warningCount: counts.warnings)
        } catch {
            onStoreError(error)
            return EventReport()
        }
    }

    /// The widget's budget for the day that contains `date` (default: now).
    package func budget(_ id: InstanceID, at date: Date? = nil) -> (used: Int, limit: Int, resetsAt: Date) {
        state.withLock { $0.scheduler.budget(of: id.rawValue, at: date ?? clock.now) }
    }

    /// `WidgetInfo` for every placed widget, as `WidgetCenter.currentConfigurations()` returns them.
    package func widgetInfos() async -> [WidgetInfo] {
        let placements = state.withLock { state in state.placements.sorted { $0.key < $1.key }.map(\.value) }
        var infos: [WidgetInfo] = []
        for placement in placements {
            infos.append(await source.widgetInfo(
                kind: placement.kind, family: placement.family, configuration: placement.configuration))
        }
        return infos
    }

    // MARK: - Events and saving

    private func record(_ event: WidgetEvent, in state: inout State) {
        state.changes.events.append(event)
    }

    /// Ends a step nobody waits for (time moved on, a timeline arrived): turns the scheduler's events
    /// into log entries and saves what changed, in one transaction. If the store cannot be written the
    /// changes are kept, shown as they are, and saved with the next step that can be.
    private func commit(_ state: inout State) {
        let touched = prepareSave(&state)
        try? save(&state)
        changes.publish(touched)
    }

    /// Runs a change someone waits for (a widget placed, moved, removed, reconfigured, a reload asked):
    /// `body` makes it, then it is saved in one transaction before this returns. If `body` throws or the
    /// store cannot be written, the change is undone in memory as well and the error is thrown: what was
    /// not stored was not done.
    private func change<Result>(_ body: (inout State) throws -> Result) throws -> Result {
        try state.withLock { state in
            state.undo = Undo(
                changes: state.changes, changedSchedules: state.changedSchedules, nextInstance: state.nextInstance)
            state.scheduler.beginChange()
            defer { state.undo = nil }
            do {
                let result = try body(&state)
                let touched = prepareSave(&state)
                try save(&state)
                state.scheduler.endChange()
                changes.publish(touched)
                return result
            } catch {
                undo(&state)
                throw error
            }
        }
    }

    /// Puts back what the change in progress altered.
    private func undo(_ state: inout State) {
        guard let undo = state.undo else { return }
        state.scheduler.undoChange()
        for (id, placement) in undo.placements {
            state.setPlacement(id, placement)
        }
        state.changes = undo.changes
        state.changedSchedules = undo.changedSchedules
        state.nextInstance = undo.nextInstance
    }

    /// Turns the scheduler's events into log entries and collects the changed schedules; returns the
    /// widgets that changed.
    private func prepareSave(_ state: inout State) -> Set<Int> {
        drain(&state)
        let touched = Set(state.changes.placements.keys).union(state.changes.timelines.keys)
            .union(state.changes.removed)
        for index in state.changedSchedules where state.placements[index] != nil {
            state.changes.schedules[index] = state.scheduler.saved(index)
        }
        state.changedSchedules.removeAll(keepingCapacity: true)
        return touched
    }

    /// Saves the pending changes in one transaction; throws the store's error (and remembers it, for
    /// `storeProblem`) if it cannot be written, keeping the changes pending.
    private func save(_ state: inout State) throws {
        guard !state.changes.isEmpty else { return }
        do {
            try store.save(state.changes)
            state.changes = HostChanges()
            state.storeProblem = nil
        } catch {
            if state.storeProblem == nil { state.storeProblem = StoreProblem(description: "\(error)", since: clock.now) }
            onStoreError(error)
            throw error
        }
    }

    /// Tries again to save changes the store refused before. Returns whether nothing is left unsaved.
    @discardableResult
    package func retrySaving() -> Bool {
        state.withLock { state in
            (try? save(&state)) != nil
        }
    }

    /// Why the store could not be written the last time it was asked, and since when; nil once a save
    /// succeeds again.
    package var storeProblem: StoreProblem? {
        state.withLock { $0.storeProblem }
    }

    /// Turns the scheduler's compact events into log entries, with kind names and entry text.
    private func drain(_ state: inout State) {
        let placements = state.placements
        var log: [WidgetEvent] = []
        var changed = state.changedSchedules
        var lastErrors = state.lastErrors
        state.scheduler.takeEvents { event in
            changed.insert(event.instance)
            let id = InstanceID(rawValue: event.instance)
            let kind = placements[event.instance]?.kind ?? "?"

            var entry = WidgetEvent(time: event.time, instance: id, kind: kind, event: .warning)
            switch event.detail {
            case .providerCall(let reason, _, let budgetUsed):
                entry.event = .providerCall
                entry.reason = reason.description
                entry.counted = budgetUsed != nil
                entry.budgetUsed = budgetUsed
            case .entryShown(let index):
                entry.event = .entryShown
                entry.entryIndex = index
                let entries = placements[event.instance]?.timeline?.entries ?? []
                entry.entry = entries[safe: index]?.summary
                entry.reason = "entry \(index + 1) of \(entries.count)"
            case .reloadRequested(let reason):
                entry.event = .reloadRequested
                entry.reason = reason.description
            case .reloadCoalesced(let reason, let into):
                entry.event = .reloadCoalesced
                entry.reason = into == nil
                    ? "\(reason) merged into the request in flight; one more request follows it"
                    : "\(reason) merged into the pending reload"
                entry.until = into
            case .reloadDeferred(let reason, let until, let because):
                if case .dailyBudget = because { metrics.budgetRefused() }
                entry.event = .reloadDeferred
                entry.reason = "\(reason) deferred: \(because)"
                entry.until = until
            case .reloadServed(let reason, let entries, let policy):
                lastErrors[event.instance] = nil
                entry.event = .reloadServed
                entry.reason = "\(reason): \(entries) entr\(entries == 1 ? "y" : "ies"), policy \(policy)"
            case .reloadFailed(let reason, let message, let retryAt):
                lastErrors[event.instance] = message
                entry.event = .reloadFailed
                entry.reason = "\(reason): \(message); keeping the last good content"
                entry.until = retryAt
            case .warning(let text):
                entry.reason = text
            }
            log.append(entry)
        }
        state.changedSchedules = changed
        state.lastErrors = lastErrors
        state.changes.events.append(contentsOf: log)
    }
}

/// What a widget's report shows of its event log: a page of receipts, the latest events and warnings,
/// and counts by event name.
package struct EventReport: Sendable {
    package var receipts: [ReloadReceipt] = []
    /// The cursor for the next older page of receipts; nil when these are the oldest.
    package var olderReceipts: Int?
    /// Whether the oldest receipt's requests were too many to read them all.
    package var receiptsTruncated = false
    /// How many receipts (provider calls) the log holds in all.
    package var receiptCount = 0
    package var events: [WidgetEvent] = []
    package var warnings: [String] = []
    /// How many warnings the log holds in all.
    package var warningCount = 0
}

/// The store could not be written: why (one sentence, naming the file), and since when.
package struct StoreProblem: Codable, Hashable, Sendable, CustomStringConvertible {
    package var description: String
    package var since: Date
}

/// Errors of the host, saying what is wrong.
package enum HostError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownInstance(InstanceID)
    /// A tap or an action on something the widget does not show (any more).
    case notOffered(InstanceID, String)

    package var description: String {
        switch self {
        case .unknownInstance(let id): "There is no placed widget \(id)."
        case .notOffered(let id, let what): "Widget \(id) has no \(what) now."
        }
    }
}

extension Array {
    package subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

/// The outcome of a call that may not finish in time.
package enum LimitedOutcome<Value: Sendable>: Sendable {
    case finished(Result<Value, any Error>)
    case timedOut
}

/// Runs `operation`, giving up waiting (not cancelling it) after `limit` of real time. A provider
/// that never calls its completion handler cannot be cancelled; its task is abandoned.
package func withRealTimeLimit<Value: Sendable>(
    _ limit: Duration?, _ operation: @escaping @Sendable () async throws -> Value
) async -> LimitedOutcome<Value> {
    guard let limit else {
        do { return .finished(.success(try await operation())) } catch { return .finished(.failure(error)) }
    }
    return await withCheckedContinuation { continuation in
        let once = OnceFlag()
        let work = Task {
            let result: Result<Value, any Error>
            do { result = .success(try await operation()) } catch { result = .failure(error) }
            if once.claim() { continuation.resume(returning: .finished(result)) }
        }
        Task {
            try? await Task.sleep(for: limit)
            if once.claim() {
                work.cancel()
                continuation.resume(returning: .timedOut)
            }
        }
    }
}
