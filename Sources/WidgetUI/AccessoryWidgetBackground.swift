/// The standard backdrop of an accessory widget: a translucent disc in `accessoryCircular`, a
/// translucent rounded rectangle in `accessoryRectangular` and `accessoryCorner`, nothing in
/// `accessoryInline`.
///
/// ```swift
/// ZStack {
///     AccessoryWidgetBackground()
///     Image(systemName: "cup.and.saucer.fill")
/// }
/// ```
///
/// It is a grey at 40 % opacity, so that in the vibrant mode (luminance to opacity) it becomes the
/// faint disc of the Lock Screen. [U: our values, from screenshots; the rectangle's corner radius is 12 pt.]
public struct AccessoryWidgetBackground: View, PrimitiveView, Sendable {
    /// Primitive views have no body.
    public typealias Body = Never

    /// Creates the backdrop.
    public init() {}

    static let fill = ColorValue(name: "accessoryWidgetBackground", red: 0.5, green: 0.5, blue: 0.5, opacity: 0.4)
    static let cornerRadius = 12.0

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        switch context.environment.widgetFamily {
        case .accessoryInline:
            return .empty
        case .accessoryCircular:
            return .shape(.circle, fill: .color(Self.fill), stroke: nil)
        default:
            return .shape(.roundedRectangle(cornerRadius: Self.cornerRadius), fill: .color(Self.fill), stroke: nil)
        }
    }
}
