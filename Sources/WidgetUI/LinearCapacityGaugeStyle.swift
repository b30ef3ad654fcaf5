/// A bar filled to the value, the label above it and the bounds labels below its ends.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.linearCapacity)
/// ```
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    package var look: GaugeLook? { .linearCapacity }

    /// Creates the style; write `.linearCapacity` instead.
    public init() {}
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value, the label above it and the bounds labels below its ends.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
