/// A frame of reference for positions: the widget's, the view's own, or one a view named.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("x = \(proxy.frame(in: .global).minX)")
/// }
/// ```
///
/// The global space is the widget's: its origin is the widget's top leading corner.
public enum CoordinateSpace {
    /// The widget's coordinates.
    case global
    /// The view's own coordinates: its top leading corner is the origin.
    case local
    /// The coordinates of the view that `coordinateSpace(name:)` gave this name.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }

    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }

    /// The archive's name for a named space: the name's type and description.
    package static func archiveName(_ name: AnyHashable) -> String {
        "\(String(reflecting: type(of: name.base))):\(name.description)"
    }
}

extension CoordinateSpace: Hashable {}
