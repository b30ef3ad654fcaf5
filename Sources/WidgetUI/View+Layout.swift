// Modifiers that change the size a view asks for or is offered.

extension View {
    /// Adds space around this view on some edges; a nil length uses the system default (16 pt).
    ///
    /// The archive records the resolved length per edge, nil for edges left alone.
    ///
    /// ```swift
    /// Text("Hi").padding()
    /// Text("Hi").padding(.horizontal, 12)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        // 16 pt is the padding SwiftUI uses on iOS when no length is given; the archive stores it resolved.
        let amount = length.map(Double.init) ?? 16
        return recording(
            .padding(
                top: edges.contains(.top) ? amount : nil, leading: edges.contains(.leading) ? amount : nil,
                bottom: edges.contains(.bottom) ? amount : nil, trailing: edges.contains(.trailing) ? amount : nil))
    }

    /// Adds the same space on every edge of this view.
    ///
    /// ```swift
    /// Text("Hi").padding(8)
    /// ```
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds space given per edge around this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        recording(
            .padding(
                top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                trailing: Double(insets.trailing)))
    }

    /// Puts this view in a frame of a fixed width, height or both; a nil dimension follows the view.
    ///
    /// ```swift
    /// Image(systemName: "star").frame(width: 24, height: 24)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        recording(.frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.name))
    }

    /// Puts this view in a frame with limits on its size; `.infinity` as a maximum takes all the
    /// space offered.
    ///
    /// ```swift
    /// content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    /// ```
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        recording(
            .flexibleFrame(
                minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
                maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
                idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                alignment: alignment.name))
    }

    /// Makes a stack offer this view space before its siblings with lower priority (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        recording(.layoutPriority(value))
    }

    /// Lets this view take its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Lets this view take its ideal size on the chosen axes.
    ///
    /// ```swift
    /// Text(longTitle).fixedSize(horizontal: false, vertical: true)
    /// ```
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        recording(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
}
