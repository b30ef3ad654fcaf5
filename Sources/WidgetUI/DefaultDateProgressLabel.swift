/// The current value label of a `ProgressView(timerInterval:countsDown:)` made without one: the time
/// left (or gone), ticking like `Text(timerInterval:countsDown:)`. You don't create this view.
public struct DefaultDateProgressLabel: View, PrimitiveView, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    let interval: ClosedRange<Date>
    let countsDown: Bool

    init(interval: ClosedRange<Date>, countsDown: Bool) {
        self.interval = interval
        self.countsDown = countsDown
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        context.resolve(Text(timerInterval: interval, countsDown: countsDown))
    }
}
