/// A modifier as the archive records it, with its arguments. Not in SwiftUI.
///
/// Lengths are points; alignments are `Alignment` names (`center`, `top-leading`, …); colours,
/// fonts and views are archive values.
///
/// ```swift
/// // .padding(.horizontal, 12) is recorded as
/// ViewModifierValue.padding(top: nil, leading: 12, bottom: nil, trailing: 12)
/// ```
package indirect enum ViewModifierValue: Codable, Hashable, Sendable {
    /// `.font(_:)`; nil keeps the surrounding font.
    case font(FontValue?)
    /// `.fontWeight(_:)` by weight name; nil resets the weight.
    case fontWeight(String?)
    /// `.bold()`.
    case bold
    /// `.italic()`.
    case italic
    /// `.monospacedDigit()`.
    case monospacedDigit
    /// `.foregroundColor(_:)` or `.foregroundStyle(_:)`; nil keeps the surrounding colour.
    case foregroundColor(ColorValue?)
    /// `.background(…)`: the view behind, and its alignment.
    case background(ViewNode, alignment: String)
    /// `.overlay(…)`: the view in front, and its alignment.
    case overlay(ViewNode, alignment: String)
    /// `.padding(…)`: the length per edge, nil for edges left alone.
    case padding(top: Double?, leading: Double?, bottom: Double?, trailing: Double?)
    /// `.frame(width:height:alignment:)`.
    case frame(width: Double?, height: Double?, alignment: String)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(
        minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
        maxHeight: Double?, alignment: String)
    /// `.cornerRadius(_:)`.
    case cornerRadius(Double)
    /// `.opacity(_:)`.
    case opacity(Double)
    /// `.lineLimit(_:)`.
    case lineLimit(Int?)
    /// `.multilineTextAlignment(_:)` by `TextAlignment` name.
    case multilineTextAlignment(String)
    /// `.minimumScaleFactor(_:)`.
    case minimumScaleFactor(Double)
    /// `.containerBackground(…)`: the background view and its placement name.
    case containerBackground(ViewNode, placement: String)
    /// `.widgetURL(_:)`.
    case widgetURL(String?)
    /// `.redacted(reason:)` by `RedactionReasons` raw value.
    case redacted(Int)
    /// `.unredacted()`.
    case unredacted
    /// `.privacySensitive(_:)`.
    case privacySensitive(Bool)
    /// `.widgetAccentable(_:)`.
    case widgetAccentable(Bool)
    /// `.tint(_:)`.
    case tint(ColorValue?)
    /// `.id(_:)` by the identifier's description.
    case id(String)
    /// `Image.resizable()`.
    case resizable
    /// A `Link`'s destination.
    case link(String)
    /// What an interactive `Button` or `Toggle` runs when tapped.
    case intent(IntentInvocation)
    /// `.clipShape(_:)`.
    case clipShape(ShapeKind)
    /// `.layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `.fixedSize(…)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.previewContext(…)`, `.previewDisplayName(…)`, `.previewLayout(…)`: read by `widgetkit preview`,
    /// drawn as their content.
    case preview(PreviewMarker)

    // Layout adjustments: aspect ratios, offsets, positions, transforms, z-order, alignment guides,
    // coordinate spaces, grid cells and truncation.
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: width over height (nil:
    /// the view's ideal ratio) and `fit` or `fill`.
    case aspectRatio(Double?, contentMode: String)
    /// `.offset(x:y:)`: drawn moved, laid out where it was.
    case offset(x: Double, y: Double)
    /// `.position(x:y:)`: the view's centre at this point of the space offered.
    case position(x: Double, y: Double)
    /// `.rotationEffect(_:anchor:)`, in degrees clockwise.
    case rotationEffect(degrees: Double, anchor: UnitPoint)
    /// `.scaleEffect(…)`.
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// `.zIndex(_:)`.
    case zIndex(Double)
    /// `.alignmentGuide(_:computeValue:)`: the guide (horizontal or vertical, by name) and its value.
    case alignmentGuide(horizontal: Bool, guide: String, value: LinearValue)
    /// `.coordinateSpace(name:)` / `.coordinateSpace(_:)`, by `CoordinateSpace.archiveName`.
    case coordinateSpace(String)
    /// `.gridCellColumns(_:)`.
    case gridCellColumns(Int)
    /// `.gridColumnAlignment(_:)` by `HorizontalAlignment` name.
    case gridColumnAlignment(String)
    /// `.gridCellUnsizedAxes(_:)`.
    case gridCellUnsizedAxes(horizontal: Bool, vertical: Bool)
    /// `.gridCellAnchor(_:)`.
    case gridCellAnchor(UnitPoint)
    /// `.truncationMode(_:)`: `head`, `middle` or `tail`.
    case truncationMode(String)
    // WidgetKit specifics.
    /// `.widgetLabel(…)`: the label the host draws around an accessory widget.
    case widgetLabel(ViewNode)
    /// A WidgetKit modifier recorded for what it says, drawn as its content.
    case widgetMarker(WidgetMarker)
    /// `accessibilityLabel`, `accessibilityHint`, `accessibilityValue`, `accessibilityHidden`,
    /// `accessibilityIdentifier`: what assistive technology is told (ARIA attributes in HTML).
    case accessibility(AccessibilityValue)
    /// `.colorInvert()`.
    case colorInvert
}

extension ViewModifierValue {
    /// The same modifier with `transform` applied to its lengths, opacities and secondary views.
    func mappingLengths(_ transform: (Double) -> Double) -> ViewModifierValue {
        func map(_ value: Double?) -> Double? { value.map(transform) }
        switch self {
        case .background(let node, let alignment):
            return .background(node.mappingLengths(transform), alignment: alignment)
        case .overlay(let node, let alignment):
            return .overlay(node.mappingLengths(transform), alignment: alignment)
        case .containerBackground(let node, let placement):
            return .containerBackground(node.mappingLengths(transform), placement: placement)
        case .padding(let top, let leading, let bottom, let trailing):
            return .padding(top: map(top), leading: map(leading), bottom: map(bottom), trailing: map(trailing))
        case .frame(let width, let height, let alignment):
            return .frame(width: map(width), height: map(height), alignment: alignment)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            return .flexibleFrame(
                minWidth: map(minW), idealWidth: map(idealW), maxWidth: map(maxW), minHeight: map(minH),
                idealHeight: map(idealH), maxHeight: map(maxH), alignment: alignment)
        case .cornerRadius(let radius):
            return .cornerRadius(transform(radius))
        case .opacity(let opacity):
            return .opacity(transform(opacity))
        case .minimumScaleFactor(let factor):
            return .minimumScaleFactor(transform(factor))
        case .layoutPriority(let priority):
            return .layoutPriority(transform(priority))
        case .clipShape(let kind):
            return .clipShape(kind.mappingLengths(transform))
        case .font, .fontWeight, .bold, .italic, .monospacedDigit, .foregroundColor, .lineLimit,
            .multilineTextAlignment, .widgetURL, .redacted, .unredacted, .privacySensitive, .widgetAccentable, .tint,
            .id, .resizable, .link, .intent, .fixedSize, .preview:
            return self
        case .aspectRatio(let ratio, let contentMode):
            return .aspectRatio(map(ratio), contentMode: contentMode)
        case .offset(let x, let y):
            return .offset(x: transform(x), y: transform(y))
        case .position(let x, let y):
            return .position(x: transform(x), y: transform(y))
        case .rotationEffect(let degrees, let anchor):
            return .rotationEffect(degrees: transform(degrees), anchor: anchor)
        case .scaleEffect(let x, let y, let anchor):
            return .scaleEffect(x: transform(x), y: transform(y), anchor: anchor)
        case .zIndex(let value):
            return .zIndex(transform(value))
        case .alignmentGuide(let horizontal, let guide, let value):
            return .alignmentGuide(horizontal: horizontal, guide: guide, value: value.mappingLengths(transform))
        case .widgetLabel(let node):
            return .widgetLabel(node.mappingLengths(transform))
        case .coordinateSpace, .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes, .gridCellAnchor,
            .truncationMode, .widgetMarker:
            return self
        case .accessibility, .colorInvert:
            return self
        }
    }
}
