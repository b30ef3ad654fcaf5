/// One node of a resolved view tree. Not in SwiftUI.
///
/// Built-in views become leaves and containers; modifiers wrap their content in `modified` nodes,
/// outermost first; custom views leave no node of their own (their body is inlined); groups and
/// tuples inside stacks are spliced into the stack's children.
///
/// ```swift
/// // Text("x").padding(8).frame(width: 100) resolves to
/// .modified(.frame(width: 100, height: nil, alignment: "center"),
///           .modified(.padding(top: 8, leading: 8, bottom: 8, trailing: 8),
///                     .text([.literal("x", style: nil)])))
/// ```
package indirect enum ViewNode: Codable, Hashable, Sendable {
    /// Nothing (an `EmptyView`, a false `if`, a nil optional).
    case empty
    /// A `Text`: its runs in order.
    case text([TextRun])
    /// An `Image`.
    case image(ImageSource)
    /// A `Color` filling its frame.
    case color(ColorValue)
    /// A shape, filled and/or stroked; neither means filled with the foreground colour.
    case shape(ShapeKind, fill: PaintValue?, stroke: StrokeValue?)
    /// A `ProgressView` (a bar) or `Gauge`.
    case progress(ProgressValue, gauge: Bool)
    /// A `Spacer`, with its minimum length (nil: the system spacing).
    case spacer(minLength: Double?)
    /// A `Divider`.
    case divider
    /// A `VStack` or `HStack`: alignment name, spacing (nil: system spacing) and children in order.
    case stack(axis: StackAxis, alignment: String, spacing: Double?, children: [ViewNode])
    /// A `ZStack`: alignment name (`center`, `top-leading`, …) and children from back to front.
    case zstack(alignment: String, children: [ViewNode])
    /// Several views outside a stack (a `Group`, a `TupleView`, a `ForEach`). Never nested, never
    /// holding `empty` nodes, and with at least two children.
    case group([ViewNode])
    /// A view with a modifier applied.
    case modified(ViewModifierValue, ViewNode)

    // Layout containers: geometry readers, views that fit, lazy stacks and grids.
    /// A `GeometryReader`: its content as resolved for the reader's geometry (see `GeometryContent`).
    case geometryReader(GeometryContent)
    /// A `ViewThatFits`: the axes it fits along and its candidates, in order of preference.
    case viewThatFits(horizontal: Bool, vertical: Bool, children: [ViewNode])
    /// A `LazyVStack` or `LazyHStack`: a stack that takes the whole length offered across its axis.
    case lazyStack(axis: StackAxis, alignment: String, spacing: Double?, children: [ViewNode])
    /// A `LazyVGrid` (axis vertical: `items` are its columns) or `LazyHGrid` (horizontal: its rows),
    /// with the alignment of its content, the spacing between its lines, and its cells in order.
    case lazyGrid(axis: StackAxis, items: [GridItemValue], alignment: String, spacing: Double?, children: [ViewNode])
    /// A `Grid`: its cells' alignment, its spacings and its rows; a child that is not a `gridRow`
    /// spans every column.
    case grid(alignment: String, horizontalSpacing: Double?, verticalSpacing: Double?, rows: [ViewNode])
    /// A `GridRow`: its cells' vertical alignment (nil: the grid's) and its cells.
    case gridRow(alignment: String?, cells: [ViewNode])
    // WidgetKit specifics: styled gauges and progress views, and timeline views.
    /// A gauge's or styled progress view's graphic (a ring, an arc or a bar) drawn in its frame; its
    /// labels are ordinary nodes around it.
    case meter(MeterValue)
    /// A `TimelineView`'s content for each date of its schedule, in date order: the renderer shows the
    /// last whose date has come (the first before any).
    case timeline([DatedNode])
}

extension ViewNode {
    /// A group of nodes in canonical form: nested groups spliced in and empty nodes dropped; no
    /// children gives `empty` and one child gives that child.
    package static func group(flattening children: [ViewNode]) -> ViewNode {
        let flat = children.flatMap(\.flattened)
        switch flat.count {
        case 0: return .empty
        case 1: return flat[0]
        default: return .group(flat)
        }
    }

    /// The nodes this node stands for in a list of children: a group's children, nothing for
    /// `empty`, otherwise the node itself.
    package var flattened: [ViewNode] {
        switch self {
        case .group(let children): children.flatMap(\.flattened)
        case .empty: []
        default: [self]
        }
    }

    /// Appends the visible text of this node, in reading order, one part per `Text`.
    func collectText(into parts: inout [String]) {
        switch self {
        case .text(let runs):
            let text = runs.map(\.displayText).joined()
            if !text.isEmpty { parts.append(text) }
        case .stack(_, _, _, let children), .zstack(_, let children), .group(let children):
            for child in children { child.collectText(into: &parts) }
        case .modified(.background(let background, _), let child):
            background.collectText(into: &parts)
            child.collectText(into: &parts)
        case .modified(.overlay(let overlay, _), let child):
            child.collectText(into: &parts)
            overlay.collectText(into: &parts)
        case .modified(.widgetLabel(let label), let child):
            child.collectText(into: &parts)
            label.collectText(into: &parts)
        case .modified(_, let child):
            child.collectText(into: &parts)
        case .empty, .image, .color, .shape, .progress, .spacer, .divider:
            break
        case .geometryReader(let reader):
            reader.content.collectText(into: &parts)
        case .viewThatFits(_, _, let children), .lazyStack(_, _, _, let children), .lazyGrid(_, _, _, _, let children),
            .grid(_, _, _, let children), .gridRow(_, let children):
            for child in children { child.collectText(into: &parts) }
        case .meter:
            break
        case .timeline(let dated):
            dated.first?.node.collectText(into: &parts)
        }
    }

    /// The same tree with `transform` applied to every length, opacity and fraction, and to the other
    /// numbers a view's geometry can set (angles, scale factors, priorities, a geometry reader's
    /// samples and coefficients); not to colour components or dates.
    func mappingLengths(_ transform: (Double) -> Double) -> ViewNode {
        func map(_ value: Double?) -> Double? { value.map(transform) }
        switch self {
        case .empty, .text, .image, .color, .divider:
            return self
        case .shape(let kind, let fill, let stroke):
            return .shape(
                kind.mappingLengths(transform), fill: fill,
                stroke: stroke.map { stroke in
                    var scaled = stroke
                    scaled.lineWidth = transform(stroke.lineWidth)
                    scaled.dash = stroke.dash?.map(transform)
                    scaled.dashPhase = stroke.dashPhase.map(transform)
                    return scaled
                })
        case .progress(.fraction(let fraction), let gauge):
            return .progress(.fraction(transform(fraction)), gauge: gauge)
        case .progress:
            return self
        case .spacer(let minLength):
            return .spacer(minLength: map(minLength))
        case .stack(let axis, let alignment, let spacing, let children):
            return .stack(
                axis: axis, alignment: alignment, spacing: map(spacing),
                children: children.map { $0.mappingLengths(transform) })
        case .zstack(let alignment, let children):
            return .zstack(alignment: alignment, children: children.map { $0.mappingLengths(transform) })
        case .group(let children):
            return .group(children.map { $0.mappingLengths(transform) })
        case .modified(let modifier, let child):
            return .modified(modifier.mappingLengths(transform), child.mappingLengths(transform))
        case .geometryReader(let reader):
            return .geometryReader(reader.mappingLengths(transform))
        case .viewThatFits(let horizontal, let vertical, let children):
            return .viewThatFits(
                horizontal: horizontal, vertical: vertical, children: children.map { $0.mappingLengths(transform) })
        case .lazyStack(let axis, let alignment, let spacing, let children):
            return .lazyStack(
                axis: axis, alignment: alignment, spacing: map(spacing),
                children: children.map { $0.mappingLengths(transform) })
        case .lazyGrid(let axis, let items, let alignment, let spacing, let children):
            return .lazyGrid(
                axis: axis, items: items.map { $0.mappingLengths(transform) }, alignment: alignment,
                spacing: map(spacing), children: children.map { $0.mappingLengths(transform) })
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let rows):
            return .grid(
                alignment: alignment, horizontalSpacing: map(horizontalSpacing), verticalSpacing: map(verticalSpacing),
                rows: rows.map { $0.mappingLengths(transform) })
        case .gridRow(let alignment, let cells):
            return .gridRow(alignment: alignment, cells: cells.map { $0.mappingLengths(transform) })
        case .meter(var meter):
            if case .fraction(let fraction) = meter.progress { meter.progress = .fraction(transform(fraction)) }
            return .meter(meter)
        case .timeline(let dated):
            return .timeline(dated.map { DatedNode(date: $0.date, node: $0.node.mappingLengths(transform)) })
        }
    }
}
