/// A coordinate space named by a value: `.global`, `.local` or `.named(_:)`.
///
/// ```swift
/// proxy.frame(in: .named("card"))
/// ```
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}
