// A control's tint (iOS 18): set on the template, since controls ignore `.tint(_:)` on their labels.

extension ControlWidgetTemplate {
    /// The control's tint: the colour of its symbol's circle while a toggle is on (the accent colour
    /// by default).
    ///
    /// ```swift
    /// ControlWidgetToggle("Lamp", isOn: isOn, action: LampIntent()) { Text($0 ? "On" : "Off") }
    ///     .tint(.yellow)
    /// ```
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        TintedControlTemplate(content: self, tint: tint)
    }
}

/// A template with a tint; what `tint(_:)` makes.
struct TintedControlTemplate<Content: ControlWidgetTemplate>: ControlWidgetTemplate, PrimitiveControlWidgetTemplate {
    typealias Body = Never

    let content: Content
    let tint: Color?

    func resolve(in environment: EnvironmentValues) -> ResolvedControlTemplate? {
        guard var resolved = content.resolve(in: environment) else { return nil }
        resolved.tint = tint?.value
        return resolved
    }
}
