/// How a `ProgressView` looks. Choose one of the built-in styles with `.progressViewStyle(_:)`.
///
/// ```swift
/// ProgressView(value: 0.4).progressViewStyle(.circular)
/// ```
///
/// Only the built-in styles are drawn; a custom conforming type draws like `.automatic`.
public protocol ProgressViewStyle: Sendable {}

/// A built-in progress view style: the look the resolver draws.
package protocol BuiltInProgressViewStyle {
    var look: ProgressLook { get }
}

/// The looks the built-in progress view styles draw.
package enum ProgressLook: Sendable, Hashable {
    /// A bar for known progress, a ring for unknown progress.
    case automatic
    case linear
    case circular
}

extension View {
    /// The style of the progress views in this view.
    ///
    /// ```swift
    /// ProgressView(value: entry.fraction).progressViewStyle(.circular)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier(
            keyPath: \.progressLook, value: (style as? any BuiltInProgressViewStyle)?.look ?? .automatic))
    }
}
