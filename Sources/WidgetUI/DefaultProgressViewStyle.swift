/// The style the context chooses: a bar for known progress, a ring for unknown progress.
///
/// ```swift
/// ProgressView(value: 0.4).progressViewStyle(.automatic)
/// ```
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    package var look: ProgressLook { .automatic }

    /// Creates the style; write `.automatic` instead.
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The style the context chooses: a bar for known progress, a ring for unknown progress.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
