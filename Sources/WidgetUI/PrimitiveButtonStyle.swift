/// How a `Button` looks. Choose one of the built-in styles with `.buttonStyle(_:)`.
///
/// ```swift
/// Button(intent: LogGlassIntent()) { Image(systemName: "plus") }
///     .buttonStyle(.borderedProminent)
/// ```
///
/// Only the built-in styles are drawn: SwiftUI's `makeBody(configuration:)` requirement, and with
/// it custom styles, needs the button's label as a live view, which an archive can't hold. A custom
/// conforming type draws like `.automatic`.
public protocol PrimitiveButtonStyle: Sendable {}

/// A built-in button style: the look the resolver draws. The protocol is `package` so that the
/// public `PrimitiveButtonStyle` carries no engine hook.
package protocol BuiltInButtonStyle {
    var look: ButtonLook { get }
}

/// The looks the built-in button styles draw.
package enum ButtonLook: Sendable {
    case automatic, plain, borderless, bordered, borderedProminent
}

/// The style the context chooses; in a widget, the bordered look.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    package var look: ButtonLook { .automatic }
    /// The default style.
    public init() {}
}

/// The label as it is, with no tint and no border.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    package var look: ButtonLook { .plain }
    /// The plain style.
    public init() {}
}

/// The label in the tint colour, with no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    package var look: ButtonLook { .borderless }
    /// The borderless style.
    public init() {}
}

/// The label in the tint colour on a light tinted background.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    package var look: ButtonLook { .bordered }
    /// The bordered style.
    public init() {}
}

/// A white label on a background of the tint colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    package var look: ButtonLook { .borderedProminent }
    /// The bordered prominent style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The style the context chooses; in a widget, the bordered look.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, with no tint and no border.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour, with no border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label in the tint colour on a light tinted background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on a background of the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

private struct ButtonLookKey: EnvironmentKey {
    static let defaultValue = ButtonLook.automatic
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: ColorValue? = nil
}

extension EnvironmentValues {
    /// The look of the buttons inside, set by `.buttonStyle(_:)`.
    package var buttonLook: ButtonLook {
        get { self[ButtonLookKey.self] }
        set { self[ButtonLookKey.self] = newValue }
    }

    /// The tint of the controls inside, set by `.tint(_:)`; nil for the accent colour.
    package var tint: ColorValue? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// The style of the buttons in this view.
    ///
    /// ```swift
    /// HStack {
    ///     Button("Log", intent: LogGlassIntent())
    ///     Button("Undo", intent: UndoIntent())
    /// }
    /// .buttonStyle(.plain)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier(
            keyPath: \.buttonLook, value: (style as? any BuiltInButtonStyle)?.look ?? .automatic))
    }
}

/// The views a button's look is made of, so that every renderer draws buttons and toggles from
/// nodes it already knows.
///
/// The numbers, none of them documented by Apple [U: our choice, from iOS screenshots]:
/// - bordered (and a widget's automatic style): the label in the tint colour on a capsule filled
///   with the tint at 15 % opacity, padded 7 pt above and below and 12 pt at the sides (UIKit's
///   medium `UIButton.Configuration` insets are about the same);
/// - bordered prominent: a white label on a capsule of the tint;
/// - borderless: the label in the tint colour; plain: the label as it is.
/// The tint is `.tint(_:)`'s colour, else the accent colour (system blue).
enum ButtonChrome {
    static let verticalPadding = 7.0
    static let horizontalPadding = 12.0
    static let borderedFillOpacity = 0.15

    static func node(label: ViewNode, look: ButtonLook, tint: ColorValue?) -> ViewNode {
        let tint = tint ?? Color.accentColor.value
        switch look {
        case .plain:
            return label
        case .borderless:
            return .modified(.foregroundColor(tint), label)
        case .automatic, .bordered:
            var fill = tint
            fill.opacity *= borderedFillOpacity
            return capsule(label: .modified(.foregroundColor(tint), label), fill: fill)
        case .borderedProminent:
            return capsule(label: .modified(.foregroundColor(Color.white.value), label), fill: tint)
        }
    }

    private static func capsule(label: ViewNode, fill: ColorValue) -> ViewNode {
        .modified(
            .background(.shape(.capsule, fill: .color(fill), stroke: nil), alignment: "center"),
            .modified(
                .padding(
                    top: verticalPadding, leading: horizontalPadding, bottom: verticalPadding,
                    trailing: horizontalPadding),
                label))
    }
}
