import Foundation
import WidgetUI

/// Text styling after inheritance: what a `Text` ends up drawn with.
struct TextStyle: Hashable {
    var font: FontValue = FontValue(style: "body")
    var color: ColorValue? = nil
    var lineLimit: Int? = nil
    var alignment: TextAlignment = .leading
    var minimumScaleFactor: Double = 1
    var redacted = false
    /// Where a line that doesn't fit is cut: `head`, `middle` or `tail`.
    var truncationMode = "tail"
    /// Inside `.redacted(reason: .privacy)`: views marked `privacySensitive()` are redacted.
    var privacyRedacted = false

    /// The style with its font shrunk by `factor`.
    func scaled(_ factor: Double) -> TextStyle {
        guard factor != 1 else { return self }
        var style = self
        style.font.size = TextEngine.metrics(for: font).size * factor
        style.font.weight = style.font.weight ?? {
            let weight = TextEngine.metrics(for: font).weight
            return weight == 600 ? "semibold" : weight == 700 ? "bold" : nil
        }()
        return style
    }
}

/// A view ready for layout: the archive's tree with inherited styles pushed down to the leaves.
/// A class, so sizes measured for a proposal can be cached on it during one layout pass.
final class LayoutNode {
    enum Kind {
        case empty
        case text([TextRun], TextStyle)
        case image(ImageSource, resizable: Bool, TextStyle)
        case shape(ShapeKind, fill: PaintValue?, stroke: StrokeValue?, foreground: ColorValue?)
        case progress(ProgressValue, gauge: Bool, tint: ColorValue?)
        case spacer(minLength: Double?)
        case divider
        case stack(StackAxis, alignment: String, spacing: Double?)
        case zstack(alignment: String)
        case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
        case frame(width: Double?, height: Double?, alignment: String)
        case flexibleFrame(
            minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
            maxHeight: Double?, alignment: String)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// Children: [content, secondary]; the secondary is sized to the content.
        case background(alignment: String)
        case overlay(alignment: String)
        /// Layout-transparent effects drawn around the single child.
        case effect(Effect)

        // Geometry readers, views that fit, lazy stacks, grids and layout adjustments.
        /// Children: [the content made for the reader's sample geometry]; the style is what content
        /// made for another geometry inherits.
        case geometryReader(GeometryContent, TextStyle)
        /// Children: the candidates, in order of preference.
        case viewThatFits(horizontal: Bool, vertical: Bool)
        case lazyStack(StackAxis, alignment: String, spacing: Double?)
        /// Children: the cells, in order.
        case lazyGrid(StackAxis, items: [GridItemValue], alignment: String, spacing: Double?)
        /// Children: `gridRow` nodes and views that span every column.
        case grid(alignment: String, horizontalSpacing: Double?, verticalSpacing: Double?)
        case gridRow(alignment: String?)
        /// Width over height (nil: the child's ideal ratio); fill or fit.
        case aspectRatio(Double?, fill: Bool)
        /// Drawn moved; laid out as the child.
        case offset(x: Double, y: Double)
        /// The child's centre at this point; takes the space offered.
        case position(x: Double, y: Double)
        /// Drawn turned (degrees clockwise) and scaled around a unit point of its frame; laid out as the child.
        case transform(degrees: Double, scaleX: Double, scaleY: Double, anchor: UnitPoint)
        /// An explicit alignment guide of the child.
        case alignmentGuide(horizontal: Bool, guide: String, value: LinearValue)
        /// A named coordinate space, by `CoordinateSpace.archiveName`.
        case coordinateSpace(String)
        // WidgetKit specifics.
        /// A gauge's or styled progress view's graphic.
        case meter(MeterValue, foreground: ColorValue?)
        /// A `TimelineView`: children are its content for each date (seconds since 1970); the one due at
        /// the render date is shown.
        case timeline(dates: [Double])
    }

    enum Effect {
        case opacity(Double)
        case cornerRadius(Double)
        case clip(ShapeKind)
        case link(String)
        /// An interactive button's or toggle's region.
        case intent(IntentInvocation)
        /// `widgetAccentable()`: in the accented rendering mode, drawn in the accent colour.
        case accentable
        /// What assistive technology is told: ARIA attributes in HTML, nothing drawn.
        case accessibility(AccessibilityValue)
        /// `colorInvert()`: every colour inside turned to its opposite.
        case colorInvert
    }

    let kind: Kind
    var children: [LayoutNode]
    var layoutPriority: Double = 0
    var cache: [ProposedSize: Size] = [:]
    /// Drawing order among siblings (`zIndex`); like `layoutPriority`, it passes out through modifiers.
    var zIndex: Double = 0
    /// Where the view goes in a `Grid` (`gridCellColumns`, …); passes out through modifiers.
    var gridCell: GridCellTraits?
    /// Whether an alignment guide is set anywhere inside (explicit guides then need working out).
    lazy var containsAlignmentGuide: Bool = hasAlignmentGuide
    /// For text: its baselines, by proposal, measured during one layout pass.
    var baselines: [ProposedSize: TextBaselines] = [:]
    /// The text-spacing character of each edge, worked out once.
    lazy var spacingEdges: SpacingEdges = SpacingEdges(of: self)

    init(_ kind: Kind, _ children: [LayoutNode] = []) {
        self.kind = kind
        self.children = children
    }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    /// Whether the node draws something itself (not only through its children): what a painting pass
    /// of the accented mode filters.
    var isDrawnLeaf: Bool {
        switch kind {
        case .text, .image, .shape, .progress, .divider, .meter: true
        default: false
        }
    }
}

/// Everything the widget's root says about the widget itself, found while building the tree.
struct WidgetDecorations {
    var containerBackground: LayoutNode?
    var widgetURL: String?
    /// The outermost `widgetLabel`, drawn around an accessory widget.
    var widgetLabel: LayoutNode?
}

/// Builds layout nodes from an archive's view nodes, pushing styles down.
struct LayoutTreeBuilder {
    var decorations = WidgetDecorations()

    mutating func build(_ node: ViewNode, style: TextStyle) -> LayoutNode {
        switch node {
        case .empty:
            return LayoutNode(.empty)
        case .text(let runs):
            // Styles set on the Text itself apply over inherited ones: to the whole text when every
            // run has the same, otherwise run by run (see LayoutEngine.spans).
            var textStyle = style
            let runStyles = runs.map(\.runStyle)
            if let run = runStyles.first ?? nil, runStyles.allSatisfy({ $0 == run }) {
                if let font = run.font { textStyle.font = font }
                if let weight = run.weight { textStyle.font.weight = weight }
                if run.italic == true { textStyle.font.italic = true }
                if run.monospacedDigit == true { textStyle.font.monospacedDigit = true }
                if let color = run.color { textStyle.color = color }
                return LayoutNode(.text(runs.map { $0.keepingDecorations }, textStyle))
            }
            return LayoutNode(.text(runs, textStyle))
        case .image(let source):
            return LayoutNode(.image(source, resizable: false, style))
        case .color(let color):
            return LayoutNode(.shape(.rectangle, fill: .color(color), stroke: nil, foreground: style.color))
        case .shape(let kind, let fill, let stroke):
            return LayoutNode(.shape(kind, fill: fill, stroke: stroke, foreground: style.color))
        case .progress(let value, let gauge):
            return LayoutNode(.progress(value, gauge: gauge, tint: style.color))
        case .spacer(let minLength):
            return LayoutNode(.spacer(minLength: minLength))
        case .divider:
            return LayoutNode(.divider)
        case .stack(let axis, let alignment, let spacing, let children):
            return LayoutNode(.stack(axis, alignment: alignment, spacing: spacing), children.map { build($0, style: style) })
        case .zstack(let alignment, let children):
            return LayoutNode(.zstack(alignment: alignment), children.map { build($0, style: style) })
        case .group(let children):
            // A group outside a stack lays its views out like a VStack with no spacing… in a
            // ZStack, as SwiftUI does for the root of a body with several views.
            if children.count == 1 { return build(children[0], style: style) }
            return LayoutNode(.zstack(alignment: "center"), children.map { build($0, style: style) })
        case .modified(let modifier, let child):
            return modified(modifier, child, style: style).inheritingTraits()
        case .geometryReader, .viewThatFits, .lazyStack, .lazyGrid, .grid, .gridRow:
            return buildLayoutContainer(node, style: style)
        case .meter(let meter):
            return LayoutNode(.meter(meter, foreground: style.color))
        case .timeline(let dated):
            return LayoutNode(.timeline(dates: dated.map(\.date)), dated.map { build($0.node, style: style) })
        }
    }

    private mutating func modified(_ modifier: ViewModifierValue, _ child: ViewNode, style: TextStyle) -> LayoutNode {
        var inner = style
        switch modifier {
        case .font(let font):
            if let font { inner.font = font }
            return build(child, style: inner)
        case .fontWeight(let weight):
            inner.font.weight = weight
            return build(child, style: inner)
        case .bold:
            inner.font.weight = "bold"
            return build(child, style: inner)
        case .italic:
            inner.font.italic = true
            return build(child, style: inner)
        case .monospacedDigit:
            inner.font.monospacedDigit = true
            return build(child, style: inner)
        case .foregroundColor(let color), .tint(let color):
            inner.color = color
            return build(child, style: inner)
        case .lineLimit(let limit):
            inner.lineLimit = limit
            return build(child, style: inner)
        case .multilineTextAlignment(let alignment):
            inner.alignment = TextAlignment(name: alignment) ?? .leading
            return build(child, style: inner)
        case .minimumScaleFactor(let factor):
            inner.minimumScaleFactor = factor
            return build(child, style: inner)
        case .redacted(let reasons):
            // A placeholder redacts everything; privacy only what is marked privacySensitive().
            let reasons = RedactionReasons(rawValue: reasons)
            if reasons.contains(.placeholder) { inner.redacted = true }
            if reasons.contains(.privacy) { inner.privacyRedacted = true }
            return build(child, style: inner)
        case .unredacted:
            inner.redacted = false
            inner.privacyRedacted = false
            return build(child, style: inner)
        case .resizable:
            if case .image(let source) = child { return LayoutNode(.image(source, resizable: true, style)) }
            return build(child, style: style)
        case .background(let secondary, let alignment):
            return LayoutNode(.background(alignment: alignment), [build(child, style: style), build(secondary, style: style)])
        case .overlay(let secondary, let alignment):
            return LayoutNode(.overlay(alignment: alignment), [build(child, style: style), build(secondary, style: style)])
        case .padding(let top, let leading, let bottom, let trailing):
            return LayoutNode(
                .padding(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0),
                [build(child, style: style)])
        case .frame(let width, let height, let alignment):
            return LayoutNode(.frame(width: width, height: height, alignment: alignment), [build(child, style: style)])
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            return LayoutNode(
                .flexibleFrame(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH,
                               maxHeight: maxH, alignment: alignment),
                [build(child, style: style)])
        case .fixedSize(let horizontal, let vertical):
            return LayoutNode(.fixedSize(horizontal: horizontal, vertical: vertical), [build(child, style: style)])
        case .layoutPriority(let priority):
            let node = build(child, style: style)
            node.layoutPriority = priority
            return node
        case .cornerRadius(let radius):
            return LayoutNode(.effect(.cornerRadius(radius)), [build(child, style: style)])
        case .clipShape(let shape):
            return LayoutNode(.effect(.clip(shape)), [build(child, style: style)])
        case .opacity(let value):
            return LayoutNode(.effect(.opacity(value)), [build(child, style: style)])
        case .link(let url):
            return LayoutNode(.effect(.link(url)), [build(child, style: style)])
        case .intent(let invocation):
            return LayoutNode(.effect(.intent(invocation)), [build(child, style: style)])
        case .widgetURL(let url):
            if let url, decorations.widgetURL == nil { decorations.widgetURL = url }
            return build(child, style: style)
        case .containerBackground(let background, _):
            if decorations.containerBackground == nil {
                decorations.containerBackground = build(background, style: style)
            }
            return build(child, style: style)
        case .id, .preview:
            return build(child, style: style)
        case .privacySensitive(let sensitive):
            if sensitive && inner.privacyRedacted { inner.redacted = true }
            return build(child, style: inner)
        case .widgetAccentable(let accentable):
            let node = build(child, style: style)
            return accentable ? LayoutNode(.effect(.accentable), [node]) : node
        case .widgetLabel(let label):
            if decorations.widgetLabel == nil { decorations.widgetLabel = build(label, style: style) }
            return build(child, style: style)
        case .widgetMarker:
            return build(child, style: style)
        case .accessibility(let value):
            return LayoutNode(.effect(.accessibility(value)), [build(child, style: style)])
        case .colorInvert:
            return LayoutNode(.effect(.colorInvert), [build(child, style: style)])
        case .aspectRatio, .offset, .position, .rotationEffect, .scaleEffect, .zIndex, .alignmentGuide,
            .coordinateSpace, .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes, .gridCellAnchor,
            .truncationMode:
            return layoutAdjustment(modifier, child, style: style)
        }
    }
}
