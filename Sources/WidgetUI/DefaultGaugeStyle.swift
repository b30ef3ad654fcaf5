/// The style the context chooses: the circular one in an `accessoryCircular` widget, else `linearCapacity`.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.automatic)
/// ```
public struct DefaultGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    package var look: GaugeLook? { nil }

    /// Creates the style; write `.automatic` instead.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The style the context chooses: the circular one in an `accessoryCircular` widget, else `linearCapacity`.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
