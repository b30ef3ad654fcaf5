import Foundation
import OpenWidgetKit
import Testing
@testable import WidgetHost

/// A scheduler with a tiny driver: time moves wake by wake and fetches are answered by a closure.
private struct Harness {
    var scheduler: Scheduler
    var now: Date
    var events: [SchedulerEvent] = []
    var fetches: [FetchRequest] = []

    init(configuration: SchedulerConfiguration = SchedulerConfiguration(), start: Date = t0) {
        scheduler = Scheduler(configuration: configuration)
        now = start
    }

    mutating func collect() {
        fetches += scheduler.takeFetches()
        scheduler.takeEvents { events.append($0) }
    }

    mutating func add() -> Int {
        let id = scheduler.addInstance(kind: 0, at: now)
        collect()
        return id
    }

    /// Answers the oldest outstanding fetch with entries at the given offsets from now.
    mutating func answer(offsets: [TimeInterval], policy: TimelineReloadPolicy) {
        let fetch = fetches.removeFirst()
        scheduler.timelineArrived(
            fetch: fetch.id, instance: fetch.instance, entryDates: offsets.map { now.addingTimeInterval($0) },
            policy: policy, at: now)
        collect()
    }

    /// Steps to each wake up to `date`, answering new fetches with `respond` (nil: leave them unanswered).
    mutating func run(until date: Date, respond: ((Date) -> (offsets: [TimeInterval], policy: TimelineReloadPolicy))? = nil) {
        if let respond {
            while !fetches.isEmpty {
                let reply = respond(now)
                answer(offsets: reply.offsets, policy: reply.policy)
            }
        }
        while let next = scheduler.nextWake(), next <= date {
            now = next
            scheduler.advance(to: next)
            collect()
            if let respond {
                while !fetches.isEmpty {
                    let reply = respond(now)
                    answer(offsets: reply.offsets, policy: reply.policy)
                }
            }
        }
        now = date
    }

    var providerCalls: [Date] {
        events.compactMap { if case .providerCall = $0.detail { $0.time } else { nil } }
    }

    var shown: [(Date, Int)] {
        events.compactMap { if case .entryShown(let index) = $0.detail { ($0.time, index) } else { nil } }
    }

    var deferrals: [(Date, Date, DeferralReason)] {
        events.compactMap {
            if case .reloadDeferred(_, let until, let because) = $0.detail { ($0.time, until, because) } else { nil }
        }
    }

    var failures: [(Date, String, Date)] {
        events.compactMap {
            if case .reloadFailed(_, let message, let retryAt) = $0.detail { ($0.time, message, retryAt) } else { nil }
        }
    }
}

private let t0 = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z
private func at(_ hours: Double) -> Date { t0.addingTimeInterval(hours * 3600) }

@Suite("Scheduler")
struct SchedulerTests {
    @Test("placing an instance asks for its first timeline at once, free of budget")
    func addAsksAtOnce() {
        var harness = Harness()
        let id = harness.add()
        #expect(harness.fetches.count == 1)
        #expect(harness.fetches.first?.reason == .added)
        #expect(harness.providerCalls == [t0])
        var scheduler = harness.scheduler
        #expect(scheduler.budget(of: id, at: t0).used == 0)
    }

    @Test("the entry shown at t is the last with date <= t, or the first if all are in the future")
    func entryShownAtTime() {
        var harness = Harness()
        let id = harness.add()
        harness.answer(offsets: [600, 3600, 7200], policy: .never)
        #expect(harness.scheduler.shownEntryIndex(of: id) == 0)  // all in the future: the first one
        harness.run(until: at(0.5))
        #expect(harness.scheduler.shownEntryIndex(of: id) == 0)
        harness.run(until: at(1))
        #expect(harness.scheduler.shownEntryIndex(of: id) == 1)
        harness.run(until: at(5))
        #expect(harness.scheduler.shownEntryIndex(of: id) == 2)
        #expect(harness.shown.map(\.0) == [t0, at(1), at(2)])
        #expect(harness.shown.map(\.1) == [0, 1, 2])
    }

    @Test(".atEnd asks again at the last entry's date")
    func atEndReloadsAtLastEntry() {
        var harness = Harness()
        _ = harness.add()
        harness.run(until: at(10)) { _ in ([0, 3600, 7200, 10800], .atEnd) }
        #expect(harness.providerCalls == [t0, at(3), at(6), at(9)])
    }

    @Test(".after(date) asks at that date, even before the timeline ends")
    func afterReloadsAtDate() {
        var harness = Harness()
        _ = harness.add()
        harness.answer(offsets: [0, 3600, 7200, 10800], policy: .after(at(2)))
        harness.run(until: at(2.5)) { _ in ([0], .never) }
        #expect(harness.providerCalls == [t0, at(2)])
        // Entry 2 shows at 2 h, then the new timeline's first entry replaces it at once.
        #expect(harness.shown.map(\.0) == [t0, at(1), at(2), at(2)])
        #expect(harness.shown.map(\.1) == [0, 1, 2, 0])
    }

    @Test(".never asks again only when reloaded")
    func neverWaitsForReload() {
        var harness = Harness()
        let id = harness.add()
        harness.answer(offsets: [0], policy: .never)
        harness.run(until: at(48))
        #expect(harness.providerCalls == [t0])
        #expect(harness.scheduler.nextWake() == nil)
        harness.scheduler.requestReload(id, reason: .widgetCenter, at: at(48))
        harness.collect()
        #expect(harness.providerCalls == [t0, at(48)])
    }

    @Test("a policy reload waits for the minimum interval since the last request")
    func minimumInterval() {
        var harness = Harness()
        _ = harness.add()
        // One entry, .atEnd: the policy is due at once, but the last request was just now.
        harness.answer(offsets: [0], policy: .atEnd)
        harness.run(until: at(0.2)) { _ in ([0], .never) }
        #expect(harness.providerCalls == [t0, t0.addingTimeInterval(300)])
        #expect(harness.deferrals.count == 1)
        #expect(harness.deferrals.first?.1 == t0.addingTimeInterval(300))
        if case .minimumInterval = harness.deferrals.first?.2 {} else {
            Issue.record("expected a minimum-interval deferral, got \(String(describing: harness.deferrals.first))")
        }
    }

    @Test("the daily budget defers policy reloads to the next day, and none is lost")
    func dailyBudget() {
        var rules = SchedulerConfiguration()
        rules.dailyReloadBudget = 3
        var harness = Harness(configuration: rules, start: Date(timeIntervalSince1970: 1_767_650_400))  // 22:00Z
        let id = harness.add()
        let start = harness.now
        harness.run(until: start.addingTimeInterval(3 * 3600)) { now in ([0], .after(now.addingTimeInterval(600))) }
        let midnight = Date(timeIntervalSince1970: 1_767_657_600)  // 2026-01-06T00:00:00Z
        // Added (free) + 3 counted before midnight, then the deferred one exactly at midnight.
        let calls = harness.providerCalls
        #expect(Array(calls.prefix(5)) == [0, 600, 1200, 1800].map { start.addingTimeInterval($0) } + [midnight])
        #expect(harness.deferrals.contains { $0.1 == midnight && $0.2 == .dailyBudget(used: 3, limit: 3) })
        var scheduler = harness.scheduler
        #expect(scheduler.budget(of: id, at: midnight.addingTimeInterval(1)).used >= 1)
    }

    @Test("user actions and reconfiguration are not counted against the budget")
    func exemptReloads() {
        var rules = SchedulerConfiguration()
        rules.dailyReloadBudget = 1
        var harness = Harness(configuration: rules)
        let id = harness.add()
        harness.answer(offsets: [0], policy: .never)
        for (step, reason) in [ReloadReason.userAction, .reconfigured, .userAction].enumerated() {
            harness.now = t0.addingTimeInterval(Double(step + 1) * 10)
            harness.scheduler.requestReload(id, reason: reason, at: harness.now)
            harness.collect()
            harness.answer(offsets: [0], policy: .never)
        }
        #expect(harness.providerCalls.count == 4)
        var scheduler = harness.scheduler
        #expect(scheduler.budget(of: id, at: harness.now).used == 0)
    }

    @Test("WidgetCenter requests inside the coalescing window become one more request")
    func coalescing() {
        var harness = Harness()
        let id = harness.add()
        harness.answer(offsets: [0], policy: .never)
        harness.now = at(1)
        for step in 0..<5 {
            harness.now = at(1).addingTimeInterval(Double(step) * 0.1)
            harness.scheduler.requestReload(id, reason: .widgetCenter, at: harness.now)
            harness.collect()
            if !harness.fetches.isEmpty { harness.answer(offsets: [0], policy: .never) }
        }
        harness.run(until: at(2)) { _ in ([0], .never) }
        // The first is served at once; the next four wait for the end of the 1 s window and merge.
        #expect(harness.providerCalls == [t0, at(1), at(1).addingTimeInterval(1)])
        let coalesced = harness.events.filter { if case .reloadCoalesced = $0.detail { true } else { false } }
        #expect(coalesced.count == 3)
    }

    @Test("a request while one is in flight is served once the timeline arrives")
    func inFlightCoalescing() {
        var harness = Harness()
        let id = harness.add()
        harness.scheduler.requestReload(id, reason: .widgetCenter, at: t0)
        harness.scheduler.requestReload(id, reason: .widgetCenter, at: t0)
        harness.collect()
        #expect(harness.fetches.count == 1)
        harness.now = t0.addingTimeInterval(2)
        harness.answer(offsets: [0], policy: .never)
        #expect(harness.fetches.count == 1)  // exactly one follow-up
        #expect(harness.fetches.first?.reason == .widgetCenter)
    }

    @Test("a provider that misses its deadline fails, keeps the last content and is retried with backoff")
    func deadline() {
        var harness = Harness()
        let id = harness.add()
        harness.answer(offsets: [0, 3600], policy: .after(at(0.5)))
        harness.run(until: at(0.6))  // the 0.5 h request and its retries are never answered
        // Fails 30 s after each request; retries after 60 s, then 120 s, then 240 s.
        #expect(harness.failures.map(\.0) == [30, 120, 270].map { at(0.5).addingTimeInterval($0) })
        #expect(harness.failures.map(\.2) == [90, 240, 510].map { at(0.5).addingTimeInterval($0) })
        #expect(harness.scheduler.shownEntryIndex(of: id) == 0)
        // Entries keep changing on time while requests fail.
        harness.run(until: at(1.01))
        #expect(harness.scheduler.shownEntryIndex(of: id) == 1)
    }

    @Test("a timeline that arrives after its request failed is discarded with a warning")
    func lateTimeline() {
        var harness = Harness()
        let id = harness.add()
        let fetch = harness.fetches.removeFirst()
        harness.run(until: t0.addingTimeInterval(31))
        let accepted = harness.scheduler.timelineArrived(
            fetch: fetch.id, instance: id, entryDates: [t0], policy: .never, at: harness.now)
        harness.collect()
        #expect(!accepted)
        #expect(harness.events.contains { if case .warning = $0.detail { true } else { false } })
        #expect(harness.scheduler.shownEntryIndex(of: id) == nil)
    }

    @Test("a failure reported by the driver retries after the backoff")
    func reportedFailure() {
        var harness = Harness()
        let id = harness.add()
        let fetch = harness.fetches.removeFirst()
        harness.scheduler.timelineFailed(fetch: fetch.id, instance: id, message: "boom", at: t0)
        harness.collect()
        #expect(harness.failures.map(\.1) == ["boom"])
        harness.run(until: at(0.1)) { _ in ([0], .never) }
        #expect(harness.providerCalls == [t0, t0.addingTimeInterval(60)])
    }

    @Test("a removed instance asks for nothing more")
    func removal() {
        var harness = Harness()
        let id = harness.add()
        harness.answer(offsets: [0, 600], policy: .atEnd)
        harness.scheduler.removeInstance(id)
        #expect(harness.scheduler.nextWake() == nil)
        harness.run(until: at(5))
        #expect(harness.providerCalls == [t0])
    }
}
