import Foundation
package import OpenWidgetKit

/// What the pages and other surfaces read of the placed widgets, through the front door.
extension HostDaemon {
    /// A placed widget as it is now (kind, family, configuration, page, its timeline and placeholder).
    package func placement(_ id: InstanceID) throws -> HostEngine.Placement {
        try engine.placement(id)
    }

    /// The entry a widget shows now: its timeline's current entry, or its placeholder before the first.
    package func shownEntry(_ id: InstanceID) -> ArchivedEntry? {
        engine.shownEntry(id)
    }

    /// The widgets of one surface (a dashboard page), in its order.
    package func widgets(on surface: String) -> [InstanceID] {
        engine.instances(on: surface)
    }

    /// The surfaces (dashboard pages) that have widgets, by name.
    package var surfaceNames: [String] {
        engine.surfaceNames
    }

    /// Why the store cannot be written now, if it cannot.
    package var storeProblem: StoreProblem? {
        engine.storeProblem
    }

    /// What a kind's extension says of it (name, description, families, configuration), if a kind of
    /// this host.
    package func widgetDescription(_ kind: String) -> HostProtocol.WidgetDescription? {
        extensions.widget(kind)?.0
    }

    /// A widget's whole event log, oldest first (tools and benchmarks; reports read a page of it).
    package func eventLog(for id: InstanceID) -> [WidgetEvent] {
        engine.events(for: id)
    }

    /// Which widgets changed, after each step: live views (server-sent events) listen here.
    package var changes: InstanceChanges {
        engine.changes
    }
}
