import Foundation
package import OpenWidgetKit

/// Makes a provider's timeline safe to schedule: sorted, without unusable dates, within the entry
/// limit. What it changes, and what looks unwise, comes back as warnings a person can read.
package enum TimelineSanitizer {
    package static func sanitize(
        _ timeline: ArchivedTimeline, at now: Date, configuration: SchedulerConfiguration
    ) -> (timeline: ArchivedTimeline, warnings: [String]) {
        var warnings: [String] = []
        var entries = timeline.entries
        var policy = timeline.policy

        let unusable = entries.filter { !$0.date.timeIntervalSinceReferenceDate.isFinite }.count
        if unusable > 0 {
            entries.removeAll { !$0.date.timeIntervalSinceReferenceDate.isFinite }
            warnings.append("\(unusable) entr\(unusable == 1 ? "y has" : "ies have") no usable date and "
                + "\(unusable == 1 ? "was" : "were") dropped")
        }
        if entries.isEmpty {
            warnings.append("the timeline has no entries; the widget keeps showing its previous content")
        }
        if zip(entries, entries.dropFirst()).contains(where: { $0.date > $1.date }) {
            warnings.append("entries were not in date order; they were sorted")
            // A stable sort keeps the provider's order among entries with the same date.
            entries = entries.enumerated().sorted {
                ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
            }.map(\.element)
        }
        var deduplicated: [ArchivedEntry] = []
        deduplicated.reserveCapacity(entries.count)
        var duplicates = 0
        for entry in entries {
            if let last = deduplicated.last, last.date == entry.date {
                deduplicated[deduplicated.count - 1] = entry
                duplicates += 1
            } else {
                deduplicated.append(entry)
            }
        }
        if duplicates > 0 {
            warnings.append("\(duplicates) entr\(duplicates == 1 ? "y shares its" : "ies share their") date with "
                + "a later one; for each date the last entry is kept")
        }
        entries = deduplicated

        // Of the entries already in the past, only the latest still matters: it is what shows now.
        if let current = entries.lastIndex(where: { $0.date <= now }), current > 0 {
            warnings.append("\(current) entr\(current == 1 ? "y was" : "ies were") already in the past; "
                + "the latest past entry shows now and the older ones were dropped")
            entries.removeFirst(current)
        }
        if entries.count > configuration.maximumEntries {
            warnings.append("the timeline has \(entries.count) entries, more than the limit of "
                + "\(configuration.maximumEntries); only the first \(configuration.maximumEntries) are kept")
            entries.removeLast(entries.count - configuration.maximumEntries)
        }
        let close = zip(entries, entries.dropFirst()).filter {
            $1.date.timeIntervalSince($0.date) < configuration.minimumEntrySpacing
        }.count
        if close > 0 {
            warnings.append("\(close) pair\(close == 1 ? " of entries is" : "s of entries are") less than "
                + "\(formatSeconds(configuration.minimumEntrySpacing)) apart; WidgetKit advises at least "
                + "\(formatSeconds(configuration.minimumEntrySpacing)) between entries")
        }
        if case .after(let date) = policy.kind {
            if !date.timeIntervalSinceReferenceDate.isFinite {
                warnings.append("the reload date is not a usable date; the policy was treated as .atEnd")
                policy = .atEnd
            } else if date < now {
                warnings.append("the reload date \(date.ISO8601Format()) is already past; the reload waits for "
                    + "the minimum interval")
            }
        }
        return (ArchivedTimeline(entries: entries, policy: policy), warnings)
    }
}
