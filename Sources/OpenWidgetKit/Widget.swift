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
        WidgetBundleContent(widgets: widget.descriptors)
    }

    public static func buildBlock() -> some Widget {
        WidgetBundleContent(widgets: [])
    }

    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> some Widget {
        var all: [WidgetDescriptor] = []
        for widget in repeat each widgets {
            all += widget.descriptors
        }
        return WidgetBundleContent(widgets: all)
    }

    public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget {
        WidgetBundleContent(widgets: widget?.descriptors ?? [])
    }

    public static func buildEither<W: Widget>(first widget: W) -> WidgetBundleContent {
        WidgetBundleContent(widgets: widget.descriptors)
    }

    public static func buildEither<W: Widget>(second widget: W) -> WidgetBundleContent {
        WidgetBundleContent(widgets: widget.descriptors)
    }

    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> some Widget {
        WidgetBundleContent(widgets: widget.descriptors)
    }
}

/// The widgets of a bundle, as `WidgetBundleBuilder` collects them from an `if`. You don't use this type
/// directly. Not in WidgetKit under this name.
public struct WidgetBundleContent: Widget {
    package var widgets: [WidgetDescriptor]

    package init(widgets: [WidgetDescriptor]) {
        self.widgets = widgets
    }

    public init() {
        self.widgets = []
    }

    public var body: some WidgetConfiguration {
        DescribedConfiguration(descriptors: widgets)
    }
}
