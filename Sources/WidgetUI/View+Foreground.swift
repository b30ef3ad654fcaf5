// Modifiers that colour a view's content.

extension View {
    /// The colour of text and shapes in this view; nil keeps the surrounding colour.
    ///
    /// ```swift
    /// Text("Low health").foregroundColor(.red)
    /// ```
    public func foregroundColor(_ color: Color?) -> some View {
        recording(.foregroundColor(color?.value))
    }

    /// The style of text and shapes in this view. A gradient is approximated by its first colour,
    /// as the archive records one foreground colour.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").foregroundStyle(.pink)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        recording(.foregroundColor(foregroundColorValue(of: style)))
    }

    /// The tint of controls such as buttons, toggles, progress views and gauges in this view.
    public func tint(_ tint: Color?) -> some View {
        recording(.tint(tint?.value), environment: {
            $0.tint = tint?.value
            $0.tintPaint = tint.map { .color($0.value) }
        })
    }

    /// The tint of controls such as buttons, toggles, progress views and gauges in this view. A
    /// gradient is approximated by its first colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let gradient = tint.map { tintPaint($0) }
        let value: ColorValue? = switch gradient {
        case .color(let color)?: color
        case .linearGradient(let colors, _, _)?: colors.first
        case nil: nil
        }
        return recording(.tint(value), environment: {
            $0.tint = value
            $0.tintPaint = gradient
        })
    }
}
