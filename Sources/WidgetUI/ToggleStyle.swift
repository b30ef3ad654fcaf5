/// How a `Toggle` looks. Choose one of the built-in styles with `.toggleStyle(_:)`.
///
/// ```swift
/// Toggle("Reminders", isOn: entry.reminders, intent: ToggleRemindersIntent())
///     .toggleStyle(.button)
/// ```
///
/// Only the built-in styles are drawn; a custom conforming type draws like `.automatic`.
public protocol ToggleStyle: Sendable {}

/// A built-in toggle style: the look the resolver draws.
package protocol BuiltInToggleStyle {
    var look: ToggleLook { get }
}

/// The looks the built-in toggle styles draw.
package enum ToggleLook: Sendable {
    case automatic, `switch`, button
}

/// The style the context chooses; in a widget, a switch.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    package var look: ToggleLook { .automatic }
    /// The default style.
    public init() {}
}

/// The label, then a switch at the trailing edge.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    package var look: ToggleLook { .switch }
    /// The switch style.
    public init() {}
}

/// A button that looks pressed (filled with the tint) while the toggle is on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    package var look: ToggleLook { .button }
    /// The button style.
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The style the context chooses; in a widget, a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The label, then a switch at the trailing edge.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that looks pressed while the toggle is on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleLookKey: EnvironmentKey {
    static let defaultValue = ToggleLook.automatic
}

extension EnvironmentValues {
    /// The look of the toggles inside, set by `.toggleStyle(_:)`.
    package var toggleLook: ToggleLook {
        get { self[ToggleLookKey.self] }
        set { self[ToggleLookKey.self] = newValue }
    }
}

extension View {
    /// The style of the toggles in this view.
    ///
    /// ```swift
    /// VStack { Toggle(…); Toggle(…) }.toggleStyle(.switch)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier(
            keyPath: \.toggleLook, value: (style as? any BuiltInToggleStyle)?.look ?? .automatic))
    }
}

/// The views a toggle's look is made of.
///
/// Switch (and a widget's automatic style): laid out like
/// `HStack { label; Spacer(); switch }`, so the toggle takes the width it is offered. The switch is
/// UIKit's `UISwitch`: a 51×31 pt capsule [P: UISwitch's intrinsic size, widely reported] with a
/// white 27 pt knob inset 2 pt, at the trailing end when on [U: measured from screenshots]. On, the
/// track is the tint, else system green (52,199,89; dark 48,209,88) [P: UISwitch's default
/// `onTintColor`]; off, it is UIKit's secondary system fill, rgb(120,120,128) at 16 % (32 % in dark
/// mode) [R: UIKit's `secondarySystemFill`], which over the default widget backgrounds gives the
/// #E9E9EA / #39393D of a switch that is off. UIKit's knob shadow is not drawn.
///
/// Button: the bordered button look, prominent (a white label on the tint) while on.
enum ToggleChrome {
    static let trackSize = (width: 51.0, height: 31.0)
    static let knobDiameter = 27.0
    static let offTrack = ColorValue(
        name: "secondarySystemFill", red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)

    static func node(label: ViewNode, isOn: Bool, look: ToggleLook, tint: ColorValue?) -> ViewNode {
        switch look {
        case .automatic, .switch:
            // Several label views stack vertically, as SwiftUI's switch style does.
            let title: ViewNode = if case .group(let views) = label {
                .stack(axis: .vertical, alignment: "leading", spacing: nil, children: views)
            } else {
                label
            }
            return .stack(
                axis: .horizontal, alignment: "center", spacing: nil,
                children: title.flattened + [.spacer(minLength: nil), switchNode(isOn: isOn, tint: tint)])
        case .button:
            return ButtonChrome.node(label: label, look: isOn ? .borderedProminent : .bordered, tint: tint)
        }
    }

    static func switchNode(isOn: Bool, tint: ColorValue?) -> ViewNode {
        let inset = (trackSize.height - knobDiameter) / 2
        let knob = ViewNode.modified(
            .padding(top: inset, leading: inset, bottom: inset, trailing: inset),
            .modified(
                .frame(width: knobDiameter, height: knobDiameter, alignment: "center"),
                .shape(.circle, fill: .color(Color.white.value), stroke: nil)))
        let track = ViewNode.shape(
            .capsule, fill: .color(isOn ? tint ?? Color.green.value : offTrack), stroke: nil)
        return .modified(
            .frame(width: trackSize.width, height: trackSize.height, alignment: "center"),
            .zstack(alignment: isOn ? "trailing" : "leading", children: [track, knob]))
    }
}
