import Foundation
import OpenWidgetKit
import Testing
@testable import WidgetHost

private let now = Date(timeIntervalSince1970: 1_767_600_000)

private func entry(_ offset: TimeInterval, _ text: String = "") -> ArchivedEntry {
    ArchivedEntry(date: now.addingTimeInterval(offset), archive: ViewArchive(Text(text), environment: EnvironmentValues()))
}

@Suite("TimelineSanitizer")
struct TimelineSanitizerTests {
    private func sanitize(_ entries: [ArchivedEntry], _ policy: TimelineReloadPolicy = .atEnd, maximum: Int = 400)
        -> (ArchivedTimeline, [String])
    {
        var rules = SchedulerConfiguration()
        rules.maximumEntries = maximum
        let result = TimelineSanitizer.sanitize(ArchivedTimeline(entries: entries, policy: policy), at: now, configuration: rules)
        return (result.timeline, result.warnings)
    }

    @Test("a clean timeline passes unchanged and without warnings")
    func clean() {
        let (timeline, warnings) = sanitize([entry(0), entry(3600), entry(7200)])
        #expect(timeline.entries.map(\.date) == [0, 3600, 7200].map { now.addingTimeInterval($0) })
        #expect(warnings.isEmpty)
    }

    @Test("unsorted entries are sorted, with a warning")
    func unsorted() {
        let (timeline, warnings) = sanitize([entry(7200, "c"), entry(0, "a"), entry(3600, "b")])
        #expect(timeline.entries.map(\.summary) == ["a", "b", "c"])
        #expect(warnings.contains { $0.contains("sorted") })
    }

    @Test("past entries: the latest past one shows now, older ones are dropped with a warning")
    func past() {
        let (timeline, warnings) = sanitize([entry(-7200, "old"), entry(-600, "recent"), entry(3600, "next")])
        #expect(timeline.entries.map(\.summary) == ["recent", "next"])
        #expect(warnings.contains { $0.contains("past") })
    }

    @Test("duplicate dates keep the last entry")
    func duplicates() {
        let (timeline, warnings) = sanitize([entry(0, "first"), entry(0, "second"), entry(3600, "x")])
        #expect(timeline.entries.map(\.summary) == ["second", "x"])
        #expect(warnings.contains { $0.contains("date") })
    }

    @Test("entries closer than five minutes are kept, with a warning")
    func close() {
        let (timeline, warnings) = sanitize([entry(0), entry(60), entry(120)])
        #expect(timeline.entries.count == 3)
        #expect(warnings.contains { $0.contains("2 pairs") && $0.contains("5 min") })
    }

    @Test("more entries than the limit are cut to the earliest ones")
    func tooMany() {
        let (timeline, warnings) = sanitize((0..<10).map { entry(Double($0) * 600) }, maximum: 4)
        #expect(timeline.entries.count == 4)
        #expect(timeline.entries.last?.date == now.addingTimeInterval(1800))
        #expect(warnings.contains { $0.contains("limit of 4") })
    }

    @Test("entries without a usable date are dropped; an empty timeline is reported")
    func unusable() {
        let bad = ArchivedEntry(date: Date(timeIntervalSinceReferenceDate: .nan), archive: entry(0).archive)
        let (timeline, warnings) = sanitize([bad])
        #expect(timeline.entries.isEmpty)
        #expect(warnings.contains { $0.contains("no usable date") })
        #expect(warnings.contains { $0.contains("no entries") })
    }
}
