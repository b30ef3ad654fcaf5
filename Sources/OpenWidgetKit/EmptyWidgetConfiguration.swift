/// A configuration with no widget: what a widget returns on a platform it doesn't support.
///
/// ```swift
/// var body: some WidgetConfiguration {
///     if #available(iOS 16.0, *) {
///         StaticConfiguration(kind: "lock-screen", provider: Provider()) { LockScreenView(entry: $0) }
///     } else {
///         EmptyWidgetConfiguration()
///     }
/// }
/// ```
public struct EmptyWidgetConfiguration: WidgetConfiguration, PrimitiveWidgetConfiguration {
    /// A configuration with no widget.
    public init() {}

    package var descriptors: [WidgetDescriptor] { [] }

    /// Never called: the configuration is built in.
    public var body: Never {
        fatalError("EmptyWidgetConfiguration is a primitive configuration; its body is never called.")
    }
}
