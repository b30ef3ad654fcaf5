import Foundation
import WidgetUI

/// Where a meter's track, fill and marker go in its frame, and the colours they take: computed once, so
/// that Cairo and the HTML renderer draw the same shapes.
///
/// Rings and arcs are stroked circles, angles in degrees clockwise from the positive x axis (y down); a
/// gradient tint runs along the stroke in `segmentCount` short arcs (the renderers have no conic
/// gradient in common). Bars are capsules. [U: proportions ours, from screenshots: the track is the tint
/// at 30 % opacity, or a gradient at full; the marker is a dot of 1.2 × the line width with a clear gap
/// of 0.4 × around it.]
struct MeterGeometry {
    let shape: MeterValue.Shape
    let frame: Rect
    let fraction: Double
    /// The tint resolved for the colour scheme: its colours (one for a plain colour) as RGBA.
    let colors: [(Double, Double, Double, Double)]
    let isGradient: Bool

    static let segmentCount = 48
    static let trackOpacity = 0.3

    init(_ meter: MeterValue, frame: Rect, fraction: Double, foreground: ColorValue?, scheme: ColorScheme) {
        self.shape = meter.shape
        self.frame = frame
        self.fraction = min(1, max(0, fraction.isNaN ? 0 : fraction))
        switch meter.tint {
        case .color(let color)?:
            colors = [Palette.rgba(color, scheme)]
            isGradient = false
        case .linearGradient(let stops, _, _)? where !stops.isEmpty:
            colors = stops.map { Palette.rgba($0, scheme) }
            isGradient = stops.count > 1
        default:
            colors = [Palette.rgba(foreground ?? Palette.accent, scheme)]
            isGradient = false
        }
    }

    // MARK: Rings and arcs

    var lineWidth: Double {
        switch shape {
        case .ring, .arc: MeterValue.lineWidth(diameter: min(frame.width, frame.height))
        case .bar, .barMarker: frame.height
        }
    }

    var center: (Double, Double) { (frame.x + frame.width / 2, frame.y + frame.height / 2) }
    var radius: Double { max(0, (min(frame.width, frame.height) - lineWidth) / 2) }

    /// The track's start and end angles.
    var trackAngles: (Double, Double) {
        switch shape {
        case .arc: (90 + MeterValue.arcGap / 2, 90 + MeterValue.arcGap / 2 + (360 - MeterValue.arcGap))
        default: (-90, 270)
        }
    }

    /// The angle of the value along the track.
    var valueAngle: Double {
        let (start, end) = trackAngles
        return start + (end - start) * fraction
    }

    /// The tint's colour at `t` along the track (0…1).
    func color(at t: Double) -> (Double, Double, Double, Double) {
        guard colors.count > 1 else { return colors[0] }
        let position = min(1, max(0, t)) * Double(colors.count - 1)
        let index = min(colors.count - 2, Int(position))
        let local = position - Double(index)
        let (a, b) = (colors[index], colors[index + 1])
        return (a.0 + (b.0 - a.0) * local, a.1 + (b.1 - a.1) * local, a.2 + (b.2 - a.2) * local, a.3 + (b.3 - a.3) * local)
    }

    /// One stretch of stroke: its angles (or, for bars, its x range) and colour.
    struct Stroke {
        var from: Double
        var to: Double
        var color: (Double, Double, Double, Double)
        /// Round ends (a solid stroke); gradient segments have flat ends.
        var round: Bool
    }

    /// What a ring or arc draws, back to front: the track, then the fill (a ring) — each a solid stroke or
    /// gradient segments.
    var circularStrokes: [Stroke] {
        let (start, end) = trackAngles
        var strokes: [Stroke] = []
        func add(_ from: Double, _ to: Double, opacity: Double, spanStart: Double, spanEnd: Double) {
            guard to > from else { return }
            if !isGradient {
                var color = colors[0]
                color.3 *= opacity
                strokes.append(Stroke(from: from, to: to, color: color, round: true))
                return
            }
            let count = max(1, Int((Double(Self.segmentCount) * (to - from) / 360).rounded(.up)))
            for index in 0..<count {
                let a = from + (to - from) * Double(index) / Double(count)
                let b = from + (to - from) * Double(index + 1) / Double(count)
                var color = color(at: ((a + b) / 2 - spanStart) / (spanEnd - spanStart))
                color.3 *= opacity
                // Overlap neighbours by a hair so no seam shows.
                strokes.append(Stroke(from: a, to: index + 1 < count ? b + 0.5 : b, color: color, round: false))
            }
        }
        switch shape {
        case .arc:
            add(start, end, opacity: isGradient ? 1 : Self.trackOpacity, spanStart: start, spanEnd: end)
        default:
            add(start, end, opacity: Self.trackOpacity, spanStart: start, spanEnd: end)
            add(start, valueAngle, opacity: 1, spanStart: start, spanEnd: end)
        }
        return strokes
    }

    /// For an arc or a bar with a marker: the marker's centre, its radius and the gap's radius.
    var marker: (x: Double, y: Double, radius: Double, gap: Double)? {
        switch shape {
        case .arc:
            let angle = valueAngle * .pi / 180
            return (center.0 + radius * cos(angle), center.1 + radius * sin(angle), lineWidth * 0.6, lineWidth)
        case .barMarker:
            let h = frame.height
            let x = frame.x + h / 2 + (frame.width - h) * fraction
            return (x, frame.y + h / 2, h * 0.6, h)
        case .ring, .bar:
            return nil
        }
    }

    /// The marker's colour: the tint where it sits (a gradient's colour at the value).
    var markerColor: (Double, Double, Double, Double) {
        color(at: fraction)
    }

    // MARK: Bars

    /// A bar's track and fill rectangles; a fill narrower than the bar's height is drawn as a dot.
    var barFill: Rect {
        Rect(x: frame.x, y: frame.y, width: max(frame.height, frame.width * fraction), height: frame.height)
    }
}
