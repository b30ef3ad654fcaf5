/// How a shape's inside is decided when it is filled or used to clip.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides the inside (otherwise the non-zero winding rule).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style; the defaults are the non-zero rule with antialiasing.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
