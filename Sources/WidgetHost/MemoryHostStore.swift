import Foundation
package import OpenWidgetKit
import Synchronization

/// A `HostStore` in memory: what the simulator and in-process tests keep, and what the engine uses
/// when nothing has to survive the process. It applies each step whole, as the SQLite store does, and
/// answers the same reads the same way.
///
/// ```swift
/// let engine = HostEngine(source: runtime, clock: VirtualClock(start: .now), store: MemoryHostStore())
/// ```
package final class MemoryHostStore: HostStore {
    private struct State {
        var nextInstance = 0
        var instances: [Int: StoredInstance] = [:]
        var extensions: [String: HostProtocol.ExtensionDescription] = [:]
        /// The event log in order; an event's position is its ID.
        var events: [WidgetEvent] = []
        /// Where each widget's events are in `events`, ascending.
        var eventsByInstance: [Int: [Int]] = [:]
    }

    private let state = Mutex(State())

    package init() {}

    package func load() throws -> StoredHost {
        state.withLock { state in
            StoredHost(
                nextInstance: state.nextInstance, instances: state.instances.values.sorted { $0.id < $1.id })
        }
    }

    package func save(_ changes: HostChanges) throws {
        state.withLock { state in
            if let next = changes.nextInstance { state.nextInstance = max(state.nextInstance, next) }
            for (id, placement) in changes.placements where !changes.removed.contains(id) {
                var stored = state.instances[id] ?? StoredInstance(id: id, placement: placement)
                let timeline = (stored.placement.timeline, stored.placement.timelineFetchedAt, stored.placement.timelineReason)
                let placeholder = stored.placement.placeholder
                stored.placement = placement
                // As the SQL store: a placement row does not carry the timeline, and keeps its placeholder.
                (stored.placement.timeline, stored.placement.timelineFetchedAt, stored.placement.timelineReason) = timeline
                stored.placement.placeholder = placement.placeholder ?? placeholder
                state.instances[id] = stored
            }
            for (id, placement) in changes.timelines where !changes.removed.contains(id) {
                state.instances[id]?.placement.timeline = placement.timeline
                state.instances[id]?.placement.timelineFetchedAt = placement.timeline == nil ? nil : placement.timelineFetchedAt
                state.instances[id]?.placement.timelineReason = placement.timeline == nil ? nil : placement.timelineReason
            }
            for (id, schedule) in changes.schedules where !changes.removed.contains(id) {
                state.instances[id]?.schedule = schedule
            }
            for id in changes.removed {
                state.instances[id] = nil
                // As the SQL store's cascade: a removed widget's events go with it.
                state.eventsByInstance[id] = nil
            }
            for event in changes.events where !changes.removed.contains(event.instance.rawValue)
                && state.instances[event.instance.rawValue] != nil
            {
                state.eventsByInstance[event.instance.rawValue, default: []].append(state.events.count)
                state.events.append(event)
            }
        }
    }

    package func events(for instance: InstanceID?) throws -> [WidgetEvent] {
        state.withLock { state in
            guard let instance else {
                return state.events.filter { state.eventsByInstance[$0.instance.rawValue] != nil }
            }
            return (state.eventsByInstance[instance.rawValue] ?? []).map { state.events[$0] }
        }
    }

    package func latestEvents(for instance: InstanceID, limit: Int) throws -> [WidgetEvent] {
        state.withLock { state in
            (state.eventsByInstance[instance.rawValue] ?? []).suffix(limit).map { state.events[$0] }
        }
    }

    package func latestWarnings(for instance: InstanceID, limit: Int) throws -> [WidgetEvent] {
        state.withLock { state in
            (state.eventsByInstance[instance.rawValue] ?? []).map { state.events[$0] }
                .filter { $0.event == .warning }.suffix(limit)
        }
    }

    package func receiptEvents(for instance: InstanceID, limit: Int, before: Int?) throws -> EventPage {
        state.withLock { state in
            let events = (state.eventsByInstance[instance.rawValue] ?? []).map { (position: $0, event: state.events[$0]) }
            return EventPage.receipts(in: events, limit: limit, before: before)
        }
    }

    package func counts(for instance: InstanceID) throws -> (receipts: Int, warnings: Int) {
        state.withLock { state in
            let events = (state.eventsByInstance[instance.rawValue] ?? []).map { state.events[$0].event }
            return (events.count { $0 == .providerCall }, events.count { $0 == .warning })
        }
    }

    package func saveExtension(path: String, description: HostProtocol.ExtensionDescription, at date: Date) throws {
        state.withLock { $0.extensions[path] = description }
    }

    package func extensions() throws -> [String: HostProtocol.ExtensionDescription] {
        state.withLock { $0.extensions }
    }
}
