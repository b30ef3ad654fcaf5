/// A view that shows read-only text, including dates the host keeps current.
///
/// A string literal is a ``LocalizedStringKey``, so it can interpolate values, other `Text`s and
/// dates in a `Text.DateStyle`. Dates stay symbolic in the archive: the host formats them each time
/// it renders, so `.relative` and `.timer` texts count without timeline reloads.
///
/// ```swift
/// Text("Health \(level)%")
/// Text("Time: \(date, style: .time)")
/// Text(meeting, style: .timer)
/// Text(start...end)
/// Text("Level ").bold() + Text("\(level)")
/// ```
public struct Text: View, PrimitiveView, Hashable, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    /// How a date shows in a `Text`, and whether it changes as time passes.
    public struct DateStyle: Hashable, Sendable {
        package let name: String

        /// The time of day, such as `9:41 AM`.
        public static let time = DateStyle(name: "time")
        /// The date, such as `April 1, 2020`.
        public static let date = DateStyle(name: "date")
        /// The time between now and the date, without a sign, such as `11 min, 14 sec`; it updates.
        public static let relative = DateStyle(name: "relative")
        /// The time between now and the date with a sign, such as `-11 minutes` for a future date;
        /// it updates.
        public static let offset = DateStyle(name: "offset")
        /// A clock that counts down to the date and then up from it, such as `15:00`; it updates.
        public static let timer = DateStyle(name: "timer")
    }

    /// The runs of the text, in order: literal strings and symbolic dates, each with its own styling.
    package var runs: [TextRun]

    /// The text's words, with a symbolic date in its placeholder form: for names and descriptions.
    package var plainText: String { runs.map(\.displayText).joined() }

    package init(runs: [TextRun]) {
        self.runs = runs
    }

    /// Shows a string as it is, without looking it up in a localisation table.
    ///
    /// Disfavoured, as in SwiftUI, so that a string literal, with or without interpolations, is a
    /// `LocalizedStringKey`: `Text("\(date, style: .time)")` stays symbolic and `Text("\(0.5)")`
    /// formats the number as SwiftUI does.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [.literal(String(content), style: nil)]
    }

    /// Shows a string as it is, without looking it up in a localisation table.
    public init(verbatim content: String) {
        runs = [.literal(content, style: nil)]
    }

    /// Shows a string literal with its interpolated values and dates.
    ///
    /// The table, bundle and comment are accepted for source compatibility; there are no
    /// localisation tables yet, so the key itself is shown.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        runs = key.runs
    }

    /// Shows a date in a style; `.relative`, `.offset` and `.timer` stay current as time passes.
    public init(_ date: Date, style: Text.DateStyle) {
        runs = [.date(date.timeIntervalSince1970, style: style.name, runStyle: nil)]
    }

    /// Shows a range of times, such as `9:30 AM – 2:45 PM`.
    public init(_ dates: ClosedRange<Date>) {
        runs = [
            .dateRange(dates.lowerBound.timeIntervalSince1970, dates.upperBound.timeIntervalSince1970, runStyle: nil)
        ]
    }

    /// Shows the start and end of an interval, such as `9:30 AM – 2:45 PM`.
    public init(_ interval: DateInterval) {
        runs = [.dateRange(interval.start.timeIntervalSince1970, interval.end.timeIntervalSince1970, runStyle: nil)]
    }

    /// A timer over an interval that counts down to its end (or up from its start), optionally
    /// frozen at a pause time.
    ///
    /// ```swift
    /// Text(timerInterval: start...end, countsDown: true)
    /// ```
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        runs = [
            .timer(
                timerInterval.lowerBound.timeIntervalSince1970, timerInterval.upperBound.timeIntervalSince1970,
                pause: pauseTime?.timeIntervalSince1970, countsDown: countsDown, showsHours: showsHours,
                runStyle: nil)
        ]
    }

    /// Shows a value formatted by a format style, such as `Text(price, format: .currency(code: "EUR"))`.
    ///
    /// The value is formatted when the text is made, in the locale of the environment the
    /// enclosing `body` is resolved in (`en_US` outside one).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [.literal(format.locale(EnvironmentValues.currentOrDefault.locale).format(input), style: nil)]
    }

    /// Joins two texts into one; each keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .text(runs)
    }
}

// Text's own modifiers return Text, so styled texts can still be joined with `+`.
extension Text {
    private func styled(_ change: (inout TextRunStyle) -> Void) -> Text {
        Text(runs: runs.map { $0.styled(change) })
    }

    /// The text in a font; nil leaves the font of the surrounding views.
    public func font(_ font: Font?) -> Text {
        styled { $0.font = font?.value }
    }

    /// The text in a weight of its font.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        styled { $0.weight = weight?.name }
    }

    /// The text in bold.
    public func bold() -> Text {
        bold(true)
    }

    /// The text in bold when `isActive` is true; otherwise unchanged.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? styled { $0.weight = Font.Weight.bold.name } : self
    }

    /// The text with a line through it, in its colour or `color`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled {
            $0.strikethrough = isActive
            $0.decorationColor = color?.value
        }
    }

    /// The text with a line under it, in its colour or `color`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled {
            $0.underline = isActive
            $0.decorationColor = color?.value
        }
    }

    /// The text in italics.
    public func italic() -> Text {
        italic(true)
    }

    /// The text in italics when `isActive` is true; otherwise unchanged.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? styled { $0.italic = true } : self
    }

    /// The text with digits of equal width, so numbers that change don't shift.
    public func monospacedDigit() -> Text {
        styled { $0.monospacedDigit = true }
    }

    /// The text in a colour; nil leaves the colour of the surrounding views.
    public func foregroundColor(_ color: Color?) -> Text {
        styled { $0.color = color?.value }
    }

    /// The text in a style. A gradient is approximated by its first colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled { $0.color = foregroundColorValue(of: style) }
    }
}
