/// How an outline is drawn: its width, the shape of its ends and corners, and its dashes.
///
/// ```swift
/// Circle()
///     .trim(from: 0, to: 0.7)
///     .stroke(.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// How the ends of open lines look.
    public var lineCap: CGLineCap
    /// How corners look.
    public var lineJoin: CGLineJoin
    /// How far a mitred corner may reach, as a multiple of the line width.
    public var miterLimit: CGFloat
    /// Alternating lengths of dashes and gaps; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    func value(_ paint: PaintValue, inset: Bool) -> StrokeValue {
        StrokeValue(
            paint: paint, lineWidth: Double(lineWidth), inset: inset,
            cap: lineCap == .butt ? nil : "\(lineCap)", join: lineJoin == .miter ? nil : "\(lineJoin)",
            dash: dash.isEmpty ? nil : dash.map(Double.init), dashPhase: dash.isEmpty || dashPhase == 0 ? nil : Double(dashPhase))
    }
}

/// The shape of a line's ends (Core Graphics).
public enum CGLineCap: Int32, Sendable {
    /// Square, at the end.
    case butt
    /// A half circle past the end.
    case round
    /// A half square past the end.
    case square
}

/// The shape of a line's corners (Core Graphics).
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
}

/// The part of a shape's outline between two fractions of its length: what `trim(from:to:)` makes.
struct TrimmedShape<Base: Shape>: Shape, BuiltInShape {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    package var shapeKind: ShapeKind {
        .trimmed(base.archivedKind ?? .rectangle, from: Double(max(0, min(1, from))), to: Double(max(0, min(1, to))))
    }
}

extension Shape {
    /// The part of the outline from one fraction of its length to another: a circle trimmed to
    /// `0...0.7` and stroked is a ring 70 % round, starting at 3 o'clock and going clockwise.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    /// The outline, centred on the shape's edge, drawn in a style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeView(kind: archivedKind, fill: nil, stroke: style.value(paint(content), inset: false))
    }

    /// The outline, centred on the shape's edge, in the foreground colour, drawn in a style.
    public func stroke(style: StrokeStyle) -> some View {
        stroke(Color.primary, style: style)
    }

    /// The outline, inside the shape's edge, drawn in a style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeView(kind: archivedKind, fill: nil, stroke: style.value(paint(content), inset: true))
    }

    /// The outline, inside the shape's edge, in the foreground colour, drawn in a style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(Color.primary, style: style)
    }
}
