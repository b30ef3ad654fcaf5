// Modifiers for accessory widgets: the label drawn around a complication, and curved content.

extension View {
    /// A label the system draws around an accessory widget: along the bottom of an `accessoryCircular`
    /// widget and along the bezel of an `accessoryCorner` one, as a watch face does (the iPhone's Lock
    /// Screen ignores it). Read `\.showsWidgetLabel` to know whether it will be drawn.
    ///
    /// ```swift
    /// Text("72")
    ///     .widgetLabel { Text("Heart Rate") }
    /// ```
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        modifier(SecondaryViewModifier(secondary: label()) { .widgetLabel($0) })
    }

    /// A text label drawn around an accessory widget, from a string literal.
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View {
        widgetLabel { Text(labelKey) }
    }

    /// A text label drawn around an accessory widget, from a string as it is.
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
        widgetLabel { Text(label) }
    }

    /// A text label drawn around an accessory widget. Deprecated in WidgetKit: use `widgetLabel(_:)` or
    /// `widgetLabel(label:)` with a view builder.
    @available(*, deprecated, message: "Use widgetLabel(_:) with a string, or widgetLabel(label:) with a view builder.")
    public func widgetLabel(label: Text) -> some View {
        modifier(SecondaryViewModifier(secondary: label) { .widgetLabel($0) })
    }

    /// Asks for this view's content to follow the curve of an `accessoryCorner` widget. Recorded; the
    /// content is drawn straight.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View {
        recording(.widgetMarker(.curvesContent(curvesContent)))
    }

    /// Marks content that is out of date while an interactive widget's intent runs and its timeline
    /// reloads (iOS 17). Recorded; the dashboard shows the new entry once it arrives.
    ///
    /// ```swift
    /// Text(entry.count, format: .number).invalidatableContent()
    /// ```
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        recording(.widgetMarker(.invalidatableContent(invalidatable)))
    }
}
