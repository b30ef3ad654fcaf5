/// An open ring with a marker at the value, the current value in the centre (the Lock Screen's circular gauge).
///
/// ```swift
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.accessoryCircular)
/// ```
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    package var look: GaugeLook? { .accessoryCircular }

    /// Creates the style; write `.accessoryCircular` instead.
    public init() {}
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value, the current value in the centre (the Lock Screen's circular gauge).
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
