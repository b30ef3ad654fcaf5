/// Distances inward from each side of a rectangle.
///
/// ```swift
/// Text("Hi").padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
/// ```
///
/// `Codable` is not in SwiftUI: the host's archives are JSON.
public struct EdgeInsets: Codable, Hashable, Sendable {
    /// The inset from the top.
    public var top: CGFloat
    /// The inset from the leading side.
    public var leading: CGFloat
    /// The inset from the bottom.
    public var bottom: CGFloat
    /// The inset from the trailing side.
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}
