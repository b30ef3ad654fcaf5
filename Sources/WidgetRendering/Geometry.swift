import Foundation

/// A size offered to a view on each axis: nil asks for its ideal size, 0 for its minimum,
/// infinity for its maximum.
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = ProposedSize(width: nil, height: nil)
    static let zero = ProposedSize(width: 0, height: 0)
    static let infinity = ProposedSize(width: .infinity, height: .infinity)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

enum Axis {
    case horizontal, vertical
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A size in points.
package struct Size: Hashable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points, origin at the top leading corner.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(origin: (Double, Double), size: Size) {
        self.init(x: origin.0, y: origin.1, width: size.width, height: size.height)
    }

    var size: Size { Size(width: width, height: height) }

    package var description: String { "(\(fmt(x)), \(fmt(y)), \(fmt(width))×\(fmt(height)))" }
}

/// Formats a coordinate with at most three decimals and no trailing zeros: deterministic output.
func fmt(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// Where a child of `size` goes inside `container` for an alignment name such as "top-leading".
func align(_ size: Size, in container: Rect, alignment: String) -> (Double, Double) {
    let parts = alignment.split(separator: "-").map(String.init)
    let vertical = parts.count == 2 ? parts[0] : (["top", "bottom"].contains(alignment) ? alignment : "center")
    let horizontal = parts.count == 2 ? parts[1] : (["leading", "trailing"].contains(alignment) ? alignment : "center")
    let x: Double = switch horizontal {
    case "leading": container.x
    case "trailing": container.x + container.width - size.width
    default: container.x + (container.width - size.width) / 2
    }
    let y: Double = switch vertical {
    case "top": container.y
    case "bottom": container.y + container.height - size.height
    default: container.y + (container.height - size.height) / 2
    }
    return (x, y)
}
