/// Where a container background goes.
///
/// ```swift
/// content.containerBackground(.white, for: .widget)
/// ```
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    package let name: String

    /// Behind a widget's content, filling the whole widget.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}
