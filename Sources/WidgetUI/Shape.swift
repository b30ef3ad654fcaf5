/// A 2D shape you can fill, stroke, clip to, and use as a view.
///
/// Used as a view, a shape fills the space it is offered with the foreground colour.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue)
/// Circle().stroke(.red, lineWidth: 2)
/// Capsule().frame(width: 40, height: 8)
/// ```
///
/// Only the built-in shapes can be drawn yet: SwiftUI's `path(in:)` requirement, and with it
/// custom shapes, needs a path node in the archive. A custom conforming type resolves to a visible
/// notice.
public protocol Shape: View, Sendable {}

/// A shape the archive can describe. The built-in shapes conform; the protocol is `package` so that
/// the public `Shape` carries no engine hook.
package protocol BuiltInShape {
    /// What the archive records for this shape.
    var shapeKind: ShapeKind { get }
}

extension Shape {
    /// The shape filled with the foreground colour.
    public var body: some View {
        ShapeView(kind: archivedKind, fill: nil, stroke: nil)
    }

    /// The shape filled with a colour or gradient.
    public func fill<S: ShapeStyle>(_ content: S) -> some View {
        ShapeView(kind: archivedKind, fill: paint(content), stroke: nil)
    }

    /// The shape's outline, centred on its edge, drawn with a colour or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(
            kind: archivedKind, fill: nil, stroke: StrokeValue(paint: paint(content), lineWidth: Double(lineWidth)))
    }

    /// The shape's outline, drawn inside its edge, with a colour or gradient.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(
            kind: archivedKind, fill: nil,
            stroke: StrokeValue(paint: paint(content), lineWidth: Double(lineWidth), inset: true))
    }

    /// The shape's outline, centred on its edge, in the foreground colour (drawn in the primary colour).
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(Color.primary, lineWidth: lineWidth)
    }

    /// The shape's outline, inside its edge, in the foreground colour (drawn in the primary colour).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(Color.primary, lineWidth: lineWidth)
    }

    /// The archive's kind for this shape, or nil for a shape the archive can't describe.
    var archivedKind: ShapeKind? {
        (self as? any BuiltInShape)?.shapeKind
    }
}

/// A shape drawn as a view, filled or stroked: what `Shape`'s `body`, `fill`, `stroke` and
/// `strokeBorder` make (SwiftUI's `_ShapeView`).
package struct ShapeView: View, PrimitiveView, Sendable {
    /// Primitive views have no body.
    package typealias Body = Never

    let kind: ShapeKind?
    let fill: PaintValue?
    let stroke: StrokeValue?

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        guard let kind else {
            return .modified(
                .foregroundColor(Color.red.value),
                .text([.literal("⚠︎ custom Shape types are not supported yet", style: nil)]))
        }
        return .shape(kind, fill: fill, stroke: stroke)
    }
}

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's smoother curves (drawn as quarter circles for now).
    case continuous
}

/// A rectangle that fills its frame.
public struct Rectangle: Shape, BuiltInShape {
    /// Creates a rectangle.
    public init() {}

    package var shapeKind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16, style: .continuous).fill(.orange)
/// ```
public struct RoundedRectangle: Shape, BuiltInShape {
    /// The width and height of the corners' curves (only the width is used).
    public var cornerSize: CGSize
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with circular corners of a radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with corners of a size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    package var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerSize.width)) }
}

/// A circle centred in its frame, as large as fits.
public struct Circle: Shape, BuiltInShape {
    /// Creates a circle.
    public init() {}

    package var shapeKind: ShapeKind { .circle }
}

/// An ellipse that fills its frame.
public struct Ellipse: Shape, BuiltInShape {
    /// Creates an ellipse.
    public init() {}

    package var shapeKind: ShapeKind { .ellipse }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape, BuiltInShape {
    /// How the ends are drawn (accepted; always drawn as half circles).
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    package var shapeKind: ShapeKind { .capsule }
}

/// The shape of the container the view is in: in a widget, the widget's rounded rectangle, inset
/// to where the view sits.
///
/// ```swift
/// ContainerRelativeShape().fill(.blue).padding(8)
/// ```
public struct ContainerRelativeShape: Shape, BuiltInShape {
    /// Creates the container's shape.
    public init() {}

    package var shapeKind: ShapeKind { .containerRelative }
}
