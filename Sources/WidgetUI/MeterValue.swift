/// A gauge's or styled progress view's graphic as the archive stores it: how full, which shape, and
/// its tint. Its labels are ordinary nodes around it. Not in SwiftUI.
///
/// ```swift
/// // Gauge(value: 0.4) { Text("Fuel") }.gaugeStyle(.accessoryCircularCapacity) draws
/// MeterValue(progress: .fraction(0.4), shape: .ring, tint: nil)
/// ```
package struct MeterValue: Codable, Hashable, Sendable {
    /// The shapes a meter is drawn as.
    package enum Shape: String, Codable, Hashable, Sendable {
        /// A bar filled from the leading edge (`linearCapacity`, `accessoryLinearCapacity`).
        case bar
        /// A bar with a marker at the value (`accessoryLinear`).
        case barMarker
        /// A full ring filled clockwise from the top (`accessoryCircularCapacity`, a circular progress view).
        case ring
        /// An open ring with a gap at the bottom and a marker at the value (`accessoryCircular`, `circular`).
        case arc
    }

    /// How full, or a timer the renderer resolves for the moment it draws.
    package var progress: ProgressValue
    package var shape: Shape
    /// The tint: a colour or gradient; nil for the accent colour.
    package var tint: PaintValue?

    package init(progress: ProgressValue, shape: Shape, tint: PaintValue?) {
        self.progress = progress
        self.shape = shape
        self.tint = tint
    }

    /// The track's thickness for a meter whose frame is `length` points across (a ring's diameter, a
    /// bar's height is fixed): 6 pt for the 58 pt ring of an `accessoryCircular` gauge, in proportion.
    package static func lineWidth(diameter: Double) -> Double {
        max(2, diameter * 6 / 58)
    }

    /// A bar's height in points.
    package static let barHeight = 6.0
    /// The arc's opening at the bottom, in degrees.
    package static let arcGap = 90.0
}

/// A `TimelineView`'s content resolved for one of its schedule's dates. Not in SwiftUI.
package struct DatedNode: Codable, Hashable, Sendable {
    /// When this content starts to show, in seconds since 1970.
    package var date: Double
    package var node: ViewNode

    package init(date: Double, node: ViewNode) {
        self.date = date
        self.node = node
    }
}
