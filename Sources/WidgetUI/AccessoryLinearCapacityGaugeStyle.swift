/// A bar filled to the value, the label and current value above it.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.accessoryLinearCapacity)
/// ```
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    package var look: GaugeLook? { .accessoryLinearCapacity }

    /// Creates the style; write `.accessoryLinearCapacity` instead.
    public init() {}
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled to the value, the label and current value above it.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
