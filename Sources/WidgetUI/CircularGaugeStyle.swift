/// An open ring with a marker at the value (macOS's circular gauge).
///
/// ```swift
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.circular)
/// ```
public struct CircularGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    package var look: GaugeLook? { .circular }

    /// Creates the style; write `.circular` instead.
    public init() {}
}

extension GaugeStyle where Self == CircularGaugeStyle {
    /// An open ring with a marker at the value (macOS's circular gauge).
    public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}
