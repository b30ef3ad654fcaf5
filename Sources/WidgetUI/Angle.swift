/// A geometric angle, stored in radians and readable in degrees.
///
/// ```swift
/// Image(systemName: "arrow.up").rotationEffect(.degrees(45))
/// let quarter = Angle.radians(.pi / 2)
/// quarter.degrees    // 90
/// ```
@frozen
public struct Angle: Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    @inlinable
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// A zero angle.
    @inlinable
    public init() {
        self.init(radians: 0.0)
    }

    /// An angle of the given number of radians.
    @inlinable
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of the given number of degrees.
    @inlinable
    public init(degrees: Double) {
        self.init(radians: degrees * (.pi / 180.0))
    }

    /// An angle of the given number of radians.
    @inlinable
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// An angle of the given number of degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// A zero angle.
    @inlinable
    public static var zero: Angle { Angle() }
}

extension Angle: Hashable, Comparable {
    /// Whether the first angle is smaller than the second.
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}

// SwiftUI gives `Angle` its arithmetic through `_VectorMath`; these are the same operators.
extension Angle {
    /// The size of the angle, whatever its sign.
    @inlinable
    public var magnitude: Double { Swift.abs(radians) }

    /// The sum of two angles.
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// Adds an angle to this one.
    @inlinable
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }

    /// The difference of two angles.
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// Subtracts an angle from this one.
    @inlinable
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }

    /// The angle turned the other way.
    @inlinable
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }

    /// The angle scaled by a factor.
    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// Scales this angle by a factor.
    @inlinable
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }

    /// The angle divided by a factor.
    @inlinable
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// Divides this angle by a factor.
    @inlinable
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }

    /// Turns this angle the other way.
    @inlinable
    public mutating func negate() { radians = -radians }

    /// Scales this angle by a factor.
    @inlinable
    public mutating func scale(by rhs: Double) { radians *= rhs }

    /// The angle scaled by a factor.
    @inlinable
    public func scaled(by rhs: Double) -> Angle { Angle(radians: radians * rhs) }
}
