import Foundation

/// A resolved view tree: what a widget's content closure made for one entry, with no closures
/// left in it. Dynamic dates stay symbolic, so the host can render them at any moment.
///
/// Not in SwiftUI. The host stores archives and renders them without running author code.
///
/// ```swift
/// let archive = ViewArchive(Text("Hello"), environment: EnvironmentValues())
/// archive.textContent  // "Hello"
/// ```
public struct ViewArchive: Codable, Hashable, Sendable {
    /// The archive format's version; bumped when the node format changes incompatibly.
    public static let currentVersion = 1

    public var version: Int
    /// The family the view was resolved for.
    public var family: WidgetFamily
    public var colorScheme: ColorScheme
    public var displayScale: Double
    /// True when the view was resolved as a placeholder (`redactionReasons` contains `.placeholder`).
    public var isRedacted: Bool
    public var root: ViewNode

    /// Resolves a view in an environment. Not in SwiftUI.
    public init(_ view: some View, environment: EnvironmentValues) {
        version = Self.currentVersion
        family = environment.widgetFamily
        colorScheme = environment.colorScheme
        displayScale = Double(environment.displayScale)
        isRedacted = environment.redactionReasons.contains(.placeholder)
        var fresh = environment
        fresh.resolutionDepth = 0
        fresh.resolutionBudget = ResolutionBudget()
        root = ViewResolver.resolve(view, in: fresh)
    }

    /// The visible text in reading order: the runs of one `Text` joined, separate texts joined with
    /// a space; symbolic dates as `{style date}` placeholders.
    public var textContent: String {
        var parts: [String] = []
        root.collectText(into: &parts)
        return parts.joined(separator: " ")
    }
}

/// One node of a resolved view tree.
public indirect enum ViewNode: Codable, Hashable, Sendable {
    case empty
    case text([TextRun])
    case image(ImageSource)
    case color(ColorValue)
    case shape(ShapeKind, fill: PaintValue?, stroke: StrokeValue?)
    case progress(ProgressValue, gauge: Bool)
    case spacer(minLength: Double?)
    case divider
    case stack(axis: StackAxis, alignment: String, spacing: Double?, children: [ViewNode])
    case zstack(alignment: String, children: [ViewNode])
    case group([ViewNode])
    case modified(ViewModifierValue, ViewNode)

    func collectText(into parts: inout [String]) {
        switch self {
        case .text(let runs):
            let text = runs.map(\.displayText).joined()
            if !text.isEmpty { parts.append(text) }
        case .stack(_, _, _, let children), .zstack(_, let children), .group(let children):
            children.forEach { $0.collectText(into: &parts) }
        case .modified(_, let child):
            child.collectText(into: &parts)
        case .empty, .image, .color, .shape, .progress, .spacer, .divider:
            break
        }
    }
}

/// The axis of a stack.
public enum StackAxis: String, Codable, Hashable, Sendable {
    case horizontal, vertical
}

/// Where an image comes from.
public enum ImageSource: Codable, Hashable, Sendable {
    case system(String)
    case named(String)
}

/// One run of a text: literal characters, or a date the host formats when it renders.
public enum TextRun: Codable, Hashable, Sendable {
    case literal(String, style: TextRunStyle?)
    case date(Double, style: String, runStyle: TextRunStyle?)
    case dateRange(Double, Double, runStyle: TextRunStyle?)
    case timer(Double, Double, pause: Double?, countsDown: Bool, showsHours: Bool, runStyle: TextRunStyle?)

    var displayText: String {
        func iso(_ seconds: Double) -> String { Date(timeIntervalSince1970: seconds).ISO8601Format() }
        switch self {
        case .literal(let text, _): return text
        case .date(let date, let style, _): return "{\(style) \(iso(date))}"
        case .dateRange(let start, let end, _): return "{\(iso(start))...\(iso(end))}"
        case .timer(let start, let end, _, _, _, _): return "{timer \(iso(start))...\(iso(end))}"
        }
    }

    /// The styling given to this run with `Text`'s own modifiers, if any.
    public var runStyle: TextRunStyle? {
        switch self {
        case .literal(_, let style), .date(_, _, let style), .dateRange(_, _, let style),
             .timer(_, _, _, _, _, let style):
            style
        }
    }

    /// The same run without its own styling (once that styling applies to the whole text).
    public var withoutStyle: TextRun {
        switch self {
        case .literal(let text, _): .literal(text, style: nil)
        case .date(let date, let style, _): .date(date, style: style, runStyle: nil)
        case .dateRange(let start, let end, _): .dateRange(start, end, runStyle: nil)
        case .timer(let start, let end, let pause, let down, let hours, _):
            .timer(start, end, pause: pause, countsDown: down, showsHours: hours, runStyle: nil)
        }
    }

    func styled(_ change: (inout TextRunStyle) -> Void) -> TextRun {
        func apply(_ style: TextRunStyle?) -> TextRunStyle {
            var style = style ?? TextRunStyle()
            change(&style)
            return style
        }
        switch self {
        case .literal(let text, let style): return .literal(text, style: apply(style))
        case .date(let date, let dateStyle, let style): return .date(date, style: dateStyle, runStyle: apply(style))
        case .dateRange(let start, let end, let style): return .dateRange(start, end, runStyle: apply(style))
        case .timer(let start, let end, let pause, let down, let hours, let style):
            return .timer(start, end, pause: pause, countsDown: down, showsHours: hours, runStyle: apply(style))
        }
    }
}

/// Styling applied to a run with `Text`'s own modifiers.
public struct TextRunStyle: Codable, Hashable, Sendable {
    public var font: FontValue?
    public var weight: String?
    public var italic: Bool?
    public var monospacedDigit: Bool?
    public var color: ColorValue?
}
