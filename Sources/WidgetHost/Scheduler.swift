package import Foundation
import HeapModule
package import OpenWidgetKit

/// The host's timeline scheduler: a pure state machine with no I/O and no clock of its own.
///
/// The driver tells it what happened (an instance was placed, a timeline arrived, the app asked
/// for a reload, time moved on), and reads back what to do (`takeFetches`) and what it decided
/// (`takeEvents`). Every rule of the host lives here: which entry shows when, the three reload
/// policies, the daily budget, the minimum interval, coalescing, deadlines and retries.
///
/// ```swift
/// var scheduler = Scheduler(configuration: SchedulerConfiguration())
/// let id = scheduler.addInstance(kind: 0, at: now)
/// for fetch in scheduler.takeFetches() { /* ask the provider */ }
/// scheduler.timelineArrived(fetch: fetchID, instance: id, entryDates: dates, policy: .atEnd, at: now)
/// while let next = scheduler.nextWake(), next <= later { scheduler.advance(to: next) }
/// ```
package struct Scheduler: Sendable {
    package var configuration: SchedulerConfiguration

    private var instances: [InstanceState] = []
    /// The active instances of each kind, so a reload of one kind costs what that kind has.
    private var instancesOfKind: [Int: Set<Int>] = [:]
    private var wakes = Heap<Wake>()
    private var events: [SchedulerEvent] = []
    private var fetches: [FetchRequest] = []
    private var nextFetchID: UInt64 = 1
    private var budgetDays: BudgetDays
    /// What a change in progress may have to undo (see `beginChange()`).
    private var journal: Journal?

    package init(configuration: SchedulerConfiguration) {
        self.configuration = configuration
        self.budgetDays = BudgetDays(timeZone: configuration.budgetTimeZone)
    }

    // MARK: - Instances

    /// Places an instance of a kind and asks for its first timeline (free of budget).
    @discardableResult
    package mutating func addInstance(kind: Int, at now: Date) -> Int {
        let index = instances.count
        instances.append(InstanceState(kind: kind))
        instancesOfKind[kind, default: []].insert(index)
        request(index, .added, at: now)
        reschedule(index)
        return index
    }

    /// Removes an instance; its pending reloads and wakes are dropped.
    package mutating func removeInstance(_ index: Int) {
        guard instances.indices.contains(index) else { return }
        keepForUndo(index)
        instancesOfKind[instances[index].kind]?.remove(index)
        instances[index] = InstanceState(kind: instances[index].kind, isActive: false)
    }

    package func isActive(_ index: Int) -> Bool {
        instances.indices.contains(index) && instances[index].isActive
    }

    package var instanceCount: Int { instances.count }

    /// How many instances of a kind are active.
    package func activeCount(kind: Int) -> Int {
        instancesOfKind[kind]?.count ?? 0
    }

    /// The index of the entry the instance shows, or nil before its first timeline.
    package func shownEntryIndex(of index: Int) -> Int? {
        let shown = instances[index].shownIndex
        return shown < 0 ? nil : Int(shown)
    }

    /// When the instance's next reload is due and why, if one is known.
    package func nextReload(of index: Int) -> (date: Date, reason: ReloadReason)? {
        let state = instances[index]
        if let inFlight = state.inFlight { return (inFlight.started, inFlight.reason) }
        if let pending = state.pending { return (pending.due, pending.reason) }
        if let due = state.policyDue { return (due.date, due.reason) }
        return nil
    }

    /// Counted reloads used on the budget day of `date`, the limit, and when the day ends.
    package mutating func budget(of index: Int, at date: Date) -> (used: Int, limit: Int, resetsAt: Date) {
        let day = budgetDays.day(containing: date)
        let used = instances[index].budgetDay == day.index ? Int(instances[index].budgetUsed) : 0
        return (used, configuration.dailyReloadBudget, day.end)
    }

    // MARK: - Saving and resuming

    /// What the store keeps of an instance's schedule.
    package func saved(_ index: Int) -> SavedSchedule {
        let state = instances[index]
        return SavedSchedule(
            shownIndex: state.shownIndex < 0 ? nil : Int(state.shownIndex),
            failures: Int(state.failures),
            budgetUsed: Int(state.budgetUsed),
            budgetDay: state.budgetDay == .min ? nil : Int(state.budgetDay),
            lastFetchStart: state.lastFetchStart,
            policyDue: state.policyDue.map { SavedSchedule.Due(date: $0.date, reason: $0.reason, counted: true) },
            pending: state.pending.map { SavedSchedule.Due(date: $0.due, reason: $0.reason, counted: $0.counted) },
            inFlight: state.inFlight.map {
                SavedSchedule.Due(date: $0.started, reason: $0.reason, counted: false)
            },
            reloadAfterFlight: state.reloadAfterFlight)
    }

    /// Rebuilds the scheduler from the store after a restart: `count` instance slots (IDs that were
    /// never stored stay removed), each saved instance with its kind, its timeline's entry dates and
    /// its schedule.
    ///
    /// A request that was in flight when the host stopped is asked again (without counting it a
    /// second time); reloads and entry changes that fell due while the host was down happen once, at
    /// the next `advance(to:)`.
    package mutating func resume(count: Int, saved: [Int: (kind: Int, entryDates: [Date], schedule: SavedSchedule)]) {
        instances = (0..<count).map { index in
            guard let (kind, entryDates, schedule) = saved[index] else {
                return InstanceState(kind: 0, isActive: false)
            }
            var state = InstanceState(kind: kind)
            state.entryDates = entryDates
            state.shownIndex = Int32(schedule.shownIndex.map { min($0, entryDates.count - 1) } ?? -1)
            state.failures = UInt8(clamping: schedule.failures)
            state.budgetUsed = UInt16(clamping: schedule.budgetUsed)
            state.budgetDay = schedule.budgetDay.map { Int32(clamping: $0) } ?? .min
            state.lastFetchStart = schedule.lastFetchStart
            state.policyDue = schedule.policyDue.map { PolicyDue(date: $0.date, reason: $0.reason) }
            state.pending = schedule.pending.map { PendingReload(reason: $0.reason, due: $0.date, counted: $0.counted) }
            state.reloadAfterFlight = schedule.reloadAfterFlight
            if let interrupted = schedule.inFlight {
                // Its budget was spent when it started: the repeat is free, and due now.
                let merged = [interrupted.reason, state.reloadAfterFlight, state.pending?.reason]
                    .compactMap { $0 }.max { $0.urgency < $1.urgency } ?? interrupted.reason
                state.pending = PendingReload(reason: merged, due: interrupted.date, counted: false)
                state.reloadAfterFlight = nil
            }
            return state
        }
        wakes = Heap()
        instancesOfKind = [:]
        for index in instances.indices where instances[index].isActive {
            instancesOfKind[instances[index].kind, default: []].insert(index)
            reschedule(index)
        }
    }

    // MARK: - Inputs

    /// Asks for a new timeline for one instance.
    package mutating func requestReload(_ index: Int, reason: ReloadReason, at now: Date) {
        guard isActive(index) else { return }
        keepForUndo(index)
        request(index, reason, at: now)
        reschedule(index)
    }

    /// Asks for new timelines for every active instance of a kind (nil: of every kind).
    package mutating func requestReload(kind: Int?, reason: ReloadReason, at now: Date) {
        let indices = kind.map { (instancesOfKind[$0] ?? []).sorted() }
            ?? instances.indices.filter { instances[$0].isActive }
        for index in indices {
            keepForUndo(index)
            request(index, reason, at: now)
            reschedule(index)
        }
    }

    /// A timeline for a fetch arrived. `entryDates` must be sorted (see `TimelineSanitizer`).
    /// Returns false, with a warning event, if the fetch is no longer awaited (late or unknown).
    @discardableResult
    package mutating func timelineArrived(
        fetch: UInt64, instance index: Int, entryDates: [Date], policy: TimelineReloadPolicy, at now: Date
    ) -> Bool {
        guard isActive(index), let inFlight = instances[index].inFlight, inFlight.id == fetch else {
            if isActive(index) {
                record(index, now, .warning("a timeline arrived for a request that had already failed or been "
                    + "replaced; it was discarded"))
            }
            return false
        }
        instances[index].inFlight = nil
        instances[index].failures = 0
        record(index, now, .reloadServed(inFlight.reason, entries: entryDates.count, policy: policy))
        if !entryDates.isEmpty {
            instances[index].entryDates = entryDates
            instances[index].shownIndex = -1
            showEntries(index, at: now)
        }
        switch policy.kind {
        case .atEnd:
            let last = entryDates.last ?? now
            instances[index].policyDue = PolicyDue(date: last, reason: .policyAtEnd(lastEntry: last))
        case .after(let date):
            instances[index].policyDue = PolicyDue(date: date, reason: .policyAfter(date))
        case .never:
            instances[index].policyDue = nil
        }
        if let again = instances[index].reloadAfterFlight {
            instances[index].reloadAfterFlight = nil
            serveOrDefer(index, again, at: now)
        }
        process(index, at: now)
        return true
    }

    /// A fetch failed (the provider threw, crashed or returned garbage). The instance keeps its
    /// last good timeline and retries with backoff.
    package mutating func timelineFailed(fetch: UInt64, instance index: Int, message: String, at now: Date) {
        guard isActive(index), let inFlight = instances[index].inFlight, inFlight.id == fetch else { return }
        fail(index, inFlight.reason, message: message, at: now)
        reschedule(index)
    }

    /// Handles everything due at or before `now`: entry changes, policy reloads, deferred reloads,
    /// deadlines. Drive it by stepping to `nextWake()`.
    package mutating func advance(to now: Date) {
        while let top = wakes.min, top.time <= now.timeIntervalSinceReferenceDate {
            let wake = wakes.removeMin()
            let index = Int(wake.instance)
            guard instances.indices.contains(index), instances[index].isActive,
                  instances[index].generation == wake.generation
            else { continue }
            instances[index].scheduledWake = nil
            process(index, at: now)
        }
    }

    /// The earliest moment something is due, if anything is.
    package mutating func nextWake() -> Date? {
        while let top = wakes.min {
            if instances.indices.contains(Int(top.instance)), instances[Int(top.instance)].isActive,
               instances[Int(top.instance)].generation == top.generation
            {
                return Date(timeIntervalSinceReferenceDate: top.time)
            }
            wakes.removeMin()
        }
        return nil
    }

    // MARK: - Changes that can be undone

    /// Starts a change that may have to be undone: until `endChange()`, `undoChange()` puts back every
    /// instance that `addInstance`, `removeInstance` and `requestReload` touch, and drops the fetches and
    /// events they made. The host uses it so that a change the store refuses is not kept in memory either.
    /// Only those four inputs may be called while a change is open.
    package mutating func beginChange() {
        journal = Journal(instanceCount: instances.count, fetchCount: fetches.count, eventCount: events.count)
    }

    /// Keeps the change begun with `beginChange()`.
    package mutating func endChange() {
        journal = nil
    }

    /// Undoes the change begun with `beginChange()`: the instances it touched are as they were, those it
    /// added are gone (their IDs will be handed out again), and its fetches and events are dropped.
    package mutating func undoChange() {
        guard let journal else { return }
        self.journal = nil
        for index in journal.instanceCount..<instances.count {
            instancesOfKind[instances[index].kind]?.remove(index)
        }
        instances.removeSubrange(journal.instanceCount...)
        fetches.removeSubrange(journal.fetchCount...)
        events.removeSubrange(min(journal.eventCount, events.count)...)
        for (index, saved) in journal.saved {
            // A newer generation than any wake queued for it, so none of the undone change's wakes counts.
            let generation = instances[index].generation &+ 1
            instances[index] = saved
            if saved.isActive {
                instancesOfKind[saved.kind, default: []].insert(index)
            } else {
                instancesOfKind[saved.kind]?.remove(index)
            }
            instances[index].generation = generation
            instances[index].scheduledWake = nil
            reschedule(index)
        }
    }

    private mutating func keepForUndo(_ index: Int) {
        guard journal != nil, index < journal!.instanceCount, journal!.saved[index] == nil else { return }
        journal!.saved[index] = instances[index]
    }

    // MARK: - Outputs

    /// Hands over the timeline requests to send, and forgets them.
    package mutating func takeFetches() -> [FetchRequest] {
        defer { fetches.removeAll(keepingCapacity: true) }
        return fetches
    }

    /// Hands each recorded event to `body` in order, and forgets them.
    package mutating func takeEvents(_ body: (SchedulerEvent) -> Void) {
        events.forEach(body)
        events.removeAll(keepingCapacity: true)
    }

    // MARK: - Rules

    private mutating func record(_ index: Int, _ time: Date, _ detail: SchedulerEvent.Detail) {
        events.append(SchedulerEvent(time: time, instance: index, detail: detail))
    }

    private mutating func process(_ index: Int, at now: Date) {
        if let inFlight = instances[index].inFlight, now >= inFlight.deadline {
            fail(index, inFlight.reason,
                 message: "the provider did not return a timeline within \(formatSeconds(configuration.providerDeadline))",
                 at: now)
        }
        showEntries(index, at: now)
        if instances[index].inFlight == nil, let due = instances[index].policyDue, due.date <= now {
            instances[index].policyDue = nil
            request(index, due.reason, at: now)
        }
        if instances[index].inFlight == nil, let pending = instances[index].pending, pending.due <= now {
            serve(index, at: now)
        }
        reschedule(index)
    }

    private mutating func showEntries(_ index: Int, at now: Date) {
        let state = instances[index]
        guard !state.entryDates.isEmpty else { return }
        var shown = Int(state.shownIndex)
        if shown < 0 { shown = 0 }  // The first entry shows at once, even if its date is still ahead.
        while shown + 1 < state.entryDates.count && state.entryDates[shown + 1] <= now {
            shown += 1
        }
        if shown != Int(state.shownIndex) {
            instances[index].shownIndex = Int32(shown)
            record(index, now, .entryShown(index: shown))
        }
    }

    private mutating func request(_ index: Int, _ reason: ReloadReason, at now: Date) {
        record(index, now, .reloadRequested(reason))
        serveOrDefer(index, reason, at: now)
    }

    private mutating func serveOrDefer(_ index: Int, _ reason: ReloadReason, at now: Date) {
        if instances[index].inFlight != nil {
            let merged = instances[index].reloadAfterFlight.map { $0.urgency >= reason.urgency ? $0 : reason } ?? reason
            instances[index].reloadAfterFlight = merged
            record(index, now, .reloadCoalesced(reason, into: nil))
            return
        }
        let (earliest, deferral) = earliestStart(index, reason, at: now)
        if var pending = instances[index].pending {
            if reason.urgency > pending.reason.urgency { pending.reason = reason }
            pending.counted = pending.counted && reason.isCounted
            pending.due = min(pending.due, earliest)
            instances[index].pending = pending
            record(index, now, .reloadCoalesced(reason, into: pending.due))
        } else {
            instances[index].pending = PendingReload(reason: reason, due: earliest, counted: reason.isCounted)
            if let deferral, earliest > now {
                record(index, now, .reloadDeferred(reason, until: earliest, because: deferral))
            }
        }
        if instances[index].pending!.due <= now {
            serve(index, at: now)
        }
    }

    private func earliestStart(_ index: Int, _ reason: ReloadReason, at now: Date) -> (Date, DeferralReason?) {
        guard let last = instances[index].lastFetchStart else { return (now, nil) }
        switch reason {
        case .policyAtEnd, .policyAfter:
            let interval = configuration.minimumReloadInterval
            return (max(now, last.addingTimeInterval(interval)), .minimumInterval(lastRequest: last, interval: interval))
        case .widgetCenter:
            let window = configuration.coalescingWindow
            return (max(now, last.addingTimeInterval(window)), .coalescingWindow(lastRequest: last, window: window))
        case .added, .reconfigured, .userAction, .retry:
            return (now, nil)
        }
    }

    private mutating func serve(_ index: Int, at now: Date) {
        guard let pending = instances[index].pending else { return }
        var budgetUsed: Int?
        if pending.counted {
            let day = budgetDays.day(containing: now)
            if instances[index].budgetDay != day.index {
                instances[index].budgetDay = day.index
                instances[index].budgetUsed = 0
            }
            let used = Int(instances[index].budgetUsed)
            guard used < configuration.dailyReloadBudget else {
                instances[index].pending?.due = day.end
                record(index, now, .reloadDeferred(
                    pending.reason, until: day.end,
                    because: .dailyBudget(used: used, limit: configuration.dailyReloadBudget)))
                return
            }
            instances[index].budgetUsed += 1
            budgetUsed = used + 1
        }
        instances[index].pending = nil
        let id = nextFetchID
        nextFetchID += 1
        instances[index].inFlight = InFlight(
            id: id, started: now, deadline: now.addingTimeInterval(configuration.providerDeadline),
            reason: pending.reason)
        instances[index].lastFetchStart = now
        record(index, now, .providerCall(pending.reason, fetch: id, budgetUsed: budgetUsed))
        fetches.append(FetchRequest(id: id, instance: index, kind: instances[index].kind, reason: pending.reason))
    }

    private mutating func fail(_ index: Int, _ reason: ReloadReason, message: String, at now: Date) {
        instances[index].inFlight = nil
        instances[index].failures &+= 1
        let attempt = Int(instances[index].failures)
        let backoff = min(
            configuration.retryBackoff * pow(2, Double(min(attempt - 1, 30))), configuration.maximumRetryBackoff)
        let retryAt = now.addingTimeInterval(backoff)
        record(index, now, .reloadFailed(reason, message: message, retryAt: retryAt))
        if let again = instances[index].reloadAfterFlight {
            instances[index].reloadAfterFlight = nil
            serveOrDefer(index, again, at: now)
        } else {
            instances[index].pending = PendingReload(reason: .retry(attempt: attempt), due: retryAt, counted: false)
        }
    }

    private mutating func reschedule(_ index: Int) {
        let state = instances[index]
        guard state.isActive else { return }
        var next = Double.infinity
        let shown = Int(state.shownIndex)
        if shown >= 0 && shown + 1 < state.entryDates.count {
            next = state.entryDates[shown + 1].timeIntervalSinceReferenceDate
        }
        if let inFlight = state.inFlight {
            next = min(next, inFlight.deadline.timeIntervalSinceReferenceDate)
        } else {
            if let due = state.policyDue { next = min(next, due.date.timeIntervalSinceReferenceDate) }
            if let pending = state.pending { next = min(next, pending.due.timeIntervalSinceReferenceDate) }
        }
        guard next.isFinite, next != state.scheduledWake else { return }
        instances[index].generation &+= 1
        instances[index].scheduledWake = next
        wakes.insert(Wake(time: next, instance: Int32(index), generation: instances[index].generation))
    }
}

// MARK: - State

/// An instance's schedule as the store keeps it: which entry shows, the day's budget, and every
/// reload that is due, waiting or in flight.
package struct SavedSchedule: Codable, Hashable, Sendable {
    package struct Due: Codable, Hashable, Sendable {
        package var date: Date
        package var reason: ReloadReason
        package var counted: Bool
    }

    package var shownIndex: Int?
    package var failures: Int
    package var budgetUsed: Int
    package var budgetDay: Int?
    package var lastFetchStart: Date?
    /// The timeline's policy reload, when it falls due.
    package var policyDue: Due?
    /// A requested reload waiting for its time (minimum interval, coalescing window, budget, retry).
    package var pending: Due?
    /// The request sent to the provider and not yet answered (`date`: when it was sent).
    package var inFlight: Due?
    /// A request that arrived while another was in flight; it is served when that one ends.
    package var reloadAfterFlight: ReloadReason?
}

private struct PolicyDue: Sendable {
    var date: Date
    var reason: ReloadReason
}

private struct PendingReload: Sendable {
    var reason: ReloadReason
    var due: Date
    var counted: Bool
}

private struct InFlight: Sendable {
    var id: UInt64
    var started: Date
    var deadline: Date
    var reason: ReloadReason
}

private struct InstanceState: Sendable {
    var kind: Int
    var isActive = true
    var entryDates: [Date] = []
    var shownIndex: Int32 = -1
    var failures: UInt8 = 0
    var budgetUsed: UInt16 = 0
    var budgetDay: Int32 = .min
    var generation: UInt32 = 0
    var scheduledWake: Double?
    var lastFetchStart: Date?
    var policyDue: PolicyDue?
    var pending: PendingReload?
    var inFlight: InFlight?
    var reloadAfterFlight: ReloadReason?
}

/// What `undoChange()` needs: the instances as they were before the change touched them.
private struct Journal: Sendable {
    var instanceCount: Int
    var fetchCount: Int
    var eventCount: Int
    var saved: [Int: InstanceState] = [:]
}

private struct Wake: Comparable, Sendable {
    var time: Double
    var instance: Int32
    var generation: UInt32

    static func < (lhs: Wake, rhs: Wake) -> Bool {
        lhs.time < rhs.time || (lhs.time == rhs.time && lhs.instance < rhs.instance)
    }

    static func == (lhs: Wake, rhs: Wake) -> Bool {
        lhs.time == rhs.time && lhs.instance == rhs.instance
    }
}

/// Budget days: midnight to midnight in the budget's time zone, with the current day cached so
/// the common case costs two comparisons.
private struct BudgetDays: Sendable {
    struct Day: Sendable {
        var index: Int32
        var start: Date
        var end: Date
    }

    let calendar: Calendar
    var cached: Day?

    init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    mutating func day(containing date: Date) -> Day {
        if let cached, date >= cached.start, date < cached.end { return cached }
        let start = calendar.startOfDay(for: date)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        let index = Int32(clamping: Int((start.timeIntervalSinceReferenceDate / 86_400).rounded()))
        let day = Day(index: index, start: start, end: end)
        cached = day
        return day
    }
}
