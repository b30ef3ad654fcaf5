/// A control that runs an App Intent when pressed and keeps no state: play a sound, open a door,
/// start a timer.
///
/// Its label's image is the control's symbol and its text the control's title.
///
/// ```swift
/// StaticControlConfiguration(kind: "com.example.log-glass") {
///     ControlWidgetButton(action: LogGlassIntent()) {
///         Label("Log a Glass", systemImage: "drop.fill")
///     }
/// }
/// ```
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate,
    PrimitiveControlWidgetTemplate
{
    /// Built-in templates have no body.
    public typealias Body = Never

    private let label: () -> Label
    private let actionLabel: (Bool) -> ActionLabel
    private let invocation: () -> IntentInvocation

    private init<I: AppIntent>(
        intent: I, label: @escaping () -> Label, actionLabel: @escaping (Bool) -> ActionLabel
    ) {
        self.label = label
        self.actionLabel = actionLabel
        self.invocation = { IntentInvocation(performing: intent) }
    }

    /// A button that runs `action` when pressed, labelled by a view.
    ///
    /// - Parameters:
    ///   - action: The App Intent the button performs.
    ///   - label: The button's label: a `Label` with a symbol, or text and an image.
    ///   - actionLabel: What the button shows while its action runs (`true`); not drawn on the
    ///     dashboard, which shows the control at rest.
    public init(
        action: Action, @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.init(intent: action, label: label, actionLabel: actionLabel)
    }

    package func resolve(in environment: EnvironmentValues) -> ResolvedControlTemplate? {
        var context = ResolveContext(environment: environment)
        return ResolvedControlTemplate(
            isToggle: false, isOn: nil, label: context.resolve(label()), valueLabel: nil, invocation: invocation())
    }
}

extension ControlWidgetButton where ActionLabel == ControlWidgetButtonDefaultActionLabel {
    /// A button that runs `action` when pressed, labelled by a view.
    ///
    /// ```swift
    /// ControlWidgetButton(action: LastBookStartPlaybackIntent()) {
    ///     Label("Play", systemImage: "play.circle")
    /// }
    /// ```
    public init(action: Action, @ViewBuilder label: @escaping () -> Label) where Action: AppIntent {
        self.init(intent: action, label: label, actionLabel: { _ in ControlWidgetButtonDefaultActionLabel() })
    }
}

extension ControlWidgetButton where Label == Text {
    /// A button titled with a string literal (a localized string key) that runs `action`.
    ///
    /// ```swift
    /// ControlWidgetButton("Open Trunk", action: OpenTrunkIntent()) { isActive in
    ///     Image(systemName: "car.side.rear.open.crop")
    /// }
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.init(intent: action, label: { Text(titleKey) }, actionLabel: actionLabel)
    }

    /// A button titled with a string as it is. Disfavoured, so literals take the key form.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        let title = String(title)
        self.init(intent: action, label: { Text(title) }, actionLabel: actionLabel)
    }

    /// A button titled with a localized string resource. Disfavoured, so literals take the key form.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, action: Action,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent {
        self.init(intent: action, label: { Text(titleResource.defaultValue) }, actionLabel: actionLabel)
    }
}
