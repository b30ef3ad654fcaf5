import Foundation
import WidgetUI

/// Where a view goes in a `Grid`: what `gridCellColumns`, `gridColumnAlignment`,
/// `gridCellUnsizedAxes` and `gridCellAnchor` said.
struct GridCellTraits: Hashable {
    var columns = 1
    var columnAlignment: String?
    var unsizedHorizontally = false
    var unsizedVertically = false
    var anchor: UnitPoint?
}

/// What a view's edge asks of the spacing next to it: text (lines of text touch), anything else,
/// or nothing (a spacer).
enum EdgeSpacing {
    case text, other, none

    /// The spacing of edges merged into one (a stack's side): text only if all of them are text.
    static func union(_ edges: some Sequence<EdgeSpacing>) -> EdgeSpacing {
        var result = EdgeSpacing.none
        for edge in edges where edge != .none {
            if edge == .other { return .other }
            result = .text
        }
        return result
    }
}

/// The text-spacing character of a view's four edges, passed up as SwiftUI passes spacing
/// preferences: through effects and modifiers; not through an edge that padding or a frame
/// constrains (iOS 15 and later); stacks take their first and last views' ends and the union of
/// their sides.
struct SpacingEdges {
    var top: EdgeSpacing
    var leading: EdgeSpacing
    var bottom: EdgeSpacing
    var trailing: EdgeSpacing

    init(all value: EdgeSpacing) {
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    init(of node: LayoutNode) {
        self.init(all: .other)
        switch node.kind {
        case .text:
            self = SpacingEdges(all: .text)
        case .spacer, .empty:
            self = SpacingEdges(all: .none)
        case .effect, .fixedSize, .background, .overlay, .offset, .transform, .alignmentGuide, .coordinateSpace,
            .aspectRatio, .timeline:
            self = node.children.first?.spacingEdges ?? SpacingEdges(all: .none)
        case .padding(let top, let leading, let bottom, let trailing):
            self = node.children[0].spacingEdges
            if top != 0 { self.top = .other }
            if leading != 0 { self.leading = .other }
            if bottom != 0 { self.bottom = .other }
            if trailing != 0 { self.trailing = .other }
        case .frame(let width, let height, _):
            self = node.children[0].spacingEdges
            if width != nil { resetHorizontal() }
            if height != nil { resetVertical() }
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            self = node.children[0].spacingEdges
            if minW != nil || idealW != nil || maxW != nil { resetHorizontal() }
            if minH != nil || idealH != nil || maxH != nil { resetVertical() }
        case .stack(let axis, _, _), .lazyStack(let axis, _, _):
            guard let first = node.children.first, let last = node.children.last else {
                self = SpacingEdges(all: .none)
                return
            }
            let sides = node.children.map(\.spacingEdges)
            if axis == .vertical {
                top = first.spacingEdges.top
                bottom = last.spacingEdges.bottom
                leading = .union(sides.map(\.leading))
                trailing = .union(sides.map(\.trailing))
            } else {
                leading = first.spacingEdges.leading
                trailing = last.spacingEdges.trailing
                top = .union(sides.map(\.top))
                bottom = .union(sides.map(\.bottom))
            }
        case .zstack:
            let sides = node.children.map(\.spacingEdges)
            top = .union(sides.map(\.top))
            leading = .union(sides.map(\.leading))
            bottom = .union(sides.map(\.bottom))
            trailing = .union(sides.map(\.trailing))
        case .image, .shape, .progress, .divider, .geometryReader, .viewThatFits, .lazyGrid, .grid, .gridRow,
            .position, .meter:
            break
        }
    }

    private mutating func resetHorizontal() {
        leading = .other
        trailing = .other
    }

    private mutating func resetVertical() {
        top = .other
        bottom = .other
    }
}

extension LayoutNode {
    /// Whether the node wraps one view with a modifier (its first child), so traits pass out through it.
    var isModifier: Bool {
        switch kind {
        case .padding, .frame, .flexibleFrame, .fixedSize, .background, .overlay, .effect, .aspectRatio, .offset,
            .position, .transform, .alignmentGuide, .coordinateSpace:
            true
        default:
            false
        }
    }

    /// The node with the traits of the view it modifies, where it set none itself: a stack sees a
    /// modified view's `layoutPriority`, `zIndex` and grid placement, as in SwiftUI.
    func inheritingTraits() -> LayoutNode {
        guard isModifier, let child = children.first else { return self }
        if layoutPriority == 0 { layoutPriority = child.layoutPriority }
        if zIndex == 0 { zIndex = child.zIndex }
        if gridCell == nil { gridCell = child.gridCell }
        return self
    }

    /// Whether an alignment guide is set on this node or anything inside it (each child's answer is
    /// worked out once, in `containsAlignmentGuide`).
    var hasAlignmentGuide: Bool {
        if case .alignmentGuide = kind { return true }
        return children.contains { $0.containsAlignmentGuide }
    }
}

extension LayoutTreeBuilder {
    /// Geometry readers, views that fit, lazy stacks and grids.
    mutating func buildLayoutContainer(_ node: ViewNode, style: TextStyle) -> LayoutNode {
        switch node {
        case .geometryReader(let reader):
            return LayoutNode(.geometryReader(reader, style), [build(reader.content, style: style)])
        case .viewThatFits(let horizontal, let vertical, let children):
            return LayoutNode(.viewThatFits(horizontal: horizontal, vertical: vertical), children.map { build($0, style: style) })
        case .lazyStack(let axis, let alignment, let spacing, let children):
            return LayoutNode(.lazyStack(axis, alignment: alignment, spacing: spacing), children.map { build($0, style: style) })
        case .lazyGrid(let axis, let items, let alignment, let spacing, let children):
            return LayoutNode(
                .lazyGrid(axis, items: items, alignment: alignment, spacing: spacing), children.map { build($0, style: style) })
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let rows):
            return LayoutNode(
                .grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
                rows.map { build($0, style: style) })
        case .gridRow(let alignment, let cells):
            return LayoutNode(.gridRow(alignment: alignment), cells.map { build($0, style: style) })
        default:
            return build(node, style: style)
        }
    }

    /// Aspect ratios, offsets, positions, transforms, z-order, alignment guides, coordinate spaces,
    /// grid cells and truncation.
    mutating func layoutAdjustment(_ modifier: ViewModifierValue, _ child: ViewNode, style: TextStyle) -> LayoutNode {
        func wrap(_ kind: LayoutNode.Kind) -> LayoutNode {
            LayoutNode(kind, [build(child, style: style)])
        }
        func cell(_ change: (inout GridCellTraits) -> Void) -> LayoutNode {
            let node = build(child, style: style)
            var traits = node.gridCell ?? GridCellTraits()
            change(&traits)
            node.gridCell = traits
            return node
        }
        switch modifier {
        case .aspectRatio(let ratio, let contentMode):
            return wrap(.aspectRatio(ratio, fill: contentMode == "fill"))
        case .offset(let x, let y):
            return wrap(.offset(x: x, y: y))
        case .position(let x, let y):
            return wrap(.position(x: x, y: y))
        case .rotationEffect(let degrees, let anchor):
            return wrap(.transform(degrees: degrees, scaleX: 1, scaleY: 1, anchor: anchor))
        case .scaleEffect(let x, let y, let anchor):
            return wrap(.transform(degrees: 0, scaleX: x, scaleY: y, anchor: anchor))
        case .zIndex(let value):
            let node = build(child, style: style)
            node.zIndex = value
            return node
        case .alignmentGuide(let horizontal, let guide, let value):
            return wrap(.alignmentGuide(horizontal: horizontal, guide: guide, value: value))
        case .coordinateSpace(let name):
            return wrap(.coordinateSpace(name))
        case .gridCellColumns(let count):
            return cell { $0.columns = max(1, count) }
        case .gridColumnAlignment(let alignment):
            return cell { $0.columnAlignment = alignment }
        case .gridCellUnsizedAxes(let horizontal, let vertical):
            return cell {
                $0.unsizedHorizontally = horizontal
                $0.unsizedVertically = vertical
            }
        case .gridCellAnchor(let anchor):
            return cell { $0.anchor = anchor }
        case .truncationMode(let mode):
            var inner = style
            inner.truncationMode = mode
            return build(child, style: inner)
        default:
            return build(child, style: style)
        }
    }
}
