// `Gradient` as a shape style (iOS 16), as gauges are tinted with it:
// `Gauge(value: 0.3) { … }.tint(Gradient(colors: [.green, .yellow, .red]))`.

extension Gradient: ShapeStyle {}

/// A tint as the archive stores it: a `Gradient` runs along the gauge or bar it tints (from its
/// leading edge, or clockwise from a ring's start); other styles as `paint(_:)` stores them.
func tintPaint<S: ShapeStyle>(_ style: S) -> PaintValue {
    if let gradient = style as? Gradient {
        return .linearGradient(colors: gradient.colors.map(\.value), start: .leading, end: .trailing)
    }
    return paint(style)
}
