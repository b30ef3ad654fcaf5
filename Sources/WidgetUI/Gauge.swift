/// A value within a range, shown as a gauge: a ring, an arc or a bar, with labels.
///
/// ```swift
/// Gauge(value: 0.7) { Text("Fuel") }
/// Gauge(value: 30, in: 0...120) {
///     Image(systemName: "thermometer")
/// } currentValueLabel: {
///     Text("30")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("120")
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
///
/// The look follows `.gaugeStyle(_:)` (see `GaugeStyle`) and `.tint(_:)`, which takes a colour or a
/// gradient.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View,
    PrimitiveView
{
    /// Primitive views have no body.
    public typealias Body = Never

    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    init(
        fraction: Double, label: Label, currentValueLabel: CurrentValueLabel, minimumValueLabel: BoundsLabel,
        maximumValueLabel: BoundsLabel
    ) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A value's place within bounds, from 0 to 1, clamped.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        let fraction = Double(value - bounds.lowerBound) / span
        return fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        let environment = context.environment
        let parts = GaugeParts(
            label: context.resolve(label), current: context.resolve(currentValueLabel),
            minimum: context.resolve(minimumValueLabel), maximum: context.resolve(maximumValueLabel))
        let look = environment.gaugeLook ?? GaugeLook.automatic(in: environment.widgetFamily)
        // With no tint, a gauge is the primary colour in an accessory widget (white on the Lock Screen),
        // the accent colour elsewhere.
        let accessory = environment.widgetFamily.rawValue >= WidgetFamily.accessoryCircular.rawValue
        let tint = environment.tintPaint ?? environment.tint.map(PaintValue.color)
            ?? (accessory ? .color(Color.primary.value) : nil)
        return GaugeChrome.node(parts, look: look, meter: MeterValue(progress: .fraction(fraction), shape: look.shape, tint: tint))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` (clamped), with a label.
    ///
    /// ```swift
    /// Gauge(value: entry.percent) { Text("Steps") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for the current value.
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("Quota") } currentValueLabel: { Text("40%") }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a label for the current value, and labels for the bounds.
    ///
    /// ```swift
    /// Gauge(value: 72, in: 40...200) {
    ///     Text("BPM")
    /// } currentValueLabel: {
    ///     Text("72")
    /// } minimumValueLabel: {
    ///     Text("40")
    /// } maximumValueLabel: {
    ///     Text("200")
    /// }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge: Sendable where Label: Sendable, CurrentValueLabel: Sendable, BoundsLabel: Sendable {}

/// A gauge's labels, resolved.
struct GaugeParts {
    var label: ViewNode
    var current: ViewNode
    var minimum: ViewNode
    var maximum: ViewNode
}

/// How each gauge style arranges its meter and labels, from ordinary nodes.
///
/// The arrangement follows iOS 16–18's styles; the fonts and spacings are ours [U: from screenshots]:
/// - circular (`accessoryCircular`, `circular`): an open ring (a 90° gap at the bottom) with a marker at
///   the value; the current value label (else the label) in the centre, 20 pt medium, shrinking to half
///   to fit one line; at the bottom, in the gap, the bounds labels at the ring's ends or else the label
///   (when the centre shows the current value), 11 pt medium.
/// - circular capacity (`accessoryCircularCapacity`): a full ring filled clockwise from the top; the
///   current value label (else the label) in the centre.
/// - linear (`accessoryLinear`, `accessoryLinearCapacity`, `linearCapacity`): the label and the current
///   value label on one line above the bar (leading and trailing), the bounds labels beside the bar
///   (accessory styles) or under its ends (`linearCapacity`), in the secondary colour.
enum GaugeChrome {
    static let centerFont = FontValue(size: 20, weight: "medium")
    static let edgeFont = FontValue(size: 11, weight: "medium")

    static func node(_ parts: GaugeParts, look: GaugeLook, meter: MeterValue) -> ViewNode {
        switch look {
        case .accessoryCircular, .circular:
            let center = parts.current != .empty ? parts.current : parts.label
            let bottom: ViewNode
            if parts.minimum != .empty || parts.maximum != .empty {
                bottom = .stack(axis: .horizontal, alignment: "bottom", spacing: 0, children: [
                    parts.minimum, .spacer(minLength: 0), parts.maximum,
                ].filter { $0 != .empty })
            } else {
                bottom = parts.current != .empty ? parts.label : .empty
            }
            var node = ViewNode.meter(meter)
            node = .modified(.overlay(centered(center), alignment: "center"), node)
            if bottom != .empty {
                node = .modified(.overlay(edge(bottom, inset: true), alignment: "bottom"), node)
            }
            return node
        case .accessoryCircularCapacity:
            let center = parts.current != .empty ? parts.current : parts.label
            return .modified(.overlay(centered(center), alignment: "center"), .meter(meter))
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity:
            var rows: [ViewNode] = []
            let top = [parts.label, parts.current].filter { $0 != .empty }
            if !top.isEmpty {
                rows.append(.stack(axis: .horizontal, alignment: "firstTextBaseline", spacing: 8, children: [
                    parts.label, .spacer(minLength: 0), parts.current,
                ].filter { $0 != .empty }))
            }
            let bar = ViewNode.meter(meter)
            let bounds = [parts.minimum, parts.maximum].filter { $0 != .empty }
            if look == .linearCapacity {
                rows.append(bar)
                if !bounds.isEmpty {
                    rows.append(.modified(.foregroundColor(Color.secondary.value), .stack(
                        axis: .horizontal, alignment: "center", spacing: 8,
                        children: [parts.minimum, .spacer(minLength: 0), parts.maximum].filter { $0 != .empty })))
                }
            } else {
                rows.append(.stack(axis: .horizontal, alignment: "center", spacing: 4, children: [
                    .modified(.foregroundColor(Color.secondary.value), parts.minimum), bar,
                    .modified(.foregroundColor(Color.secondary.value), parts.maximum),
                ].filter { if case .modified(_, .empty) = $0 { return false } else { return true } }))
            }
            return .stack(axis: .vertical, alignment: "leading", spacing: 4, children: rows)
        }
    }

    /// The centre label: one line, shrinking to half its size to fit, kept off the ring.
    private static func centered(_ node: ViewNode) -> ViewNode {
        guard node != .empty else { return .empty }
        return .modified(
            .padding(top: 8, leading: 8, bottom: 8, trailing: 8),
            .modified(.font(centerFont), .modified(.minimumScaleFactor(0.5), .modified(.lineLimit(1), node))))
    }

    private static func edge(_ node: ViewNode, inset: Bool) -> ViewNode {
        .modified(
            .padding(top: nil, leading: 4, bottom: 0, trailing: 4),
            .modified(.font(edgeFont), .modified(.lineLimit(1), node)))
    }
}
