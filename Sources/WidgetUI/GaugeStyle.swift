/// How a `Gauge` looks. Choose one of the built-in styles with `.gaugeStyle(_:)`.
///
/// ```swift
/// Gauge(value: 0.4) { Text("Fuel") }
///     .gaugeStyle(.accessoryCircularCapacity)
/// ```
///
/// Only the built-in styles are drawn; a custom conforming type draws like `.automatic`.
public protocol GaugeStyle: Sendable {}

/// A built-in gauge style: the look the resolver draws.
package protocol BuiltInGaugeStyle {
    var look: GaugeLook? { get }
}

/// The looks the built-in gauge styles draw.
package enum GaugeLook: Sendable, Hashable {
    case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity
    case circular

    /// The look `.automatic` takes: the circular one in an `accessoryCircular` widget, as WidgetKit's
    /// previews show it, else `linearCapacity`.
    static func automatic(in family: WidgetFamily) -> GaugeLook {
        family == .accessoryCircular ? .accessoryCircular : .linearCapacity
    }

    /// The meter's shape for this look.
    var shape: MeterValue.Shape {
        switch self {
        case .accessoryCircular, .circular: .arc
        case .accessoryCircularCapacity: .ring
        case .accessoryLinear: .barMarker
        case .accessoryLinearCapacity, .linearCapacity: .bar
        }
    }
}

extension View {
    /// The style of the gauges in this view.
    ///
    /// ```swift
    /// Gauge(value: entry.progress) { Text("Goal") }
    ///     .gaugeStyle(.accessoryCircular)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: \.gaugeLook, value: (style as? any BuiltInGaugeStyle)?.look))
    }
}
