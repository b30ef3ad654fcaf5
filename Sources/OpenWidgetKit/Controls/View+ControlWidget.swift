// Modifiers on a control's label (iOS 18).

extension View {
    /// What the Action button says the control does ("Hold to Turn On Reminders"); recorded, and shown
    /// on the dashboard as the control's tooltip.
    ///
    /// ```swift
    /// Label("Reminders", systemImage: "bell").controlWidgetActionHint("Remind me")
    /// ```
    public func controlWidgetActionHint(_ hint: Text) -> some View {
        modifier(ControlMarkerModifier(text: hint, marker: WidgetMarker.controlActionHint))
    }

    /// The action hint from a localized string resource.
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View {
        controlWidgetActionHint(Text(hint.defaultValue))
    }

    /// The action hint from a string literal.
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View {
        controlWidgetActionHint(Text(hintKey))
    }

    /// The action hint from a string as it is.
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View {
        controlWidgetActionHint(Text(hint))
    }

    /// A status the system shows briefly after the control's action ran; recorded.
    public func controlWidgetStatus(_ status: Text) -> some View {
        modifier(ControlMarkerModifier(text: status, marker: WidgetMarker.controlStatus))
    }

    /// The status from a localized string resource.
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View {
        controlWidgetStatus(Text(status.defaultValue))
    }

    /// The status from a string literal.
    @_disfavoredOverload
    public func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View {
        controlWidgetStatus(Text(statusKey))
    }

    /// The status from a string as it is.
    @_disfavoredOverload
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View {
        controlWidgetStatus(Text(status))
    }
}

/// Records a control's action hint or status: the text, resolved, as a marker around the content.
struct ControlMarkerModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let text: Text
    let marker: @Sendable (String) -> WidgetMarker

    func resolve<Content: View>(_ content: Content, in context: inout ResolveContext) -> ViewNode {
        let summary = ViewArchive.EnvironmentSummary(context.environment)
        let words = ViewArchive(root: context.resolve(text), environment: summary).textContent
        return .modified(.widgetMarker(marker(words)), context.resolve(content))
    }
}
