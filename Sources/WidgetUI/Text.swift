import Foundation

/// A view that shows read-only text, including dates the host keeps up to date.
///
/// ```swift
/// Text("Health \(level)%")
/// Text(meeting, style: .timer)
/// Text("Time: \(date, style: .time)")
/// Text(start...end)
/// ```
public struct Text: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never

    /// How a date shows in a `Text`.
    public struct DateStyle: Hashable, Sendable {
        let name: String
        /// The time of day: `9:41 AM`.
        public static let time = DateStyle(name: "time")
        /// The date: `April 1, 2020`.
        public static let date = DateStyle(name: "date")
        /// The time to or from the date: `11 min, 14 sec`.
        public static let relative = DateStyle(name: "relative")
        /// The difference with a sign: `-11 minutes` for a future date.
        public static let offset = DateStyle(name: "offset")
        /// A clock counting down to the date, then up from it: `15:00`.
        public static let timer = DateStyle(name: "timer")
    }

    package var runs: [TextRun]

    package init(runs: [TextRun]) {
        self.runs = runs
    }

    /// Shows a string as it is.
    public init<S: StringProtocol>(_ content: S) {
        runs = [.literal(String(content), style: nil)]
    }

    /// Shows a string as it is, without localisation.
    public init(verbatim content: String) {
        runs = [.literal(content, style: nil)]
    }

    /// Shows a string literal, with interpolated values and dates.
    public init(_ key: LocalizedStringKey) {
        runs = key.runs
    }

    /// Shows a date in a style, updated by the host as time passes.
    public init(_ date: Date, style: DateStyle) {
        runs = [.date(date.timeIntervalSince1970, style: style.name, runStyle: nil)]
    }

    /// Shows a range of dates: `9:30 AM–2:45 PM`.
    public init(_ dates: ClosedRange<Date>) {
        runs = [.dateRange(dates.lowerBound.timeIntervalSince1970, dates.upperBound.timeIntervalSince1970, runStyle: nil)]
    }

    /// A timer over an interval, counting down (or up), optionally paused.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [.timer(
            timerInterval.lowerBound.timeIntervalSince1970, timerInterval.upperBound.timeIntervalSince1970,
            pause: pauseTime?.timeIntervalSince1970, countsDown: countsDown, showsHours: showsHours, runStyle: nil)]
    }

    /// Joins two texts into one.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .text(runs)
    }

    private func styled(_ change: (inout TextRunStyle) -> Void) -> Text {
        Text(runs: runs.map { $0.styled(change) })
    }

    /// The text in a font.
    public func font(_ font: Font?) -> Text { styled { $0.font = font?.value } }
    /// The text in a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight?.name } }
    /// Bold text.
    public func bold() -> Text { styled { $0.weight = Font.Weight.bold.name } }
    /// Italic text.
    public func italic() -> Text { styled { $0.italic = true } }
    /// Digits of equal width.
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color?.value } }
}

/// A string literal with interpolations, as `Text` takes it.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    package var runs: [TextRun]

    public init(_ value: String) {
        runs = [.literal(value, style: nil)]
    }

    public init(stringLiteral value: String) {
        runs = [.literal(value, style: nil)]
    }

    public init(stringInterpolation: StringInterpolation) {
        runs = stringInterpolation.runs
    }

    /// Collects the literal parts and the interpolated values of a string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [TextRun] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        private mutating func append(_ string: String) {
            guard !string.isEmpty else { return }
            if case .literal(let text, nil)? = runs.last {
                runs[runs.count - 1] = .literal(text + string, style: nil)
            } else {
                runs.append(.literal(string, style: nil))
            }
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            runs.append(.date(date.timeIntervalSince1970, style: style.name, runStyle: nil))
        }

        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            runs.append(.dateRange(dates.lowerBound.timeIntervalSince1970, dates.upperBound.timeIntervalSince1970, runStyle: nil))
        }

        public mutating func appendInterpolation(_ text: Text) {
            runs += text.runs
        }
    }
}
