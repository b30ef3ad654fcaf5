/// A bar that fills from the leading edge.
///
/// ```swift
/// ProgressView(value: 0.4).progressViewStyle(.linear)
/// ```
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    package var look: ProgressLook { .linear }

    /// Creates the style; write `.linear` instead.
    public init() {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar that fills from the leading edge.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
