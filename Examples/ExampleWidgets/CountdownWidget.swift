import Foundation
import OpenWidgetKit

// Seed: "Displaying dynamic dates" — text that keeps counting without new timelines.

struct MeetingEntry: TimelineEntry {
    var date: Date
    var title: String
    var start: Date
    var end: Date
}

struct CountdownProvider: TimelineProvider {
    /// The next meeting: at the next half hour, for 45 minutes.
    static func meeting(after date: Date) -> MeetingEntry {
        let halfHours = (date.timeIntervalSince1970 / 1800).rounded(.down) + 1
        let start = Date(timeIntervalSince1970: halfHours * 1800)
        return MeetingEntry(date: date, title: "Design review", start: start, end: start.addingTimeInterval(45 * 60))
    }

    func placeholder(in context: Context) -> MeetingEntry {
        Self.meeting(after: context.currentDate)
    }

    func getSnapshot(in context: Context, completion: @escaping (MeetingEntry) -> Void) {
        completion(Self.meeting(after: context.currentDate))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MeetingEntry>) -> Void) {
        // One entry is enough until the meeting ends: the dates in the view count by themselves.
        let meeting = Self.meeting(after: context.currentDate)
        completion(Timeline(entries: [meeting], policy: .after(meeting.end)))
    }
}

struct CountdownView: View {
    var entry: MeetingEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.title).font(.headline)
            Text(entry.start...entry.end)
            Text(entry.start, style: .timer).font(.title).monospacedDigit()
            Text("Starts \(entry.start, style: .relative)").font(.caption)
        }
    }
}

struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.countdown", provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
        }
        .configurationDisplayName("Next Meeting")
        .description("Counts down to your next meeting")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
