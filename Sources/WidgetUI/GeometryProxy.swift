/// The size and position of a `GeometryReader`, which its content closure receives.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().frame(width: proxy.size.width * progress, height: 8)
/// }
/// ```
///
/// The closure runs while the widget's views are resolved, before layout; see `GeometryReader` for
/// the geometry it is given and how the host adapts the result to the space the reader really gets.
public struct GeometryProxy {
    /// The geometry values by name (`width`, `height`, `global.x`, …).
    let values: [String: Double]
    /// Records what the closure reads.
    let reads: ParameterReads

    init(values: [String: Double], reads: ParameterReads) {
        self.values = values
        self.reads = reads
    }

    private func value(_ name: String) -> Double {
        reads.read(name)
        return values[name] ?? 0
    }

    /// The reader's size: the space its parent offered it.
    public var size: CGSize {
        CGSize(width: value("width"), height: value("height"))
    }

    /// The safe area insets around the reader: always zero in a widget.
    public var safeAreaInsets: EdgeInsets {
        EdgeInsets()
    }

    /// The reader's bounds in a coordinate space.
    ///
    /// ```swift
    /// let x = proxy.frame(in: .global).minX
    /// ```
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let size = self.size
        guard let space = Self.parameterPrefix(coordinateSpace) else { return CGRect(origin: .zero, size: size) }
        return CGRect(x: value("\(space).x"), y: value("\(space).y"), width: size.width, height: size.height)
    }

    /// The reader's bounds in a coordinate space: `.local`, `.global` or `.named(_:)`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// A named coordinate space's bounds in the reader's coordinates.
    @available(*, unavailable, message: "not available on Linux, because the archive does not record coordinate spaces' sizes")
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        nil
    }

    /// The prefix of a space's origin parameters: `global`, `named:Type:description`; nil for `local`.
    static func parameterPrefix(_ space: CoordinateSpace) -> String? {
        switch space {
        case .local: nil
        case .global: "global"
        case .named(let name): "named:" + CoordinateSpace.archiveName(name)
        }
    }
}
