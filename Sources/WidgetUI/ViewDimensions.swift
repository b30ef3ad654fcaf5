/// A view's size and the positions of its alignment guides, as an `alignmentGuide` closure sees them.
///
/// ```swift
/// Text("Title").alignmentGuide(.leading) { d in d[.leading] - 12 }
/// Circle().frame(width: 8).alignmentGuide(VerticalAlignment.center) { d in d[.top] + 6 }
/// ```
///
/// The closure runs while the widget's views are resolved, with probe dimensions; the archive keeps
/// the value as a linear function of the width, height and baselines the closure read, which the
/// host evaluates with the view's real dimensions (see `View.alignmentGuide(_:computeValue:)`).
public struct ViewDimensions {
    /// The dimensions by name (`width`, `height`, `firstTextBaseline`, `lastTextBaseline`).
    let values: [String: Double]
    /// Records what the closure reads.
    let reads: ParameterReads
    /// Guides the view sets itself (inner `alignmentGuide`s), by `h:name` or `v:name`.
    let explicitGuides: [String: LinearValue]

    private func value(_ name: String) -> Double {
        reads.read(name)
        return values[name] ?? 0
    }

    /// The view's width.
    public var width: CGFloat { CGFloat(value("width")) }

    /// The view's height.
    public var height: CGFloat { CGFloat(value("height")) }

    /// Where a horizontal guide lies across the view: `leading` 0, `center` half the width, `trailing`
    /// the width, unless the view sets the guide itself.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let explicit = self[explicit: guide] { return explicit }
        switch guide.name {
        case "leading": return 0
        case "trailing": return width
        default: return width / 2
        }
    }

    /// Where a vertical guide lies down the view: `top` 0, `center` half the height, `bottom` the
    /// height, the baselines where the text's are (the bottom for a view without text).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let explicit = self[explicit: guide] { return explicit }
        switch guide.name {
        case "top": return 0
        case "bottom": return height
        case "firstTextBaseline", "lastTextBaseline": return CGFloat(value(guide.name))
        default: return height / 2
        }
    }

    /// The value of a horizontal guide the view sets itself, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuides["h:\(guide.name)"].map { CGFloat($0.evaluate(value)) }
    }

    /// The value of a vertical guide the view sets itself (a text's baselines), or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        if let explicit = explicitGuides["v:\(guide.name)"] { return CGFloat(explicit.evaluate(value)) }
        if guide == .firstTextBaseline || guide == .lastTextBaseline { return CGFloat(value(guide.name)) }
        return nil
    }
}

extension ViewDimensions: Equatable {
    /// Whether two dimensions have the same values.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.values == rhs.values && lhs.explicitGuides == rhs.explicitGuides
    }
}
