/// A type that describes a control: its kind, how it gets its value, and its template.
///
/// Build one with `StaticControlConfiguration` or `AppIntentControlConfiguration`, then add
/// `displayName(_:)` and `description(_:)`.
public protocol ControlWidgetConfiguration {
    /// The configuration this one is made of; `Never` for the built-in configurations.
    associatedtype Body: ControlWidgetConfiguration
    /// The configuration's content.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// A control configuration that is already a list of control descriptions (the built-in ones).
package protocol PrimitiveControlWidgetConfiguration {
    var controlDescriptors: [ControlDescriptor] { get }
}

extension ControlWidgetConfiguration {
    /// The control descriptions this configuration stands for.
    package var controlDescriptors: [ControlDescriptor] {
        if let primitive = self as? any PrimitiveControlWidgetConfiguration {
            return primitive.controlDescriptors
        }
        return body.controlDescriptors
    }

    private func modified(_ change: (inout ControlDescriptor) -> Void) -> DescribedControlConfiguration {
        DescribedControlConfiguration(controlDescriptors: controlDescriptors.map { descriptor in
            var descriptor = descriptor
            change(&descriptor)
            return descriptor
        })
    }

    /// The name shown for the control when someone adds or edits it; by default, the kind.
    ///
    /// ```swift
    /// StaticControlConfiguration(kind: "com.example.timer") { … }
    ///     .displayName("Timer")
    /// ```
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified { $0.displayName = displayName.defaultValue }
    }

    /// The description shown for the control when someone adds or edits it.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified { $0.description = description.defaultValue }
    }

    /// Asks for the control's configuration to be shown as soon as someone adds it. Recorded in the
    /// host protocol's description (`promptsForUserConfiguration`); the dashboard shows controls with
    /// their intent's default values and does not prompt.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }
}

/// A control configuration made of control descriptions: what modifiers return.
package struct DescribedControlConfiguration: ControlWidgetConfiguration, PrimitiveControlWidgetConfiguration {
    package var controlDescriptors: [ControlDescriptor]

    package init(controlDescriptors: [ControlDescriptor]) {
        self.controlDescriptors = controlDescriptors
    }

    package var body: Never {
        fatalError("DescribedControlConfiguration is a primitive configuration; its body is never called.")
    }
}
