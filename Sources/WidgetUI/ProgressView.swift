/// Progress toward a goal: a bar (or a ring, with `.progressViewStyle(.circular)`) filled to a fraction
/// of a total, or a timer that fills or empties between two dates with no reload.
///
/// ```swift
/// ProgressView(value: 0.25)
/// ProgressView(value: 30, total: 120) { Text("Reading") } currentValueLabel: { Text("30 of 120 pages") }
/// ProgressView(timerInterval: start...end, countsDown: true)
/// ```
///
/// A timer is kept symbolic: the renderer draws it for the moment it draws, and the dashboard moves it
/// on screen as time passes, as it ticks `Text(timerInterval:)`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let progress: ProgressValue?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    init(progress: ProgressValue?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.progress = progress
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> ProgressValue {
        let fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 } ?? 0
        return .fraction(fraction.isNaN ? 0 : min(1, max(0, fraction)))
    }

    static func timer(_ interval: ClosedRange<Date>, countsDown: Bool) -> ProgressValue {
        .timer(
            start: interval.lowerBound.timeIntervalSince1970, end: interval.upperBound.timeIntervalSince1970,
            countsDown: countsDown)
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        let look = context.environment.progressLook
        let label = context.resolve(label)
        let current = context.resolve(currentValueLabel)
        let tint = context.environment.tintPaint ?? context.environment.tint.map(PaintValue.color)
        return ProgressChrome.node(
            progress: progress, look: look, label: label, current: current, tint: tint)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A progress view of unknown progress (drawn as a quarter of a ring: a widget shows no animation).
    public init() {
        self.init(progress: nil, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A bar filled to `value / total`, clamped to 0…1; a nil value shows an empty bar.
    ///
    /// ```swift
    /// ProgressView(value: entry.glasses, total: 8)
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(progress: Self.fraction(value, total: total), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view of unknown progress, with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(progress: nil, label: label(), currentValueLabel: EmptyView())
    }

    /// A bar filled to `value / total`, with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(progress: Self.fraction(value, total: total), label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView {
    /// A bar filled to `value / total`, with a label above it and the current value below.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(progress: Self.fraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A bar that empties (`countsDown`) or fills over a time interval, moving on screen with no reload,
    /// with a label above it and a current value label below.
    ///
    /// ```swift
    /// ProgressView(timerInterval: start...end) {
    ///     Text("Tea")
    /// } currentValueLabel: {
    ///     Text(timerInterval: start...end)
    /// }
    /// ```
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            progress: Self.timer(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A bar filled to `value / total`, titled with a string literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(progress: Self.fraction(value, total: total), label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// A bar filled to `value / total`, titled with a string as it is. Disfavoured, so literals take
    /// the key form.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(progress: Self.fraction(value, total: total), label: Text(title), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that empties (or fills) over a time interval, with the time left (or gone) below it.
    ///
    /// ```swift
    /// ProgressView(timerInterval: entry.start...entry.end, countsDown: true)
    /// ```
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(
            progress: Self.timer(timerInterval, countsDown: countsDown), label: EmptyView(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that empties (or fills) over a time interval, with a label above it and the time left (or
    /// gone) below.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            progress: Self.timer(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView: Sendable where Label: Sendable, CurrentValueLabel: Sendable {}

/// How each progress view style arranges its bar or ring and labels, from ordinary nodes.
///
/// A bar with no labels is the archive's `progress` node as it always was; with labels, a leading
/// `VStack` (spacing 4) of the label, the bar and the current value label in the secondary colour. The
/// circular style draws a 28 pt ring (a `meter`) above its labels, centred. [U: our choice, from iOS
/// screenshots.]
enum ProgressChrome {
    static let ringDiameter = 28.0

    static func node(
        progress: ProgressValue?, look: ProgressLook, label: ViewNode, current: ViewNode, tint: PaintValue?
    ) -> ViewNode {
        let secondary = current == .empty ? ViewNode.empty : .modified(.foregroundColor(Color.secondary.value), current)
        let circular = progress == nil || look == .circular
        if circular {
            var meter = MeterValue(progress: progress ?? .fraction(0.25), shape: .ring, tint: tint)
            if progress == nil { meter.tint = .color(Color.secondary.value) }
            let ring = ViewNode.modified(.frame(width: ringDiameter, height: ringDiameter, alignment: "center"), .meter(meter))
            let children = [ring, label, secondary].filter { $0 != .empty }
            return children.count == 1 ? ring : .stack(axis: .vertical, alignment: "center", spacing: 4, children: children)
        }
        let bar = ViewNode.progress(progress!, gauge: false)
        let children = [label, bar, secondary].filter { $0 != .empty }
        return children.count == 1 ? bar : .stack(axis: .vertical, alignment: "leading", spacing: 4, children: children)
    }
}
