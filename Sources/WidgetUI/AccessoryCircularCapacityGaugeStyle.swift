/// A closed ring filled to the value, the current value in the centre.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.accessoryCircularCapacity)
/// ```
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    package var look: GaugeLook? { .accessoryCircularCapacity }

    /// Creates the style; write `.accessoryCircularCapacity` instead.
    public init() {}
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value, the current value in the centre.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
