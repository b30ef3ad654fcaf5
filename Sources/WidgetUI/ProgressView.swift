/// A bar that shows progress: a fraction of a total, or a timer interval the host animates.
///
/// ```swift
/// ProgressView(value: 0.25)
/// ProgressView(value: 30, total: 120)
/// ProgressView(timerInterval: start...end, countsDown: true)
/// ```
public struct ProgressView: View, PrimitiveView, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    let progress: ProgressValue

    /// A bar filled to `value / total`, clamped to 0…1; a nil value shows an empty bar.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        let fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 } ?? 0
        progress = .fraction(min(1, max(0, fraction)))
    }

    /// A bar that empties (or fills) over a time interval, kept symbolic for the host to animate.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        progress = .timer(
            start: timerInterval.lowerBound.timeIntervalSince1970, end: timerInterval.upperBound.timeIntervalSince1970,
            countsDown: countsDown)
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .progress(progress, gauge: false)
    }
}
