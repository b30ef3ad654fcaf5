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

    // WidgetKit specifics.
    /// `.widgetLabel(…)`: the label the host draws around an accessory widget.
    case widgetLabel(ViewNode)
    /// A WidgetKit modifier recorded for what it says, drawn as its content.
    case widgetMarker(WidgetMarker)
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
        case .widgetLabel(let node):
            return .widgetLabel(node.mappingLengths(transform))
        case .widgetMarker:
            return self
        }
    }
}
