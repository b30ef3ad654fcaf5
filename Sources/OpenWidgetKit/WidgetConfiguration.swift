/// A type that describes a widget: its kind, provider, content and presentation options.
///
/// Build one with `StaticConfiguration`, `IntentConfiguration` or `AppIntentConfiguration`, then
/// add `configurationDisplayName(_:)`, `description(_:)` and `supportedFamilies(_:)`.
public protocol WidgetConfiguration {
    /// The configuration this one is made of; `Never` for the built-in configurations.
    associatedtype Body: WidgetConfiguration
    /// The configuration's content.
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// A configuration that is already a list of widget descriptions (the built-in ones).
package protocol PrimitiveWidgetConfiguration {
    var descriptors: [WidgetDescriptor] { get }
}

extension WidgetConfiguration {
    /// The widget descriptions this configuration stands for.
    package var descriptors: [WidgetDescriptor] {
        if let primitive = self as? any PrimitiveWidgetConfiguration {
            return primitive.descriptors
        }
        return body.descriptors
    }

    private func modified(_ change: (inout WidgetDescriptor) -> Void) -> DescribedConfiguration {
        DescribedConfiguration(descriptors: descriptors.map { descriptor in
            var descriptor = descriptor
            change(&descriptor)
            return descriptor
        })
    }

    /// The name shown for the widget in the gallery and when editing it.
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        modified { $0.displayName = String(displayName) }
    }

    /// The description shown for the widget in the gallery.
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        modified { $0.description = String(description) }
    }

    /// The name shown for the widget, from a `Text` (its words; dates as they read in the gallery).
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        modified { $0.displayName = displayName.plainText }
    }

    /// The description shown for the widget, from a `Text`.
    public func description(_ description: Text) -> some WidgetConfiguration {
        modified { $0.description = description.plainText }
    }

    /// The name shown for the widget, from a localized string resource.
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        modified { $0.displayName = displayName.defaultValue }
    }

    /// The description shown for the widget, from a localized string resource.
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
        modified { $0.description = description.defaultValue }
    }

    /// The families the widget can be placed in. By default, every system family.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Turns off the margins the host adds around the widget's content (iOS 17 and later).
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Whether the host may remove the widget's `containerBackground` where backgrounds are removed (the
    /// accented and vibrant rendering modes; true by default). With `false` the background is drawn in
    /// every mode, and `\.showsWidgetContainerBackground` is true.
    ///
    /// ```swift
    /// StaticConfiguration(kind: "com.example.photo", provider: PhotoProvider()) { PhotoView(entry: $0) }
    ///     .containerBackgroundRemovable(false)
    /// ```
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }

    /// Registers the object that provides dynamic options for a SiriKit-style configuration intent.
    ///
    /// Not in WidgetKit: on Apple platforms a separate Intents extension answers for the intent.
    /// On Linux the widget names its handler here, and the host asks it through the widget's
    /// extension when someone edits the widget.
    ///
    /// ```swift
    /// IntentConfiguration(kind: "com.mygame.character-detail", intent: SelectCharacterIntent.self,
    ///                     provider: CharacterDetailProvider()) { entry in CharacterDetailView(entry: entry) }
    ///     .intentsExtension(IntentHandler())
    /// ```
    public func intentsExtension(_ intentsExtension: INExtension) -> some WidgetConfiguration {
        let box = UncheckedSendableBox(intentsExtension)
        return modified { $0.intentsExtension = box }
    }
}

/// A configuration made of widget descriptions: what modifiers and bundles return.
package struct DescribedConfiguration: WidgetConfiguration, PrimitiveWidgetConfiguration {
    package var descriptors: [WidgetDescriptor]

    package init(descriptors: [WidgetDescriptor]) {
        self.descriptors = descriptors
    }

    package var body: Never {
        fatalError("DescribedConfiguration is a primitive configuration; its body is never called.")
    }
}

/// Carries a value that is not `Sendable` across isolation domains.
///
/// `@unchecked Sendable`: used only for author objects (providers, content closures, intent
/// handlers) that WidgetKit itself calls from any thread without a `Sendable` requirement; the
/// runtime never mutates them, it only calls their methods, as WidgetKit does.
package struct UncheckedSendableBox<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
