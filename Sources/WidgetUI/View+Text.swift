// Modifiers that style the text inside a view. Each is recorded in the archive; the renderer
// passes it down to every `Text` inside.

extension View {
    /// The default font for text in this view; nil keeps the surrounding font.
    ///
    /// ```swift
    /// VStack { Text("A"); Text("B") }.font(.caption)
    /// ```
    public func font(_ font: Font?) -> some View {
        recording(.font(font?.value)) { $0.font = font }
    }

    /// The font weight for text in this view; nil resets it to the font's own weight.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        recording(.fontWeight(weight?.name))
    }

    /// Bold text in this view when `isActive` is true; otherwise the font's own weight.
    public func bold(_ isActive: Bool = true) -> some View {
        recording(isActive ? .bold : .fontWeight(nil))
    }

    /// Italic text in this view when `isActive` is true; otherwise unchanged.
    public func italic(_ isActive: Bool = true) -> some View {
        recording(isActive ? .italic : nil)
    }

    /// Digits of equal width in this view's text, so changing numbers don't shift.
    public func monospacedDigit() -> some View {
        recording(.monospacedDigit)
    }

    /// The most lines text in this view wraps to; nil for no limit.
    ///
    /// ```swift
    /// Text(longName).lineLimit(1)
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        recording(.lineLimit(number)) { $0.lineLimit = number }
    }

    /// How the lines of multi-line text in this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        recording(.multilineTextAlignment(alignment.name)) { $0.multilineTextAlignment = alignment }
    }

    /// How far text in this view may shrink (as a fraction of its size, 0…1) to fit before it is truncated.
    ///
    /// ```swift
    /// Text("$1,234,567").font(.largeTitle).minimumScaleFactor(0.5)
    /// ```
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        recording(.minimumScaleFactor(Double(factor)))
    }
}
