/// A bar with a marker at the value, the bounds labels at its ends.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.accessoryLinear)
/// ```
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    package var look: GaugeLook? { .accessoryLinear }

    /// Creates the style; write `.accessoryLinear` instead.
    public init() {}
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value, the bounds labels at its ends.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
