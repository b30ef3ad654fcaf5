import Foundation

/// One timeline entry as the host keeps it: its date and relevance, and the view the widget's
/// content closure made for it, resolved to a `ViewArchive`.
///
/// Not in WidgetKit: this is what crosses from a widget extension to the host. The host shows and
/// renders archived entries without running author code.
package struct ArchivedEntry: Codable, Hashable, Sendable {
    /// When the host starts showing the entry.
    package var date: Date
    /// The entry's relevance, if it gave one.
    package var relevance: TimelineEntryRelevance?
    /// The resolved view.
    package var archive: ViewArchive
    /// The entry value itself, when the provider ran in this process (the simulator); nil once it
    /// has crossed a process boundary or been decoded.
    package var value: UncheckedSendableBox<any TimelineEntry>?

    package init(date: Date, relevance: TimelineEntryRelevance? = nil, archive: ViewArchive) {
        self.date = date
        self.relevance = relevance
        self.archive = archive
    }

    /// The visible text of the entry's view, in reading order: a quick way to see what it shows.
    package var summary: String { archive.textContent }

    /// The provider's own entry value, when the provider ran in this process.
    package func entry<Entry: TimelineEntry>(as type: Entry.Type = Entry.self) -> Entry? {
        value?.value as? Entry
    }

    private enum CodingKeys: String, CodingKey { case date, relevance, archive }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .date))
        relevance = try container.decodeIfPresent(TimelineEntryRelevance.self, forKey: .relevance)
        archive = try container.decode(ViewArchive.self, forKey: .archive)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date.timeIntervalSince1970, forKey: .date)
        try container.encodeIfPresent(relevance, forKey: .relevance)
        try container.encode(archive, forKey: .archive)
    }

    package static func == (lhs: ArchivedEntry, rhs: ArchivedEntry) -> Bool {
        lhs.date == rhs.date && lhs.relevance == rhs.relevance && lhs.archive == rhs.archive
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(date)
        hasher.combine(archive)
    }
}

/// A timeline as the host keeps it: archived entries in the provider's order, and the policy.
/// Not in WidgetKit.
package struct ArchivedTimeline: Codable, Hashable, Sendable {
    package var entries: [ArchivedEntry]
    package var policy: TimelineReloadPolicy

    package init(entries: [ArchivedEntry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}
