/// Something to fill or draw with: a `Color` or a `LinearGradient`.
///
/// ```swift
/// Text("Hi").foregroundStyle(.blue)
/// Circle().fill(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
/// ```
public protocol ShapeStyle: Sendable {}

// The system colours as shape styles, so `.foregroundStyle(.red)` and `.fill(.blue)` compile.
extension ShapeStyle where Self == Color {
    /// The system red.
    public static var red: Color { Color.red }
    /// The system orange.
    public static var orange: Color { Color.orange }
    /// The system yellow.
    public static var yellow: Color { Color.yellow }
    /// The system green.
    public static var green: Color { Color.green }
    /// The system mint.
    public static var mint: Color { Color.mint }
    /// The system teal.
    public static var teal: Color { Color.teal }
    /// The system cyan.
    public static var cyan: Color { Color.cyan }
    /// The system blue.
    public static var blue: Color { Color.blue }
    /// The system indigo.
    public static var indigo: Color { Color.indigo }
    /// The system purple.
    public static var purple: Color { Color.purple }
    /// The system pink.
    public static var pink: Color { Color.pink }
    /// The system brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// The system grey.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// No colour.
    public static var clear: Color { Color.clear }
    /// The main content colour. (In SwiftUI, a hierarchical style; here, the same colour.)
    public static var primary: Color { Color.primary }
    /// The secondary content colour. (In SwiftUI, a hierarchical style; here, the same colour.)
    public static var secondary: Color { Color.secondary }
}

/// A style as the archive stores it.
func paint<S: ShapeStyle>(_ style: S) -> PaintValue {
    if let color = style as? Color { return .color(color.value) }
    if let system = style as? any SystemColorStyle { return .color(system.systemColor.value) }
    if let gradient = style as? LinearGradient { return gradient.paint }
    if let gradient = style as? AnyGradient { return gradient.paint }
    return .color(Color.primary.value)
}

/// The single colour that stands for a style where only one fits (text and foreground colour):
/// a gradient's first colour.
func foregroundColorValue<S: ShapeStyle>(of style: S) -> ColorValue? {
    switch paint(style) {
    case .color(let color): color
    case .linearGradient(let colors, _, _): colors.first
    }
}
