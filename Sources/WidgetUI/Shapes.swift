import Foundation

/// A shape as the archive stores it.
public enum ShapeKind: Codable, Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
    /// The container's shape: the widget's rounded rectangle, inset to where the view is.
    case containerRelative
}

/// A style to paint with, as the archive stores it.
public enum PaintValue: Codable, Hashable, Sendable {
    case color(ColorValue)
    case linearGradient(colors: [ColorValue], start: UnitPoint, end: UnitPoint)
}

/// A 2D shape you can fill or stroke, and use as a view.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue)
/// Circle().stroke(.red, lineWidth: 2)
/// ```
public protocol Shape: View, Sendable {
    /// What the archive records for this shape.
    var shapeKind: ShapeKind { get }
}

extension Shape {
    /// The shape filled with the foreground style, as a shape used as a view is.
    public var body: ShapeView { ShapeView(kind: shapeKind, fill: nil, stroke: nil) }

    /// The shape filled with a style.
    public func fill<S: ShapeStyle>(_ style: S) -> ShapeView {
        ShapeView(kind: shapeKind, fill: paint(style), stroke: nil)
    }

    /// The shape's outline drawn with a style.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(kind: shapeKind, fill: nil, stroke: StrokeValue(paint: paint(style), lineWidth: Double(lineWidth)))
    }

    /// The shape's outline drawn inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(
            kind: shapeKind, fill: nil,
            stroke: StrokeValue(paint: paint(style), lineWidth: Double(lineWidth), inset: true))
    }
}

func paint<S: ShapeStyle>(_ style: S) -> PaintValue {
    if let color = style as? Color { return .color(color.value) }
    if let gradient = style as? LinearGradient { return gradient.paint }
    return .color(Color.primary.value)
}

/// An outline as the archive stores it.
public struct StrokeValue: Codable, Hashable, Sendable {
    public var paint: PaintValue
    public var lineWidth: Double
    public var inset: Bool = false
}

/// A shape drawn as a view. You don't create this type directly.
public struct ShapeView: View, PrimitiveView, Sendable {
    public typealias Body = Never
    let kind: ShapeKind
    let fill: PaintValue?
    let stroke: StrokeValue?

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .shape(kind, fill: fill, stroke: stroke)
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerSize.width)) }
}

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// A circle centred in its frame.
public struct Circle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .circle }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .ellipse }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var shapeKind: ShapeKind { .capsule }
}

/// The shape of the container the view is in: in a widget, its rounded rectangle.
public struct ContainerRelativeShape: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .containerRelative }
}

/// A point in a unit square: (0, 0) is the top leading corner.
public struct UnitPoint: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A list of colours for a gradient.
public struct Gradient: Hashable, Sendable {
    public var colors: [Color]
    public init(colors: [Color]) { self.colors = colors }
}

/// A gradient along a line; a style and a view.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
/// ```
public struct LinearGradient: View, PrimitiveView, ShapeStyle, Sendable {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    var paint: PaintValue {
        .linearGradient(colors: gradient.colors.map(\.value), start: startPoint, end: endPoint)
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .shape(.rectangle, fill: paint, stroke: nil)
    }
}

/// A bar that shows progress: a fraction, or a timer interval the host animates.
///
/// ```swift
/// ProgressView(value: 0.25)
/// ProgressView(timerInterval: start...end, countsDown: true)
/// ```
public struct ProgressView: View, PrimitiveView, Sendable {
    public typealias Body = Never
    let progress: ProgressValue

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        let fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 } ?? 0
        progress = .fraction(min(1, max(0, fraction)))
    }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        progress = .timer(
            start: timerInterval.lowerBound.timeIntervalSince1970, end: timerInterval.upperBound.timeIntervalSince1970,
            countsDown: countsDown)
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .progress(progress, gauge: false)
    }
}

/// How full a progress bar or gauge is.
public enum ProgressValue: Codable, Hashable, Sendable {
    case fraction(Double)
    case timer(start: Double, end: Double, countsDown: Bool)
}

/// A value within a range, shown as a gauge.
public struct Gauge<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let label: Label

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
        self.label = label()
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .stack(axis: .vertical, alignment: "center", spacing: 4, children: [
            ViewResolver.resolve(label, in: environment), .progress(.fraction(fraction), gauge: true),
        ])
    }
}

/// A tappable region that opens a URL (systemMedium and larger widgets).
public struct Link<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .modified(.link(destination.absoluteString), ViewResolver.resolve(label, in: environment))
    }
}

extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
