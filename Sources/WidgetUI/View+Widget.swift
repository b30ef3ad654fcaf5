// Modifiers that only mean something in a widget.

extension View {
    /// The widget's background: the system draws it behind the content margins and may remove or
    /// tint it (on StandBy or the Lock Screen). Use it instead of a plain `background`.
    ///
    /// ```swift
    /// content.containerBackground(.blue, for: .widget)
    /// ```
    public func containerBackground<S: ShapeStyle>(
        _ style: S, for container: ContainerBackgroundPlacement
    ) -> some View {
        recording(.containerBackground(.shape(.rectangle, fill: paint(style), stroke: nil), placement: container.name))
    }

    /// The widget's background as a view built by a closure.
    ///
    /// ```swift
    /// content.containerBackground(for: .widget) { Image("meadow").resizable() }
    /// ```
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SecondaryViewModifier(secondary: content()) { .containerBackground($0, placement: container.name) })
    }

    /// The URL the app is opened with when someone taps the widget outside any `Link`. If several
    /// views set one, the outermost wins.
    ///
    /// ```swift
    /// content.widgetURL(URL(string: "game://character/\(id)"))
    /// ```
    public func widgetURL(_ url: URL?) -> some View {
        recording(.widgetURL(url?.absoluteString))
    }

    /// Marks this view as part of the accent group when the system tints the widget (accented mode).
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        recording(.widgetAccentable(accentable))
    }
}
