import Foundation
import WidgetUI

// Layout of geometry readers, views that fit, lazy stacks, grids and layout adjustments, and the
// alignment guides stacks, frames and grids line views up by.

extension LayoutEngine {
    // MARK: - Sizing

    /// The size of a node of one of the kinds this file lays out.
    func layoutSize(_ node: LayoutNode, _ proposal: ProposedSize) -> Size {
        switch node.kind {
        case .geometryReader:
            // Greedy: the whole proposal; an unspecified dimension is the ideal 10 points.
            return Size(width: proposal.width ?? Self.idealShapeLength, height: proposal.height ?? Self.idealShapeLength)
        case .position:
            // The whole proposal; an unspecified dimension is the child's.
            let child = proposal.width == nil || proposal.height == nil ? size(node.children[0], proposal) : .zero
            return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
        case .viewThatFits:
            guard let chosen = fittingChild(node, proposal) else { return .zero }
            return size(chosen, proposal)
        case .lazyStack(let axis, _, let spacing):
            let layout = stackLayout(node, axis: axis == .horizontal ? .horizontal : .vertical, spacing: spacing, proposal: proposal)
            return layout.size
        case .lazyGrid:
            return lazyGridLayout(node, proposal).size
        case .grid:
            return gridLayout(node, proposal).size
        case .gridRow:
            // A row outside a grid lays its cells out like an HStack.
            return stackLayout(node, axis: .horizontal, spacing: nil, proposal: proposal).size
        case .aspectRatio(let ratio, let fill):
            return size(node.children[0], aspectProposal(node.children[0], ratio: ratio, fill: fill, proposal))
        case .offset, .transform, .alignmentGuide, .coordinateSpace:
            return size(node.children[0], proposal)
        default:
            return .zero
        }
    }

    /// What a flexible frame proposes to its child when placing it: its own size, or nothing on an
    /// axis the parent left unspecified where the frame has no ideal length and its size is strictly
    /// between its limits (SwiftUI's rule since iOS 17).
    ///
    /// On an axis the frame leaves alone, the child is offered what the frame was offered: the frame's
    /// size there is the child's, which the child chooses again for the same offer (and the size the
    /// child measured for it is reused).
    func flexiblePlacementProposal(
        _ proposal: ProposedSize, own: Size, _ minW: Double?, _ idealW: Double?, _ maxW: Double?, _ minH: Double?,
        _ idealH: Double?, _ maxH: Double?
    ) -> ProposedSize {
        func axis(_ proposed: Double?, _ size: Double, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
            if minimum == nil && ideal == nil && maximum == nil { return proposed }
            guard ideal == nil, proposed == nil, (minimum ?? -.infinity) < size, size < (maximum ?? .infinity) else {
                return size
            }
            return nil
        }
        return ProposedSize(
            width: axis(proposal.width, own.width, minW, idealW, maxW),
            height: axis(proposal.height, own.height, minH, idealH, maxH))
    }

    /// The candidate of a `ViewThatFits` that it shows for a proposal: the first whose ideal size
    /// on the constrained axes fits, else the last.
    func fittingChild(_ node: LayoutNode, _ proposal: ProposedSize) -> LayoutNode? {
        guard case .viewThatFits(let horizontal, let vertical) = node.kind else { return nil }
        let tolerance = 0.001
        for child in node.children.dropLast() {
            let ideal = size(child, ProposedSize(
                width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + tolerance } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + tolerance } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return node.children.last
    }

    /// What `aspectRatio` proposes to its child: the largest (fit) or smallest (fill) size of the
    /// ratio that fits in or covers the proposal. Nothing proposed stays nothing.
    func aspectProposal(_ child: LayoutNode, ratio: Double?, fill: Bool, _ proposal: ProposedSize) -> ProposedSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var shape = ratio.map { Size(width: $0, height: 1) } ?? size(child, .unspecified)
        if shape.width == shape.height { shape = Size(width: 1, height: 1) }
        func scale(_ target: Double?, _ length: Double) -> Double? {
            guard let target else { return nil }
            if length == 0 { return target == 0 ? nil : .infinity }
            return target / length
        }
        let scales = [scale(proposal.width, shape.width), scale(proposal.height, shape.height)].compactMap { $0 }
        guard var factor = fill ? scales.max() : scales.min() else { return proposal }
        if !factor.isFinite, let finite = scales.filter(\.isFinite).max() { factor = finite }
        return ProposedSize(width: shape.width * factor, height: shape.height * factor)
    }

    // MARK: - Placing

    /// Places the children of a node of one of the kinds this file lays out.
    func placeLayout(_ node: LayoutNode, _ proposal: ProposedSize, _ placed: PlacedNode) {
        let frame = placed.frame
        let origin = (frame.x, frame.y)
        switch node.kind {
        case .geometryReader(let reader, let style):
            let content = readerContent(node, reader, style: style, frame: frame)
            let inner = ProposedSize(width: frame.width, height: frame.height)
            placed.children.append(place(content, inner, at: origin))
        case .viewThatFits:
            if let chosen = fittingChild(node, proposal) { placed.children.append(place(chosen, proposal, at: origin)) }
        case .lazyStack(let stackAxis, let alignment, let spacing):
            let axis: Axis = stackAxis == .horizontal ? .horizontal : .vertical
            let layout = stackLayout(node, axis: axis, spacing: spacing, proposal: proposal)
            placeStack(node, layout, axis: axis, alignment: alignment, in: frame, placed)
        case .gridRow(let alignment):
            let layout = stackLayout(node, axis: .horizontal, spacing: nil, proposal: proposal)
            placeStack(node, layout, axis: .horizontal, alignment: alignment ?? "center", in: frame, placed)
        case .lazyGrid:
            placeLazyGrid(node, proposal, placed)
        case .grid:
            placeGrid(node, proposal, placed)
        case .aspectRatio(let ratio, let fill):
            let inner = aspectProposal(node.children[0], ratio: ratio, fill: fill, proposal)
            let childSize = size(node.children[0], inner)
            placed.children.append(place(node.children[0], inner, at: align(childSize, in: frame, alignment: "center")))
        case .offset(let x, let y):
            placed.children.append(place(node.children[0], proposal, at: (frame.x + x, frame.y + y)))
        case .position(let x, let y):
            let inner = ProposedSize(width: frame.width, height: frame.height)
            let childSize = size(node.children[0], inner)
            placed.children.append(place(
                node.children[0], inner, at: (frame.x + x - childSize.width / 2, frame.y + y - childSize.height / 2)))
        case .transform, .alignmentGuide:
            placed.children.append(place(node.children[0], proposal, at: origin))
        case .coordinateSpace(let name):
            let saved = namedSpaces[name]
            namedSpaces[name] = origin
            placed.children.append(place(node.children[0], proposal, at: origin))
            namedSpaces[name] = saved
        default:
            break
        }
        sortByZIndex(placed)
    }

    /// Draws children with a higher `zIndex` after (above) the others, keeping their order otherwise.
    func sortByZIndex(_ placed: PlacedNode) {
        guard placed.children.count > 1, placed.children.contains(where: { $0.node.zIndex != 0 }) else { return }
        placed.children = placed.children.enumerated()
            .sorted { ($0.element.node.zIndex, $0.offset) < ($1.element.node.zIndex, $1.offset) }
            .map(\.element)
    }

    /// The content a reader shows in a frame: what the closure made for this geometry, worked out
    /// from the archive when the frame differs from the geometry it was made for.
    private func readerContent(_ node: LayoutNode, _ reader: GeometryContent, style: TextStyle, frame: Rect) -> LayoutNode {
        guard !reader.parameters.isEmpty else { return node.children[0] }
        let values = reader.parameters.map { name -> Double in
            switch name {
            case "width": return frame.width
            case "height": return frame.height
            default:
                // `global.x`, `named:…​.y`: the reader's origin in that space.
                let isX = name.hasSuffix(".x")
                let space = String(name.dropLast(2))
                let origin = space == "global" ? (0.0, 0.0) : namedSpaces[String(space.dropFirst("named:".count))] ?? (0, 0)
                return isX ? frame.x - origin.0 : frame.y - origin.1
            }
        }
        let content = reader.content(for: values)
        guard content != reader.content else { return node.children[0] }
        var builder = LayoutTreeBuilder()
        return builder.build(content, style: style)
    }

    /// Places a stack's children from its layout, lined up across by the alignment.
    func placeStack(_ node: LayoutNode, _ layout: StackResult, axis: Axis, alignment: String, in frame: Rect, _ placed: PlacedNode) {
        var cursor = axis == .horizontal ? frame.x : frame.y
        for (index, child) in node.children.enumerated() {
            let childSize = layout.sizes[index]
            let minorOffset = index < layout.minorOffsets.count ? layout.minorOffsets[index] : 0
            let point = axis == .horizontal ? (cursor, frame.y + minorOffset) : (frame.x + minorOffset, cursor)
            if child.isSpacer || { if case .divider = child.kind { return true } else { return false } }() {
                placed.children.append(PlacedNode(node: child, frame: Rect(origin: point, size: childSize)))
            } else {
                placed.children.append(place(child, layout.proposals[index], at: point))
            }
            cursor += childSize[axis] + (index < layout.spacings.count ? layout.spacings[index] : 0)
        }
    }

    // MARK: - Alignment guides

    /// Where a stack's children go across it, and how long across it is: each child's guide lines up
    /// with the others'; the stack spans them all. A lazy stack spans at least the length offered
    /// across it, with its children lined up in it.
    func minorPlacement(
        _ node: LayoutNode, axis: Axis, sizes: [Size], proposals: [ProposedSize], proposal: ProposedSize
    ) -> (offsets: [Double], extent: Double) {
        let alignment: String
        var fillsMinor = false
        switch node.kind {
        case .stack(_, let name, _): alignment = name
        case .lazyStack(_, let name, _):
            alignment = name
            fillsMinor = true
        case .gridRow(let name): alignment = name ?? "center"
        default: alignment = "center"
        }
        let horizontal = axis == .vertical
        let isBaseline = alignment == "firstTextBaseline" || alignment == "lastTextBaseline"
        var offsets: [Double]
        var extent: Double
        if !isBaseline && !node.children.contains(where: \.containsAlignmentGuide) {
            extent = 0
            for size in sizes { extent = max(extent, size[axis.other]) }
            let fraction = alignment == "leading" || alignment == "top" ? 0.0 : alignment == "trailing" || alignment == "bottom" ? 1 : 0.5
            offsets = [Double](unsafeUninitializedCapacity: sizes.count) { buffer, count in
                for (index, size) in sizes.enumerated() { buffer[index] = (extent - size[axis.other]) * fraction }
                count = sizes.count
            }
        } else {
            let guides = node.children.indices.map { index in
                guideValue(node.children[index], horizontal: horizontal, guide: alignment, size: sizes[index],
                           proposal: proposals[index])
            }
            let lower = guides.map { -$0 }.min() ?? 0
            let upper = zip(guides, sizes).map { -$0.0 + $0.1[axis.other] }.max() ?? 0
            offsets = guides.map { -$0 - lower }
            extent = upper - lower
        }
        if fillsMinor, let offered = proposal[axis.other], offered.isFinite, offered > extent {
            let shift = Self.standardGuide(alignment, length: offered) - Self.standardGuide(alignment, length: extent)
            offsets = offsets.map { $0 + (isBaseline ? 0 : shift) }
            extent = offered
        }
        return (offsets, extent)
    }

    /// A standard guide's position along a length: 0 at the start, half in the centre, all of it at the end.
    static func standardGuide(_ name: String, length: Double) -> Double {
        switch name {
        case "leading", "top": 0
        case "trailing", "bottom", "firstTextBaseline", "lastTextBaseline": length
        default: length / 2
        }
    }

    /// A guide's position in a view of `size`: the view's own (explicit) value, or the default.
    func guideValue(_ node: LayoutNode, horizontal: Bool, guide: String, size: Size, proposal: ProposedSize) -> Double {
        explicitGuide(node, horizontal: horizontal, guide: guide, size: size, proposal: proposal)
            ?? Self.standardGuide(guide, length: horizontal ? size.width : size.height)
    }

    /// The value a view sets for a guide itself: an `alignmentGuide`, or a text's baselines, passed
    /// out through modifiers and frames (moved with the view), and through stacks for baselines.
    func explicitGuide(_ node: LayoutNode, horizontal: Bool, guide: String, size: Size, proposal: ProposedSize) -> Double? {
        let isBaseline = !horizontal && (guide == "firstTextBaseline" || guide == "lastTextBaseline")
        guard isBaseline || node.containsAlignmentGuide else { return nil }
        func passOn(_ child: LayoutNode, _ childProposal: ProposedSize, offset: (Double, Double) = (0, 0)) -> Double? {
            let childSize = self.size(child, childProposal)
            return explicitGuide(child, horizontal: horizontal, guide: guide, size: childSize, proposal: childProposal)
                .map { $0 + (horizontal ? offset.0 : offset.1) }
        }
        switch node.kind {
        case .alignmentGuide(let guideIsHorizontal, let name, let value):
            guard guideIsHorizontal == horizontal, name == guide else { return passOn(node.children[0], proposal) }
            return value.evaluate { parameter in
                switch parameter {
                case "width": return size.width
                case "height": return size.height
                case "firstTextBaseline", "lastTextBaseline":
                    return explicitGuide(node.children[0], horizontal: false, guide: parameter, size: size, proposal: proposal)
                        ?? size.height
                default: return 0
                }
            }
        case .text(let runs, let style):
            guard isBaseline else { return nil }
            let baselines = textBaselines(node, runs: runs, style: style, proposal: proposal)
            return guide == "firstTextBaseline" ? baselines.first : baselines.last
        case .effect, .background, .overlay, .offset, .transform, .coordinateSpace:
            return passOn(node.children[0], proposal)
        case .fixedSize(let fixedWidth, let fixedHeight):
            return passOn(node.children[0], ProposedSize(
                width: fixedWidth ? nil : proposal.width, height: fixedHeight ? nil : proposal.height))
        case .aspectRatio(let ratio, let fill):
            return passOn(node.children[0], aspectProposal(node.children[0], ratio: ratio, fill: fill, proposal))
        case .padding(let top, let leading, let bottom, let trailing):
            let inner = ProposedSize(
                width: proposal.width.map { max(0, $0 - leading - trailing) },
                height: proposal.height.map { max(0, $0 - top - bottom) })
            return passOn(node.children[0], inner, offset: (leading, top))
        case .frame(let width, let height, let alignment):
            let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let childSize = self.size(node.children[0], inner)
            let point = align(childSize, in: Rect(x: 0, y: 0, width: size.width, height: size.height), alignment: alignment)
            return passOn(node.children[0], inner, offset: point)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            let inner = flexiblePlacementProposal(proposal, own: size, minW, idealW, maxW, minH, idealH, maxH)
            let childSize = self.size(node.children[0], inner)
            let point = align(childSize, in: Rect(x: 0, y: 0, width: size.width, height: size.height), alignment: alignment)
            return passOn(node.children[0], inner, offset: point)
        case .viewThatFits:
            return fittingChild(node, proposal).flatMap { passOn($0, proposal) }
        case .stack(let stackAxis, _, let spacing), .lazyStack(let stackAxis, _, let spacing):
            // Only baselines pass out of a stack: its first text's first, its last text's last.
            guard isBaseline else { return nil }
            let axis: Axis = stackAxis == .horizontal ? .horizontal : .vertical
            let layout = stackLayout(node, axis: axis, spacing: spacing, proposal: proposal)
            var cursor = 0.0
            var values: [Double] = []
            for (index, child) in node.children.enumerated() {
                let position = axis == .vertical ? cursor : (index < layout.minorOffsets.count ? layout.minorOffsets[index] : 0)
                if let value = explicitGuide(child, horizontal: false, guide: guide, size: layout.sizes[index],
                                             proposal: layout.proposals[index]) {
                    values.append(value + position)
                }
                cursor += layout.sizes[index][axis] + (index < layout.spacings.count ? layout.spacings[index] : 0)
            }
            return guide == "firstTextBaseline" ? values.min() : values.max()
        case .zstack:
            guard isBaseline else { return nil }
            let top = node.children.map(\.layoutPriority).max() ?? 0
            let values = node.children.compactMap { child -> Double? in
                let inner = child.layoutPriority == top ? proposal : ProposedSize(width: size.width, height: size.height)
                let childSize = self.size(child, inner)
                return explicitGuide(child, horizontal: false, guide: guide, size: childSize, proposal: inner)
            }
            return guide == "firstTextBaseline" ? values.min() : values.max()
        default:
            return nil
        }
    }

    /// A text's baselines for a proposal, with its font shrunk as it is drawn.
    private func textBaselines(_ node: LayoutNode, runs: [TextRun], style: TextStyle, proposal: ProposedSize) -> TextBaselines {
        if let cached = node.baselines[proposal] { return cached }
        let text = string(runs), textSpans = spans(runs)
        var drawn = style
        if style.minimumScaleFactor < 1 {
            let scale = textEngine.measureFitting(
                text, style: style, spans: textSpans, width: proposal.width, height: proposal.height).fontScale
            drawn = style.scaled(scale)
        }
        let baselines = textEngine.baselines(text, style: drawn, spans: textSpans, width: proposal.width, height: proposal.height)
        node.baselines[proposal] = baselines
        return baselines
    }

    /// Where a child goes in a container for a two-way alignment name, by the child's guides when it
    /// sets any (frames, backgrounds and overlays), else by its edges and centre.
    func alignedOrigin(
        _ child: LayoutNode, size childSize: Size, proposal: ProposedSize, in container: Rect, alignment: String
    ) -> (Double, Double) {
        let (vertical, horizontal) = Self.alignmentParts(alignment)
        let baseline = vertical == "firstTextBaseline" || vertical == "lastTextBaseline"
        guard child.containsAlignmentGuide || baseline else { return align(childSize, in: container, alignment: alignment) }
        let x = container.x + Self.standardGuide(horizontal, length: container.width)
            - guideValue(child, horizontal: true, guide: horizontal, size: childSize, proposal: proposal)
        let y = container.y + Self.standardGuide(vertical, length: container.height)
            - guideValue(child, horizontal: false, guide: vertical, size: childSize, proposal: proposal)
        return (x, y)
    }

    /// The vertical and horizontal guide names of an alignment name such as `top-leading`.
    static func alignmentParts(_ alignment: String) -> (vertical: String, horizontal: String) {
        let parts = alignment.split(separator: "-").map(String.init)
        if parts.count == 2 { return (parts[0], parts[1]) }
        switch alignment {
        case "leading", "trailing": return ("center", alignment)
        case "top", "bottom", "firstTextBaseline", "lastTextBaseline": return (alignment, "center")
        default: return ("center", "center")
        }
    }
}
