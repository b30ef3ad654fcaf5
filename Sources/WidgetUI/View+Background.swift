// Views layered behind or in front of a view. The layered view is offered the size of the view it
// decorates and never changes that view's size.

extension View {
    /// Fills the area behind this view with a colour or gradient.
    ///
    /// ```swift
    /// Text("New").padding(4).background(.yellow)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        recording(.background(.shape(.rectangle, fill: paint(style), stroke: nil), alignment: Alignment.center.name))
    }

    /// Puts a view built by a closure behind this one.
    ///
    /// ```swift
    /// Text("42").background { Circle().fill(.blue) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content()) { .background($0, alignment: alignment.name) })
    }

    /// Puts a view behind this one. (Deprecated in SwiftUI in favour of the closure form.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: background) { .background($0, alignment: alignment.name) })
    }

    /// Puts a view built by a closure in front of this one.
    ///
    /// ```swift
    /// Image("dragon").overlay(alignment: .topTrailing) { Text("3") }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content()) { .overlay($0, alignment: alignment.name) })
    }

    /// Puts a view in front of this one. (Deprecated in SwiftUI in favour of the closure form.)
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: overlay) { .overlay($0, alignment: alignment.name) })
    }

    /// Covers this view with a colour or gradient.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        recording(.overlay(.shape(.rectangle, fill: paint(style), stroke: nil), alignment: Alignment.center.name))
    }
}
