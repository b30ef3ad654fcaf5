package import Foundation
package import WidgetUI

/// Turns a text run's symbolic date into the string shown at a moment, as WidgetKit does on the
/// device: `.relative` "2 hr, 10 min", `.offset` "-11 minutes", `.timer` "2:10:05", `.date`
/// "April 1, 2020", `.time` "9:41 AM", ranges "9:30 AM – 2:45 PM".
///
/// Foundation on Linux has no `DateComponentsFormatter` or `RelativeDateTimeFormatter`, so the
/// relative forms are built here from the rules in WidgetKit's documentation.
package struct DynamicDateFormatter: Sendable {
    package var locale: Locale
    package var timeZone: TimeZone

    package init(locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The text of one run at `now`.
    package func string(for run: TextRun, at now: Date) -> String {
        switch run {
        case .literal(let text, _):
            return text
        case .date(let seconds, let style, _):
            let date = Date(timeIntervalSince1970: seconds)
            switch style {
            case "relative": return relative(to: date, now: now)
            case "offset": return offset(to: date, now: now)
            case "timer": return timer(abs(date.timeIntervalSince(now)))
            case "date": return dateString(date)
            default: return timeString(date)
            }
        case .dateRange(let start, let end, _):
            return range(Date(timeIntervalSince1970: start), Date(timeIntervalSince1970: end))
        case .timer(let start, let end, let pause, let countsDown, let showsHours, _):
            let moment = min(max(pause ?? now.timeIntervalSince1970, start), end)
            let value = countsDown ? end - moment : moment - start
            return timer(value, showsHours: showsHours)
        }
    }

    /// The whole text of a list of runs at `now`.
    package func string(for runs: [TextRun], at now: Date) -> String {
        runs.map { string(for: $0, at: now) }.joined()
    }

    /// The absolute difference in its two largest non-zero units, abbreviated: "11 min, 14 sec".
    package func relative(to date: Date, now: Date) -> String {
        var remaining = Int(abs(date.timeIntervalSince(now)).rounded(.down))
        let units: [(seconds: Int, singular: String, plural: String)] = [
            (86_400, "day", "days"), (3600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec"),
        ]
        var parts: [String] = []
        for unit in units where parts.count < 2 {
            let count = remaining / unit.seconds
            remaining -= count * unit.seconds
            if count > 0 {
                parts.append("\(count) \(count == 1 ? unit.singular : unit.plural)")
            } else if !parts.isEmpty {
                break  // Only adjacent units: "2 hr, 10 min", never "2 hr, 5 sec".
            }
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }

    /// The difference in its largest unit, with "-" for a future date and "+" for a past one.
    package func offset(to date: Date, now: Date) -> String {
        let difference = date.timeIntervalSince(now)
        let magnitude = Int(abs(difference).rounded(.down))
        let units: [(seconds: Int, name: String)] = [
            (31_536_000, "year"), (2_592_000, "month"), (86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second"),
        ]
        let unit = units.first { magnitude >= $0.seconds } ?? (1, "second")
        let count = magnitude / unit.seconds
        let sign = difference > 0 ? "-" : "+"
        return "\(sign)\(count) \(unit.name)\(count == 1 ? "" : "s")"
    }

    /// A clock: "m:ss" under an hour, "h:mm:ss" from an hour (or "mmm:ss" without hours).
    package func timer(_ interval: TimeInterval, showsHours: Bool = true) -> String {
        let total = Int(max(0, interval).rounded(.down))
        let hours = total / 3600, minutes = (total % 3600) / 60, seconds = total % 60
        if showsHours && hours > 0 {
            return "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))"
        }
        return "\(total / 60):\(twoDigits(seconds))"
    }

    /// The long date: "April 1, 2020".
    package func dateString(_ date: Date) -> String {
        formatter(dateStyle: .long, timeStyle: .none).string(from: date)
    }

    /// The time of day: "9:41 AM".
    package func timeString(_ date: Date) -> String {
        formatter(dateStyle: .none, timeStyle: .short).string(from: date)
    }

    /// A range: "9:30 AM – 2:45 PM" within a day, with dates when it spans days.
    package func range(_ start: Date, _ end: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        if calendar.isDate(start, inSameDayAs: end) {
            return "\(timeString(start)) – \(timeString(end))"
        }
        let both = formatter(dateStyle: .medium, timeStyle: .short)
        return "\(both.string(from: start)) – \(both.string(from: end))"
    }

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private func formatter(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter
    }
}
