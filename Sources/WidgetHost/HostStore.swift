import Foundation
package import OpenWidgetKit

/// Where the host keeps what must survive a restart: placed widgets, their timelines and schedules
/// (pending reloads included), the event log behind receipts and the budget ledger, and what the
/// extensions offer.
///
/// The engine hands over everything one step changed in a single `save(_:)`, so the store moves
/// from one consistent state to the next and a `kill -9` at any moment loses at most a step that
/// nobody was told about yet.
package protocol HostStore: Sendable {
    /// Everything stored, to resume from.
    func load() throws -> StoredHost
    /// Writes one step's changes atomically.
    func save(_ changes: HostChanges) throws
    /// The event log, oldest first: one widget's, or everyone's.
    func events(for instance: InstanceID?) throws -> [WidgetEvent]
    /// A widget's latest `limit` events, oldest first.
    func latestEvents(for instance: InstanceID, limit: Int) throws -> [WidgetEvent]
    /// A widget's latest `limit` warnings, oldest first.
    func latestWarnings(for instance: InstanceID, limit: Int) throws -> [WidgetEvent]
    /// The events behind a widget's latest `limit` reload receipts whose provider call came before the
    /// event `before` (nil: the latest receipts), oldest first, and the cursor to pass as `before` for the
    /// receipts older than these (nil when there are none). See `EventPage`.
    func receiptEvents(for instance: InstanceID, limit: Int, before: Int?) throws -> EventPage
    /// How many reloads (provider calls) and warnings the store holds for a widget.
    func counts(for instance: InstanceID) throws -> (receipts: Int, warnings: Int)
    /// Records what an extension offers (it replaces the kinds it declared before).
    func saveExtension(path: String, description: HostProtocol.ExtensionDescription, at date: Date) throws
    /// The extensions recorded, by path.
    func extensions() throws -> [String: HostProtocol.ExtensionDescription]
}

/// Events read a page at a time: the page, and where the next older page starts.
package struct EventPage: Sendable {
    package var events: [WidgetEvent]
    /// Pass as `before` for the next older page; nil when this is the oldest.
    package var older: Int?
    /// Whether the page was cut at `EventPage.maximumEvents` (the oldest receipt's requests are then
    /// not all in it).
    package var truncated = false

    /// The most events one page reads, however many requests a reload storm made.
    package static let maximumEvents = 5_000

    /// The events receipts are made of (see `ReloadReceipt.receipts(from:)`).
    package static let receiptNames: Set<WidgetEvent.Name> = [
        .reloadRequested, .reloadDeferred, .providerCall, .reloadServed, .reloadFailed,
    ]

    /// The page of `events` (each with its position in the log, ascending) behind the latest `limit`
    /// receipts whose provider call comes before `before`: the same rule the SQL store applies.
    package static func receipts(
        in events: [(position: Int, event: WidgetEvent)], limit: Int, before: Int?
    ) -> EventPage {
        let bound = before ?? Int.max
        let calls = events.filter { $0.position < bound && $0.event.event == .providerCall }.suffix(limit + 1)
        guard !calls.isEmpty else { return EventPage(events: [], older: nil) }
        let lower = calls.count > limit ? calls.first!.position : Int.min
        var window = events.filter {
            $0.position > lower && $0.position < bound && receiptNames.contains($0.event.event)
        }
        let truncated = window.count > maximumEvents
        if truncated { window.removeFirst(window.count - maximumEvents) }
        return EventPage(
            events: window.map(\.event), older: calls.count > limit ? calls.dropFirst().first!.position : nil,
            truncated: truncated)
    }
}

/// A placed widget as stored.
package struct StoredInstance: Sendable {
    package var id: Int
    package var placement: HostEngine.Placement
    package var schedule: SavedSchedule?
}

/// What `HostStore.load()` returns.
package struct StoredHost: Sendable {
    /// The next instance ID to hand out (IDs are never reused).
    package var nextInstance: Int
    package var instances: [StoredInstance]
}

/// What one step of the engine changed.
package struct HostChanges: Sendable {
    package var nextInstance: Int?
    /// New or changed placements (kind, family, configuration, surface, placeholder).
    package var placements: [Int: HostEngine.Placement] = [:]
    /// Instances whose timeline was replaced.
    package var timelines: [Int: HostEngine.Placement] = [:]
    package var schedules: [Int: SavedSchedule] = [:]
    package var removed: Set<Int> = []
    package var events: [WidgetEvent] = []

    package var isEmpty: Bool {
        nextInstance == nil && placements.isEmpty && timelines.isEmpty && schedules.isEmpty && removed.isEmpty
            && events.isEmpty
    }
}

/// Why the store could not be opened or written.
package struct HostStoreError: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
