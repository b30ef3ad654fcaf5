/// The colours of a gradient, spread evenly from start to end.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// ```
public struct Gradient: Hashable, Sendable {
    /// The colours, from start to end.
    package var colors: [Color]

    /// A gradient through colours at even spacing.
    public init(colors: [Color]) {
        self.colors = colors
    }
}

/// A gradient along a line between two unit points; both a style and a view that fills its frame.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
/// Text("Hi").foregroundStyle(LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: View, PrimitiveView, ShapeStyle, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient along the line from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through colours along the line from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    var paint: PaintValue {
        .linearGradient(colors: gradient.colors.map(\.value), start: startPoint, end: endPoint)
    }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        .shape(.rectangle, fill: paint, stroke: nil)
    }
}
