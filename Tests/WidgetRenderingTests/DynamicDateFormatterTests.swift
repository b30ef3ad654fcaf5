import Foundation
import Testing
import WidgetUI
@testable import WidgetRendering

private let now = Date(timeIntervalSince1970: 1_767_600_000)  // 2026-01-05T08:00:00Z

@Suite("DynamicDateFormatter")
struct DynamicDateFormatterTests {
    let formatter = DynamicDateFormatter()

    @Test("relative: two largest adjacent units, abbreviated, no sign", arguments: [
        (674.0, "11 min, 14 sec"), (900, "15 min"), (45, "45 sec"), (125, "2 min, 5 sec"), (7800, "2 hr, 10 min"),
        (259_200, "3 days"), (-674, "11 min, 14 sec"), (3605, "1 hr"), (0, "0 sec"), (90_000, "1 day, 1 hr"),
    ])
    func relative(offset: TimeInterval, expected: String) {
        #expect(formatter.relative(to: now.addingTimeInterval(offset), now: now) == expected)
    }

    @Test("offset: one unit, full name, minus for the future, plus for the past", arguments: [
        (674.0, "-11 minutes"), (900, "-15 minutes"), (45, "-45 seconds"), (7800, "-2 hours"), (259_200, "-3 days"),
        (-7200, "+2 hours"), (-60, "+1 minute"), (-8_000_000, "+3 months"),
    ])
    func offset(offset: TimeInterval, expected: String) {
        #expect(formatter.offset(to: now.addingTimeInterval(offset), now: now) == expected)
    }

    @Test("timer: m:ss under an hour, h:mm:ss above, counting up once the date has passed", arguments: [
        (674.0, "11:14"), (900, "15:00"), (45, "0:45"), (125, "2:05"), (7800, "2:10:00"), (7805, "2:10:05"),
        (259_200, "72:00:00"), (-30, "0:30"),
    ])
    func timer(offset: TimeInterval, expected: String) {
        let run = TextRun.date(now.addingTimeInterval(offset).timeIntervalSince1970, style: "timer", runStyle: nil)
        #expect(formatter.string(for: run, at: now) == expected)
    }

    @Test("date and time in en_US, in the configured time zone")
    func absolute() {
        let components = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
            year: 2020, month: 4, day: 1, hour: 9, minute: 41)
        let april = components.date!
        #expect(formatter.dateString(april) == "April 1, 2020")
        let time = formatter.timeString(april)
        #expect(time.hasPrefix("9:41") && time.hasSuffix("AM"))
        let newYork = DynamicDateFormatter(timeZone: TimeZone(identifier: "America/New_York")!)
        #expect(newYork.timeString(april).hasPrefix("5:41"))
    }

    @Test("ranges and timer intervals")
    func ranges() {
        let start = now.addingTimeInterval(1800), end = now.addingTimeInterval(1800 + 18_900)
        let range = formatter.string(for: .dateRange(start.timeIntervalSince1970, end.timeIntervalSince1970, runStyle: nil), at: now)
        #expect(range.contains("8:30") && range.contains("1:45") && range.contains("–"))
        let interval = TextRun.timer(
            now.timeIntervalSince1970 - 60, now.timeIntervalSince1970 + 660, pause: nil, countsDown: true, showsHours: true,
            runStyle: nil)
        #expect(formatter.string(for: interval, at: now) == "11:00")
        #expect(formatter.string(for: interval, at: now.addingTimeInterval(10_000)) == "0:00")
        let up = TextRun.timer(
            now.timeIntervalSince1970 - 60, now.timeIntervalSince1970 + 660, pause: now.timeIntervalSince1970 + 600,
            countsDown: false, showsHours: true, runStyle: nil)
        #expect(formatter.string(for: up, at: now.addingTimeInterval(5000)) == "11:00")
        let long = TextRun.timer(now.timeIntervalSince1970, now.timeIntervalSince1970 + 4500, pause: nil,
                                 countsDown: true, showsHours: false, runStyle: nil)
        #expect(formatter.string(for: long, at: now) == "75:00")
    }
}

@Suite("Visible text")
struct VisibleTextTests {
    @Test("the text a widget shows at a date has its dates, ranges and timers as they read then, not placeholders")
    func datesAsTheyRead() {
        let view = VStack {
            Text("Starts")
            Text(now.addingTimeInterval(1800), style: .relative)
            Text(now.addingTimeInterval(90), style: .timer)
        }
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemSmall
        let archive = ViewArchive(view, environment: environment)
        let renderer = WidgetRenderer()
        #expect(renderer.visibleText(archive, options: RenderOptions(family: .systemSmall, date: now)) == "Starts 30 min 1:30")
        let later = RenderOptions(family: .systemSmall, date: now.addingTimeInterval(60))
        #expect(renderer.visibleText(archive, options: later) == "Starts 29 min 0:30")
        #expect(archive.textContent.contains("{date .relative"))
    }
}
