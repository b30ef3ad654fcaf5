/// The widget's coordinate space, as a `CoordinateSpaceProtocol` value.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    public init() {}

    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The widget's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
