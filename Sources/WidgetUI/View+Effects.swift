// Modifiers that change how a view is drawn, not its size.

extension View {
    /// Clips this view to a rectangle with rounded corners.
    ///
    /// ```swift
    /// Image("dragon").resizable().frame(width: 60, height: 60).cornerRadius(12)
    /// ```
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        recording(.cornerRadius(Double(radius)))
    }

    /// Draws this view with an opacity from 0 (invisible) to 1 (opaque).
    public func opacity(_ opacity: Double) -> some View {
        recording(.opacity(opacity))
    }

    /// Clips this view to a shape (one of the built-in shapes).
    ///
    /// ```swift
    /// Image("avatar").resizable().frame(width: 40, height: 40).clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        recording(.clipShape(shape.archivedKind ?? .rectangle))
    }
}
