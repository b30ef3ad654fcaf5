/// A ring that fills clockwise from the top.
///
/// ```swift
/// ProgressView(value: 0.4).progressViewStyle(.circular)
/// ```
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    package var look: ProgressLook { .circular }

    /// Creates the style; write `.circular` instead.
    public init() {}
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring that fills clockwise from the top.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
