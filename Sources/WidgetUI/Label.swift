/// A title with an icon, drawn by the label style in the environment: the icon, then the title, in a
/// row (`.titleAndIcon`, the default), or either alone (`.titleOnly`, `.iconOnly`).
///
/// ```swift
/// Label("Play", systemImage: "play.fill")
///     .labelStyle(.iconOnly)
/// ```
public struct Label<Title: View, Icon: View>: View {
    private let title: Title
    private let icon: Icon

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.labelStyle) private var style

    public var body: some View {
        style.makeBody(LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon)))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a title and an image from the asset catalog.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a localized title and an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a title and an image from Xcode's generated asset symbols.
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

/// What a label style draws: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The label's title.
    public let title: AnyView
    /// The label's icon.
    public let icon: AnyView

    init(title: AnyView, icon: AnyView) {
        self.title = title
        self.icon = icon
    }
}

/// How labels are drawn.
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// The label drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = LabelStyleConfiguration
}

/// The icon, then the title, in a row: what the default style draws in a widget.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        // SwiftUI spaces a label's icon and title by about a third of the text size (8 pt at 17 pt).
        HStack(spacing: 6) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The style labels have when none is set: the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style with its type erased, as the environment keeps it.
struct AnyLabelStyle: @unchecked Sendable {
    // @unchecked: a style is a value set once and read while one view tree is resolved.
    let makeBody: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabelStyle(DefaultLabelStyle())
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labels inside are drawn.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
