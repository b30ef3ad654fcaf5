// The values the archive stores for geometry readers, alignment guides and grids. Not in SwiftUI.

/// A number the host works out at layout time from values only layout knows (a view's width and
/// height, its baselines): `constant + Σ coefficients[i] × value(parameters[i])`.
///
/// What an `alignmentGuide(_:computeValue:)` closure records: the closure is evaluated while the view
/// is resolved, with probe dimensions, and recorded as this linear function of what it read.
///
/// ```swift
/// // .alignmentGuide(.leading) { d in d[.trailing] - 10 } is recorded as
/// LinearValue(constant: -10, parameters: ["width"], coefficients: [1])
/// ```
package struct LinearValue: Codable, Hashable, Sendable {
    /// The value when every parameter is 0.
    package var constant: Double
    /// The names of the values the number depends on: `width`, `height`, `firstTextBaseline`, `lastTextBaseline`.
    package var parameters: [String]
    /// How much the number changes per point of each parameter, in the order of `parameters`.
    package var coefficients: [Double]

    package init(constant: Double, parameters: [String] = [], coefficients: [Double] = []) {
        self.constant = constant
        self.parameters = parameters
        self.coefficients = coefficients
    }

    /// The number for the parameters' values.
    package func evaluate(_ value: (String) -> Double) -> Double {
        zip(parameters, coefficients).reduce(constant) { $0 + $1.1 * value($1.0) }
    }

    func mappingLengths(_ transform: (Double) -> Double) -> LinearValue {
        LinearValue(constant: transform(constant), parameters: parameters, coefficients: coefficients.map(transform))
    }
}

/// A `GeometryReader`'s content, as the archive holds it: the closure cannot travel, so it is
/// evaluated while the view is resolved, for the geometry the widget's family gives the reader
/// there, and again with probe geometries to learn how the content depends on it.
///
/// At layout time the host uses `content` when the reader gets the geometry it was made for;
/// otherwise, when every number in the content is a linear function of what the closure read
/// (`geo.size.width * 0.4`, `geo.size.height - 20`), it computes the numbers for the reader's
/// real geometry from `linear`; otherwise it lays `content` out as it is in the space it gets.
package struct GeometryContent: Codable, Hashable, Sendable {
    /// The content the closure made for `sample`.
    package var content: ViewNode
    /// The geometry values the closure read, in the order it first read them: `width`, `height`,
    /// and the origin of each coordinate space it asked for (`global.x`, `global.y`,
    /// `named:Swift.String:card.x`, …). Empty when the closure read none: the content is constant.
    package var parameters: [String]
    /// The values of `parameters` that `content` was made for.
    package var sample: [Double]
    /// Per number of `content` (in `ViewNode.mappingLengths` order): its value at `sample`, then
    /// its change per point of each parameter. Nil when the content does not depend linearly on
    /// the parameters (its structure or text changes, or its numbers are not linear).
    package var linear: [[Double]]?

    package init(content: ViewNode, parameters: [String] = [], sample: [Double] = [], linear: [[Double]]? = nil) {
        self.content = content
        self.parameters = parameters
        self.sample = sample
        self.linear = linear
    }

    /// The content for the given values of the parameters: `content` at its sample, the linear
    /// content computed for other values, or `content` when it is not linear.
    package func content(for values: [Double]) -> ViewNode {
        guard values.count == sample.count, let linear else { return content }
        if zip(values, sample).allSatisfy({ abs($0 - $1) < 0.0005 }) { return content }
        var index = 0
        return content.mappingLengths { current in
            defer { index += 1 }
            guard index < linear.count else { return current }
            let row = linear[index]
            var value = row[0]
            for (column, delta) in zip(row.dropFirst(), zip(values, sample).map { $0 - $1 }) where column != 0 {
                value += column * delta
            }
            return value
        }
    }

    func mappingLengths(_ transform: (Double) -> Double) -> GeometryContent {
        GeometryContent(
            content: content.mappingLengths(transform), parameters: parameters, sample: sample.map(transform),
            linear: linear.map { $0.map { $0.map(transform) } })
    }
}

/// One track (column or row) of a `LazyVGrid` or `LazyHGrid`, as the archive stores a `GridItem`.
package struct GridItemValue: Codable, Hashable, Sendable {
    /// How the track is sized.
    package enum Size: Codable, Hashable, Sendable {
        /// Exactly this length.
        case fixed(Double)
        /// A share of the space, between the limits.
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit in a share of the space.
        case adaptive(minimum: Double, maximum: Double)
    }

    package var size: Size
    /// The space after this track; nil: the system spacing.
    package var spacing: Double?
    /// How a view lines up in its cell (an `Alignment` name); nil: centred.
    package var alignment: String?

    package init(size: Size, spacing: Double? = nil, alignment: String? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    func mappingLengths(_ transform: (Double) -> Double) -> GridItemValue {
        var item = self
        item.spacing = spacing.map(transform)
        item.size = switch size {
        case .fixed(let length): .fixed(transform(length))
        case .flexible(let minimum, let maximum): .flexible(minimum: transform(minimum), maximum: transform(maximum))
        case .adaptive(let minimum, let maximum): .adaptive(minimum: transform(minimum), maximum: transform(maximum))
        }
        return item
    }
}

/// Which named values a closure read, in the order it first read them.
final class ParameterReads {
    private(set) var names: [String] = []

    func read(_ name: String) {
        if !names.contains(name) { names.append(name) }
    }
}

/// Learns how numbers a closure computes depend on named values, by evaluating it at probes.
enum LinearFit {
    /// The closure's numbers at `sample` and their change per point of each parameter, or nil when
    /// they are not linear in the parameters near `sample`.
    ///
    /// `evaluate` gives the numbers for values of the parameters, or nil when what it made differs
    /// in structure from what it made at `sample` (or it read values outside `parameters`). Each
    /// parameter is moved by its step once, then all together to two other points that check the fit.
    static func rows(
        parameters: [String], sample: [Double], steps: [Double], numbers home: [Double],
        evaluate: ([Double]) -> [Double]?
    ) -> [[Double]]? {
        var rows = home.map { [$0] + [Double](repeating: 0, count: parameters.count) }
        for index in parameters.indices {
            var values = sample
            values[index] += steps[index]
            guard let numbers = evaluate(values), numbers.count == home.count else { return nil }
            for (slot, number) in numbers.enumerated() {
                if home[slot].isFinite {
                    guard number.isFinite else { return nil }
                    rows[slot][index + 1] = (number - home[slot]) / steps[index]
                } else if number != home[slot] && !(number.isNaN && home[slot].isNaN) {
                    return nil
                }
            }
        }
        // Two checks away from the axes: min(width, height), conditions and the like fail them.
        let checks: [[Double]] = [[0.55, 0.35, 0.7, 0.25, 0.6, 0.45], [0.3, 0.85, 0.15, 0.65, 0.4, 0.9]]
        for check in checks {
            let values = sample.indices.map { sample[$0] + check[$0 % check.count] * steps[$0] }
            guard let numbers = evaluate(values), numbers.count == home.count else { return nil }
            for (slot, number) in numbers.enumerated() {
                let row = rows[slot]
                guard row[0].isFinite else { continue }
                var predicted = row[0]
                for index in parameters.indices { predicted += row[index + 1] * (values[index] - sample[index]) }
                guard abs(predicted - number) <= 1e-6 * max(1, abs(number)) else { return nil }
            }
        }
        return rows
    }

    /// The numbers of a node, in `mappingLengths` order.
    static func numbers(of node: ViewNode) -> [Double] {
        var numbers: [Double] = []
        _ = node.mappingLengths { numbers.append($0); return $0 }
        return numbers
    }

    /// The node with every number replaced by 0: equal for nodes that differ only in their numbers.
    static func skeleton(of node: ViewNode) -> ViewNode {
        node.mappingLengths { _ in 0 }
    }
}
