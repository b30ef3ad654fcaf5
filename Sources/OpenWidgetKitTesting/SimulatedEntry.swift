public import Foundation
public import OpenWidgetKit

/// One timeline entry as a simulated widget shows it: its date and relevance, the visible text of
/// the view the widget made for it, and the provider's own entry value.
///
/// Not in WidgetKit. The host keeps the view as values it can render at any time without running
/// your code again; the simulator shows you what a test needs of it.
///
/// ```swift
/// let shown = try #require(simulator.shownEntry(widget))
/// #expect(shown.text == "Health 75%")
/// #expect(shown.entry(as: CharacterEntry.self)?.healthLevel == 0.75)
/// #expect(!shown.isRedacted)
/// ```
public struct SimulatedEntry: Sendable, CustomStringConvertible {
    /// The entry as the host keeps it.
    package let archived: ArchivedEntry

    package init(_ archived: ArchivedEntry) {
        self.archived = archived
    }

    /// When the host starts showing the entry.
    public var date: Date { archived.date }

    /// The entry's relevance, if it gave one.
    public var relevance: TimelineEntryRelevance? { archived.relevance }

    /// The family the view was made for.
    public var family: WidgetFamily { archived.archive.family }

    /// The visible text of the entry's view in reading order, one space between separate texts.
    ///
    /// A background's text comes before its view's, an overlay's after. Dates the host keeps current
    /// (`Text(date, style: .timer)`, `Text(start...end)`, `Text(timerInterval:)`) appear as placeholders
    /// with fixed dates, such as `{date .timer 2026-01-05T10:15:00Z}`. A placeholder's text is included
    /// as written; see `isRedacted`.
    public var text: String { archived.archive.textContent }

    /// True for a placeholder: the view was made with the `.placeholder` redaction reason, so the host
    /// draws its text as redacted shapes.
    public var isRedacted: Bool { archived.archive.isRedacted }

    /// The provider's own entry value, when the provider ran in this process (a simulator made with
    /// `init(bundle:start:)` or `init(widget:start:)`); nil for an extension run as its own process,
    /// or when the entry is of another type.
    public func entry<Entry: TimelineEntry>(as type: Entry.Type = Entry.self) -> Entry? {
        archived.entry(as: type)
    }

    /// The date and the text, for test failures.
    public var description: String {
        "\(date.ISO8601Format()) \(isRedacted ? "(redacted) " : "")\"\(text)\""
    }

    /// The resolved view, for the package's own tests.
    package var archive: ViewArchive { archived.archive }
}
