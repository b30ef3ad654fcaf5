/// A widget: its configuration says its kind, provider, content and the families it supports.
///
/// Mark one widget, or a `WidgetBundle`, with `@main` in a widget extension.
///
/// ```swift
/// struct GameStatusWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "com.mygame.game-status", provider: GameStatusProvider()) { entry in
///             GameStatusView(entry.gameStatus)
///         }
///         .configurationDisplayName("Game Status")
///         .description("Shows an overview of your game status")
///         .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
///     }
/// }
/// ```
public protocol Widget {
    /// The configuration type.
    associatedtype Body: WidgetConfiguration
    /// Widgets are made by the host with no arguments.
    init()
    /// The widget's configuration.
    var body: Body { get }
}

extension Widget {
    /// The descriptions of the widgets this value stands for: one for a widget, several for the
    /// content of a bundle.
    package var descriptors: [WidgetDescriptor] {
        if let group = self as? WidgetBundleContent {
            return group.widgets
        }
        return body.descriptors
    }

    /// The controls this value stands for: those of a bundle's content, none for a widget.
    package var controlDescriptors: [ControlDescriptor] {
        (self as? WidgetBundleContent)?.controls ?? []
    }
}

/// A group of widgets shipped in one extension.
///
/// ```swift
/// @main
/// struct GameWidgets: WidgetBundle {
///     var body: some Widget {
///         GameStatusWidget()
///         CharacterDetailWidget()
///     }
/// }
/// ```
public protocol WidgetBundle {
    /// The type that holds the bundle's widgets.
    associatedtype Body: Widget
    /// Bundles are made by the host with no arguments.
    init()
    /// The bundle's widgets.
    @WidgetBundleBuilder var body: Body { get }
}

/// Builds the body of a `WidgetBundle` from a list of widgets.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> some Widget {
        WidgetBundleContent(widgets: widget.descriptors, controls: widget.controlDescriptors)
    }

    /// A control listed with the bundle's widgets (iOS 18).
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> some Widget {
        WidgetBundleContent(widgets: [], controls: control.controlDescriptors)
    }

    public static func buildBlock() -> some Widget {
        WidgetBundleContent(widgets: [])
    }

    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> some Widget {
        var all: [WidgetDescriptor] = []
        var controls: [ControlDescriptor] = []
        for widget in repeat each widgets {
            all += widget.descriptors
            controls += widget.controlDescriptors
        }
        return WidgetBundleContent(widgets: all, controls: controls)
    }

    public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget {
        WidgetBundleContent(widgets: widget?.descriptors ?? [], controls: widget?.controlDescriptors ?? [])
    }

    public static func buildEither<W: Widget>(first widget: W) -> WidgetBundleContent {
        WidgetBundleContent(widgets: widget.descriptors, controls: widget.controlDescriptors)
    }

    public static func buildEither<W: Widget>(second widget: W) -> WidgetBundleContent {
        WidgetBundleContent(widgets: widget.descriptors, controls: widget.controlDescriptors)
    }

    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> some Widget {
        WidgetBundleContent(widgets: widget.descriptors, controls: widget.controlDescriptors)
    }
}

/// The widgets of a bundle, as `WidgetBundleBuilder` collects them from an `if`. You don't use this type
/// directly. Not in WidgetKit under this name.
public struct WidgetBundleContent: Widget {
    package var widgets: [WidgetDescriptor]
    /// The bundle's controls (iOS 18), listed with its widgets.
    package var controls: [ControlDescriptor] = []

    package init(widgets: [WidgetDescriptor], controls: [ControlDescriptor] = []) {
        self.widgets = widgets
        self.controls = controls
    }

    public init() {
        self.widgets = []
    }

    public var body: some WidgetConfiguration {
        DescribedConfiguration(descriptors: widgets)
    }
}
