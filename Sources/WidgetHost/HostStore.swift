import Foundation
import OpenWidgetKit

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
    /// Records what an extension offers (it replaces the kinds it declared before).
    func saveExtension(path: String, description: HostProtocol.ExtensionDescription, at date: Date) throws
    /// The extensions recorded, by path.
    func extensions() throws -> [String: HostProtocol.ExtensionDescription]
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
public struct HostStoreError: Error, CustomStringConvertible {
    public var description: String

    package init(_ description: String) {
        self.description = description
    }
}
