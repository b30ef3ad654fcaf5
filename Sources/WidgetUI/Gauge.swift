/// A value within a range, shown as a gauge with a label.
///
/// ```swift
/// Gauge(value: 0.7) { Text("Fuel") }
/// Gauge(value: 30, in: 0...120) { Image(systemName: "thermometer") }
/// ```
public struct Gauge<Label: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    let fraction: Double
    let label: Label

    /// A gauge of `value` within `bounds`, clamped to the bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
        self.label = label()
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .stack(axis: .vertical, alignment: "center", spacing: 4, children: [
            context.resolve(label), .progress(.fraction(fraction), gauge: true),
        ])
    }
}

extension Gauge: Sendable where Label: Sendable {}
