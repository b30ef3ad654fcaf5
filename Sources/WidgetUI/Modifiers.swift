import Foundation

/// A modifier as the archive records it, with its arguments.
public indirect enum ViewModifierValue: Codable, Hashable, Sendable {
    case font(FontValue?)
    case fontWeight(String?)
    case bold
    case italic
    case monospacedDigit
    case foregroundColor(ColorValue?)
    case background(ViewNode, alignment: String)
    case overlay(ViewNode, alignment: String)
    case padding(top: Double?, leading: Double?, bottom: Double?, trailing: Double?)
    case frame(width: Double?, height: Double?, alignment: String)
    case flexibleFrame(
        minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
        maxHeight: Double?, alignment: String)
    case cornerRadius(Double)
    case opacity(Double)
    case lineLimit(Int?)
    case multilineTextAlignment(String)
    case minimumScaleFactor(Double)
    case containerBackground(ViewNode, placement: String)
    case widgetURL(String?)
    case redacted(Int)
    case unredacted
    case privacySensitive(Bool)
    case widgetAccentable(Bool)
    case tint(ColorValue?)
    case id(String)
    case resizable
    case link(String)
    case clipShape(ShapeKind)
    case layoutPriority(Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
}

/// Where a container background goes.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    package let name: String
    /// Behind a widget's content, filling the widget (iOS 17 and later).
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// A view with a modifier applied. You don't create this type directly.
public struct ModifiedContent<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let modifier: (EnvironmentValues) -> ViewModifierValue?
    let environment: ((inout EnvironmentValues) -> Void)?

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        var inner = environment
        self.environment?(&inner)
        let child = ViewResolver.resolve(content, in: inner)
        guard let modifier = modifier(environment) else { return child }
        return .modified(modifier, child)
    }
}

extension View {
    private func modifier(_ value: ViewModifierValue) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: { _ in value }, environment: nil)
    }

    private func modifier(
        _ value: ViewModifierValue?, environment: @escaping (inout EnvironmentValues) -> Void
    ) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modifier: { _ in value }, environment: environment)
    }

    private func modifier<Secondary: View>(
        _ secondary: Secondary, _ make: @escaping (ViewNode) -> ViewModifierValue
    ) -> ModifiedContent<Self> {
        ModifiedContent(
            content: self, modifier: { make(ViewResolver.resolve(secondary, in: $0)) }, environment: nil)
    }

    /// The default font for text in this view.
    public func font(_ font: Font?) -> some View {
        modifier(.font(font?.value)) { $0.font = font }
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View { modifier(.fontWeight(weight?.name)) }
    public func bold(_ isActive: Bool = true) -> some View { modifier(isActive ? .bold : .fontWeight(nil)) }
    public func italic(_ isActive: Bool = true) -> some View { modifier(isActive ? .italic : .fontWeight(nil)) }
    public func monospacedDigit() -> some View { modifier(.monospacedDigit) }
    public func foregroundColor(_ color: Color?) -> some View { modifier(.foregroundColor(color?.value)) }

    /// Fills text and shapes with a style (a colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(.foregroundColor((style as? Color)?.value))
    }

    /// Puts a colour behind the view.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(.background(.shape(.rectangle, fill: paint(style), stroke: nil), alignment: "center"))
    }

    /// Puts a view behind this one, sized like it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(content()) { .background($0, alignment: alignment.name) }
    }

    /// Puts a view in front of this one, sized like it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(content()) { .overlay($0, alignment: alignment.name) }
    }

    /// Adds the default padding (16 pt) on every side.
    public func padding() -> some View { padding(.all, nil) }

    /// Adds padding on every side.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds padding on some sides; nil uses the default amount.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length.map(Double.init) ?? 16
        return modifier(.padding(
            top: edges.contains(.top) ? amount : nil, leading: edges.contains(.leading) ? amount : nil,
            bottom: edges.contains(.bottom) ? amount : nil, trailing: edges.contains(.trailing) ? amount : nil))
    }

    /// Adds padding given per side.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(.padding(
            top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
            trailing: Double(insets.trailing)))
    }

    /// A fixed size on one or both axes.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(.frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.name))
    }

    /// Limits on the size; `.infinity` takes all the space offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(.flexibleFrame(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
            maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
            idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
            alignment: alignment.name))
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(.cornerRadius(Double(radius)))
    }

    public func opacity(_ opacity: Double) -> some View { modifier(.opacity(opacity)) }

    public func lineLimit(_ number: Int?) -> some View {
        modifier(.lineLimit(number)) { $0.lineLimit = number }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(.multilineTextAlignment(alignment.rawValue)) { $0.multilineTextAlignment = alignment }
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View { modifier(.minimumScaleFactor(Double(factor))) }

    /// The widget's background, which the system may remove or tint (iOS 17 and later).
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        modifier(.containerBackground(.shape(.rectangle, fill: paint(style), stroke: nil), placement: placement.name))
    }

    /// The widget's background view (iOS 17 and later).
    public func containerBackground<V: View>(
        for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(content()) { .containerBackground($0, placement: placement.name) }
    }

    /// The URL the app receives when someone taps the widget outside its links.
    public func widgetURL(_ url: URL?) -> some View { modifier(.widgetURL(url?.absoluteString)) }

    /// Shows the view redacted, for example as a placeholder.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(.redacted(reason.rawValue)) { $0.redactionReasons.formUnion(reason) }
    }

    /// Shows the view's content even in a redacted context.
    public func unredacted() -> some View {
        modifier(.unredacted) { $0.redactionReasons = [] }
    }

    public func privacySensitive(_ sensitive: Bool = true) -> some View { modifier(.privacySensitive(sensitive)) }
    public func widgetAccentable(_ accentable: Bool = true) -> some View { modifier(.widgetAccentable(accentable)) }
    public func tint(_ tint: Color?) -> some View { modifier(.tint(tint?.value)) }
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(.id(String(describing: id))) }

    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S) -> some View { modifier(.clipShape(shape.shapeKind)) }

    /// Makes a stack offer this view space before its siblings (default 0).
    public func layoutPriority(_ value: Double) -> some View { modifier(.layoutPriority(value)) }

    /// Lets the view take its ideal size on both axes, ignoring the size offered.
    public func fixedSize() -> some View { modifier(.fixedSize(horizontal: true, vertical: true)) }

    /// Lets the view take its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        let box = EnvironmentWrite(keyPath: keyPath, value: value)
        return modifier(nil) { box.apply(to: &$0) }
    }
}

/// One environment write. `@unchecked Sendable`: the value is only copied into environments.
private struct EnvironmentWrite<V>: @unchecked Sendable {
    let keyPath: WritableKeyPath<EnvironmentValues, V>
    let value: V
    func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}
