/// One run of a `Text` in the archive: literal characters, or a date the host formats each time it
/// renders. Dates are seconds since 1970. Not in SwiftUI.
///
/// ```swift
/// // Text("Time: \(date, style: .time)") resolves to
/// [.literal("Time: ", style: nil), .date(date.timeIntervalSince1970, style: "time", runStyle: nil)]
/// ```
package enum TextRun: Codable, Hashable, Sendable {
    /// Characters shown as they are.
    case literal(String, style: TextRunStyle?)
    /// A date in a `Text.DateStyle` (`time`, `date`, `relative`, `offset`, `timer`).
    case date(Double, style: String, runStyle: TextRunStyle?)
    /// A range of times, from the first date to the second.
    case dateRange(Double, Double, runStyle: TextRunStyle?)
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: start, end, and the timer's options.
    case timer(Double, Double, pause: Double?, countsDown: Bool, showsHours: Bool, runStyle: TextRunStyle?)

    /// The styling given to this run with `Text`'s own modifiers, if any.
    package var runStyle: TextRunStyle? {
        switch self {
        case .literal(_, let style), .date(_, _, let style), .dateRange(_, _, let style),
            .timer(_, _, _, _, _, let style):
            style
        }
    }

    /// The same run keeping only its lines (underline, strikethrough), once the rest of its styling
    /// applies to the whole text.
    package var keepingDecorations: TextRun {
        guard let decorations = runStyle?.decorations else { return withoutStyle }
        return withoutStyle.styled { $0 = decorations }
    }

    /// The same run without its own styling (once that styling applies to the whole text).
    package var withoutStyle: TextRun {
        switch self {
        case .literal(let text, _): .literal(text, style: nil)
        case .date(let date, let style, _): .date(date, style: style, runStyle: nil)
        case .dateRange(let start, let end, _): .dateRange(start, end, runStyle: nil)
        case .timer(let start, let end, let pause, let down, let hours, _):
            .timer(start, end, pause: pause, countsDown: down, showsHours: hours, runStyle: nil)
        }
    }

    /// The run as `ViewArchive.textContent` shows it: literal text, or a placeholder with fixed
    /// ISO 8601 UTC dates for a symbolic date.
    var displayText: String {
        func iso(_ seconds: Double) -> String {
            Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!).format(Date(timeIntervalSince1970: seconds))
        }
        switch self {
        case .literal(let text, _):
            return text
        case .date(let date, let style, _):
            return "{date .\(style) \(iso(date))}"
        case .dateRange(let start, let end, _):
            return "{range \(iso(start))...\(iso(end))}"
        case .timer(let start, let end, let pause, _, _, _):
            return "{timerInterval \(iso(start))...\(iso(end))\(pause.map { " paused \(iso($0))" } ?? "")}"
        }
    }

    /// The run with its styling changed.
    func styled(_ change: (inout TextRunStyle) -> Void) -> TextRun {
        func apply(_ style: TextRunStyle?) -> TextRunStyle {
            var style = style ?? TextRunStyle()
            change(&style)
            return style
        }
        switch self {
        case .literal(let text, let style):
            return .literal(text, style: apply(style))
        case .date(let date, let dateStyle, let style):
            return .date(date, style: dateStyle, runStyle: apply(style))
        case .dateRange(let start, let end, let style):
            return .dateRange(start, end, runStyle: apply(style))
        case .timer(let start, let end, let pause, let down, let hours, let style):
            return .timer(start, end, pause: pause, countsDown: down, showsHours: hours, runStyle: apply(style))
        }
    }
}

/// Styling given to a run with `Text`'s own modifiers (`Text("a").bold()`); nil fields inherit from
/// the surrounding views. Not in SwiftUI.
package struct TextRunStyle: Codable, Hashable, Sendable {
    /// The run's font.
    package var font: FontValue?
    /// The run's weight name.
    package var weight: String?
    /// Whether the run is italic.
    package var italic: Bool?
    /// Whether the run's digits have equal widths.
    package var monospacedDigit: Bool?
    /// The run's colour.
    package var color: ColorValue?
    /// A line under the run, in its colour or `decorationColor`.
    package var underline: Bool?
    /// A line through the run.
    package var strikethrough: Bool?
    /// The colour of the underline or strikethrough line; nil: the text's.
    package var decorationColor: ColorValue?

    /// A style; every field defaults to inheriting.
    package init(
        font: FontValue? = nil, weight: String? = nil, italic: Bool? = nil, monospacedDigit: Bool? = nil,
        color: ColorValue? = nil, underline: Bool? = nil, strikethrough: Bool? = nil, decorationColor: ColorValue? = nil
    ) {
        self.font = font
        self.weight = weight
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.decorationColor = decorationColor
    }

    /// Only the lines (underline, strikethrough), which are drawn per run; nil when there are none.
    package var decorations: TextRunStyle? {
        guard underline == true || strikethrough == true else { return nil }
        return TextRunStyle(underline: underline, strikethrough: strikethrough, decorationColor: decorationColor)
    }
}
