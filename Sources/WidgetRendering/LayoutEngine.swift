import Foundation
import WidgetUI

/// A view placed in the widget: its frame in points and, for text, the string shown at the render time.
final class PlacedNode {
    let node: LayoutNode
    let frame: Rect
    var children: [PlacedNode]
    var text: String?
    /// For text: the factor its font was shrunk by to fit (`minimumScaleFactor`).
    var fontScale = 1.0
    /// For text: the runs styled apart from the rest.
    var spans: [TextSpan] = []
    /// For progress views: how full the bar is at the render time.
    var fraction: Double?
    /// For text cut to fit: the lines it shows, with the ellipsis (noted for the HTML renderer).
    var displayedText: String?
    /// For a timeline view: the child shown at the render time.
    var shownChild: Int?

    init(node: LayoutNode, frame: Rect, children: [PlacedNode] = [], text: String? = nil) {
        self.node = node
        self.frame = frame
        self.children = children
        self.text = text
    }

    /// The colour of the first text in this view and the views inside it, if it has one.
    var firstTextColor: ColorValue? {
        if case .text(_, let style) = node.kind, text != nil { return style.color }
        for child in children {
            if let color = child.firstTextColor { return color }
        }
        return nil
    }

    /// The text shown in this view and the views inside it, in drawing order, joined with spaces:
    /// an interactive control's accessible name.
    var visibleText: String {
        var parts: [String] = []
        func collect(_ placed: PlacedNode) {
            if let text = placed.text, !text.isEmpty { parts.append(text) }
            placed.children.forEach(collect)
        }
        collect(self)
        return parts.joined(separator: " ")
    }
}

/// SwiftUI's layout model: a parent proposes a size, the child chooses its own, the parent places it.
///
/// Stacks share their length among children by layout priority and flexibility (least flexible
/// first), `Spacer`s take what is left, frames and padding adjust proposals, and backgrounds and
/// overlays take their view's size. Text is measured with Pango.
final class LayoutEngine {
    let textEngine: TextEngine
    let formatter: DynamicDateFormatter
    let date: Date
    let displayScale: Double

    /// Default spacing between adjacent views in a stack when none is given.
    static let defaultSpacing = 8.0
    /// A shape's or colour's ideal size, when it is asked for one.
    static let idealShapeLength = 10.0

    let images: ImageStore
    /// The origins of the named coordinate spaces around the view being placed.
    var namedSpaces: [String: (Double, Double)] = [:]

    init(textEngine: TextEngine, formatter: DynamicDateFormatter, date: Date, displayScale: Double,
         images: ImageStore = ImageStore(searchPaths: [])) {
        self.images = images
        self.textEngine = textEngine
        self.formatter = formatter
        self.date = date
        self.displayScale = displayScale
    }

    func string(_ runs: [TextRun]) -> String {
        formatter.string(for: runs, at: date)
    }

    /// The styled runs of a text as byte ranges into its string.
    func spans(_ runs: [TextRun], scheme: ColorScheme? = nil) -> [TextSpan] {
        var spans: [TextSpan] = []
        var offset = 0
        for run in runs {
            let length = formatter.string(for: run, at: date).utf8.count
            if let style = run.runStyle {
                spans.append(TextSpan(start: offset, end: offset + length, style: style, scheme: scheme))
            }
            offset += length
        }
        return spans
    }

    // MARK: - Sizing

    func size(_ node: LayoutNode, _ proposal: ProposedSize) -> Size {
        if let cached = node.cache[proposal] { return cached }
        let result = computeSize(node, proposal)
        node.cache[proposal] = result
        return result
    }

    private func computeSize(_ node: LayoutNode, _ proposal: ProposedSize) -> Size {
        switch node.kind {
        case .empty:
            return .zero
        case .text(let runs, let style):
            return textEngine.measure(
                string(runs), style: style, spans: spans(runs), width: proposal.width, height: proposal.height)
        case .image(let source, let resizable, let style):
            var natural = Size(width: TextEngine.metrics(for: style.font).size * 1.2,
                               height: TextEngine.metrics(for: style.font).size * 1.2)
            if case .named(let name) = source {
                // An image is its file's size in points; a missing one keeps a small visible box.
                natural = images.image(named: name)?.size ?? Size(width: 20, height: 20)
            }
            if case .data(let data) = source {
                natural = images.image(data: data)?.size ?? Size(width: 20, height: 20)
            }
            if resizable {
                return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
            }
            return natural
        case .shape, .progress:
            if case .progress(_, _, _) = node.kind {
                return Size(width: finite(proposal.width) ?? 100, height: 6)
            }
            // Shapes take whatever is offered, even infinity (a stack probing its maximum).
            return Size(width: proposal.width ?? Self.idealShapeLength, height: proposal.height ?? Self.idealShapeLength)
        case .spacer(let minLength):
            let minimum = minLength ?? Self.defaultSpacing
            return Size(width: max(finite(proposal.width) ?? minimum, minimum),
                        height: max(finite(proposal.height) ?? minimum, minimum))
        case .divider:
            return Size(width: finite(proposal.width) ?? 0, height: 1 / displayScale)
        case .stack(let axis, _, let spacing):
            return stackLayout(node, axis: axis == .horizontal ? .horizontal : .vertical, spacing: spacing,
                               proposal: proposal).size
        case .zstack:
            var union = Size.zero
            let top = node.children.map(\.layoutPriority).max() ?? 0
            for child in node.children where child.layoutPriority == top {
                let childSize = size(child, proposal)
                union.width = max(union.width, childSize.width)
                union.height = max(union.height, childSize.height)
            }
            return union
        case .padding(let top, let leading, let bottom, let trailing):
            let inner = ProposedSize(
                width: proposal.width.map { max(0, $0 - leading - trailing) },
                height: proposal.height.map { max(0, $0 - top - bottom) })
            let child = size(node.children[0], inner)
            return Size(width: child.width + leading + trailing, height: child.height + top + bottom)
        case .frame(let width, let height, _):
            let child = size(node.children[0], ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
            return Size(width: width ?? child.width, height: height ?? child.height)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            let childProposal = flexibleProposal(proposal, minW, idealW, maxW, minH, idealH, maxH)
            let child = size(node.children[0], childProposal)
            return Size(
                width: flexibleLength(proposal.width, child: child.width, min: minW, ideal: idealW, max: maxW),
                height: flexibleLength(proposal.height, child: child.height, min: minH, ideal: idealH, max: maxH))
        case .fixedSize(let horizontal, let vertical):
            return size(node.children[0], ProposedSize(
                width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        case .background, .overlay, .effect:
            return size(node.children[0], proposal)
        case .geometryReader, .viewThatFits, .lazyStack, .lazyGrid, .grid, .gridRow, .aspectRatio, .offset, .position,
            .transform, .alignmentGuide, .coordinateSpace:
            return layoutSize(node, proposal)
        case .meter(let meter, _):
            return meterSize(meter, proposal)
        case .timeline(let dates):
            return size(node.children[shownChild(dates)], proposal)
        }
    }

    /// A ring or arc is a square as large as the proposal allows (58 pt, the `accessoryCircular` gauge's
    /// ring, when nothing is proposed); a bar takes the width offered (100 pt when none) at its height.
    private func meterSize(_ meter: MeterValue, _ proposal: ProposedSize) -> Size {
        switch meter.shape {
        case .ring, .arc:
            let side = [finite(proposal.width), finite(proposal.height)].compactMap { $0 }.min() ?? 58
            return Size(width: side, height: side)
        case .bar, .barMarker:
            return Size(width: finite(proposal.width) ?? 100, height: MeterValue.barHeight)
        }
    }

    /// Which of a timeline view's children shows at the render date: the last whose date has come, the
    /// first before any.
    func shownChild(_ dates: [Double]) -> Int {
        let now = date.timeIntervalSince1970
        return dates.lastIndex(where: { $0 <= now }) ?? 0
    }

    /// How full a progress value is at the render date.
    func fraction(of value: ProgressValue) -> Double {
        switch value {
        case .fraction(let fraction):
            return fraction
        case .timer(let start, let end, let countsDown):
            let now = date.timeIntervalSince1970
            let elapsed = end > start ? min(1, max(0, (now - start) / (end - start))) : 1
            return countsDown ? 1 - elapsed : elapsed
        }
    }

    private func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    private func flexibleProposal(
        _ proposal: ProposedSize, _ minW: Double?, _ idealW: Double?, _ maxW: Double?, _ minH: Double?,
        _ idealH: Double?, _ maxH: Double?
    ) -> ProposedSize {
        func axis(_ proposed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
            guard var value = proposed ?? ideal else { return nil }
            if let minimum { value = max(value, minimum) }
            if let maximum { value = min(value, maximum) }
            return value
        }
        return ProposedSize(width: axis(proposal.width, minW, idealW, maxW), height: axis(proposal.height, minH, idealH, maxH))
    }

    /// A flexible frame's length on one axis (SwiftUI's `_FlexibleFrameLayout`): with both limits, the
    /// proposal clamped to them; with nothing proposed, the ideal length; with only a minimum, the
    /// child's length (at most what the child was offered) and at least the minimum, whatever the
    /// proposal; with only a maximum, the child's length (at least what it was offered) and at most
    /// the maximum.
    private func flexibleLength(_ proposed: Double?, child: Double, min minimum: Double?, ideal: Double?, max maximum: Double?) -> Double {
        if let proposed {
            if let minimum, let maximum, minimum <= maximum { return min(max(proposed, minimum), maximum) }
        } else if let ideal {
            return ideal
        }
        let offered = (proposed ?? ideal).map { min(max($0, minimum ?? -.infinity), maximum ?? .infinity) }
        switch (minimum, maximum) {
        case (let minimum?, let maximum?) where minimum <= maximum:
            return min(max(minimum, child), maximum)
        case (let minimum?, nil):
            return max(min(offered ?? .infinity, child), minimum)
        case (nil, let maximum?):
            return min(max(offered ?? -.infinity, child), maximum)
        default:
            return child
        }
    }

    // MARK: - Stacks

    struct StackResult {
        var size: Size
        var proposals: [ProposedSize]
        var sizes: [Size]
        var spacings: [Double]
        /// Where each child goes across the stack, from the stack's edge.
        var minorOffsets: [Double] = []
    }

    /// The stack algorithm: proposals and sizes for every child, and the stack's own size.
    func stackLayout(_ node: LayoutNode, axis: Axis, spacing: Double?, proposal: ProposedSize) -> StackResult {
        let children = node.children
        guard !children.isEmpty else { return StackResult(size: .zero, proposals: [], sizes: [], spacings: []) }
        // Spacing between neighbours: none next to a spacer.
        let spacings: [Double] = (0..<max(0, children.count - 1)).map { index in
            if let spacing { return spacing }
            if children[index].isSpacer || children[index + 1].isSpacer { return 0 }
            // Text above text touches at its natural line height (SF Pro has no line gap), also when
            // the texts are in stacks or modifiers that leave their top and bottom edges alone.
            if axis == .vertical && children[index].spacingEdges.bottom == .text
                && children[index + 1].spacingEdges.top == .text { return 0 }
            return Self.defaultSpacing
        }
        let totalSpacing = spacings.reduce(0, +)
        let minorProposal = proposal[axis.other]

        func childProposal(_ child: LayoutNode, major: Double?) -> ProposedSize {
            var result = ProposedSize()
            result[axis] = major
            result[axis.other] = minorProposal
            return result
        }

        func childSize(_ child: LayoutNode, major: Double?) -> Size {
            switch child.kind {
            case .spacer(let minLength):
                let minimum = minLength ?? Self.defaultSpacing
                var result = Size.zero
                result[axis] = max(finite(major) ?? minimum, minimum)
                return result
            case .divider:
                var result = Size.zero
                result[axis] = 1 / displayScale
                result[axis.other] = finite(minorProposal) ?? 0
                return result
            default:
                return size(child, childProposal(child, major: major))
            }
        }

        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        var sizes = [Size](repeating: .zero, count: children.count)
        if let available = proposal[axis] {
            // Group by priority (spacers last), least flexible first within a group.
            func priority(_ child: LayoutNode) -> Double { child.isSpacer ? -.infinity : child.layoutPriority }
            let minimums = children.map { childSize($0, major: 0)[axis] }
            let flexibility = children.indices.map { index -> Double in
                let maximum = childSize(children[index], major: .infinity)[axis]
                return maximum - minimums[index]
            }
            var remaining = available - totalSpacing
            let priorities = Set(children.map(priority)).sorted(by: >)
            for level in priorities {
                let group = children.indices.filter { priority(children[$0]) == level }
                    .sorted { flexibility[$0] < flexibility[$1] }
                let lowerMinimums = children.indices.filter { priority(children[$0]) < level }.map { minimums[$0] }.reduce(0, +)
                var budget = remaining - lowerMinimums
                var left = group.count
                for index in group {
                    let offer = max(0, budget / Double(left))
                    let major: Double? = available.isInfinite ? .infinity : offer
                    proposals[index] = childProposal(children[index], major: major)
                    sizes[index] = childSize(children[index], major: major)
                    budget -= sizes[index][axis]
                    remaining -= sizes[index][axis]
                    left -= 1
                }
            }
        } else {
            for index in children.indices {
                proposals[index] = childProposal(children[index], major: nil)
                sizes[index] = childSize(children[index], major: nil)
            }
        }
        var total = Size.zero
        total[axis] = sizes.map { $0[axis] }.reduce(0, +) + totalSpacing
        let minor = minorPlacement(node, axis: axis, sizes: sizes, proposals: proposals, proposal: proposal)
        total[axis.other] = minor.extent
        return StackResult(size: total, proposals: proposals, sizes: sizes, spacings: spacings, minorOffsets: minor.offsets)
    }

    // MARK: - Placing

    /// Places `node` with the size it chooses for `proposal`, its top leading corner at `origin`.
    func place(_ node: LayoutNode, _ proposal: ProposedSize, at origin: (Double, Double)) -> PlacedNode {
        let own = size(node, proposal)
        let frame = Rect(origin: origin, size: own)
        let placed = PlacedNode(node: node, frame: frame)
        switch node.kind {
        case .empty, .image, .shape, .spacer, .divider:
            break
        case .progress(let value, _, _):
            switch value {
            case .fraction(let fraction):
                placed.fraction = fraction
            case .timer(let start, let end, let countsDown):
                let now = date.timeIntervalSince1970
                let elapsed = end > start ? min(1, max(0, (now - start) / (end - start))) : 1
                placed.fraction = countsDown ? 1 - elapsed : elapsed
            }
        case .text(let runs, let style):
            placed.text = string(runs)
            placed.spans = spans(runs)
            if style.minimumScaleFactor < 1 {
                placed.fontScale = textEngine.measureFitting(
                    placed.text!, style: style, spans: placed.spans, width: proposal.width, height: proposal.height
                ).fontScale
            }
        case .stack(let stackAxis, let alignment, let spacing):
            let axis: Axis = stackAxis == .horizontal ? .horizontal : .vertical
            let layout = stackLayout(node, axis: axis, spacing: spacing, proposal: proposal)
            placeStack(node, layout, axis: axis, alignment: alignment, in: frame, placed)
            sortByZIndex(placed)
        case .zstack(let alignment):
            // Children are lined up by their guides with the highest-priority children's furthest ones
            // (SwiftUI's ZStackLayout). Lower-priority children are offered the stack's size; the
            // highest-priority ones, which made that size, keep their own offer (and measured size).
            let (vertical, horizontal) = Self.alignmentParts(alignment)
            let top = node.children.map(\.layoutPriority).max() ?? 0
            let inners = node.children.map { $0.layoutPriority == top ? proposal : ProposedSize(width: own.width, height: own.height) }
            let sizes = zip(node.children, inners).map { size($0, $1) }
            if !node.children.contains(where: \.containsAlignmentGuide) && !vertical.hasSuffix("Baseline") {
                for (index, child) in node.children.enumerated() {
                    placed.children.append(place(child, inners[index], at: align(sizes[index], in: frame, alignment: alignment)))
                }
            } else {
                let guides = node.children.indices.map { index in
                    (guideValue(node.children[index], horizontal: true, guide: horizontal, size: sizes[index], proposal: inners[index]),
                     guideValue(node.children[index], horizontal: false, guide: vertical, size: sizes[index], proposal: inners[index]))
                }
                let leading = zip(node.children, guides).filter { $0.0.layoutPriority == top }.map(\.1.0).max() ?? 0
                let upper = zip(node.children, guides).filter { $0.0.layoutPriority == top }.map(\.1.1).max() ?? 0
                for (index, child) in node.children.enumerated() {
                    placed.children.append(place(
                        child, inners[index], at: (frame.x + leading - guides[index].0, frame.y + upper - guides[index].1)))
                }
            }
            sortByZIndex(placed)
        case .padding(let top, let leading, let bottom, let trailing):
            let inner = ProposedSize(
                width: proposal.width.map { max(0, $0 - leading - trailing) },
                height: proposal.height.map { max(0, $0 - top - bottom) })
            placed.children.append(place(node.children[0], inner, at: (frame.x + leading, frame.y + top)))
        case .frame(let width, let height, let alignment):
            let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let childSize = size(node.children[0], inner)
            placed.children.append(place(node.children[0], inner, at: alignedOrigin(
                node.children[0], size: childSize, proposal: inner, in: frame, alignment: alignment)))
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            let inner = flexiblePlacementProposal(proposal, own: own, minW, idealW, maxW, minH, idealH, maxH)
            let childSize = size(node.children[0], inner)
            placed.children.append(place(node.children[0], inner, at: alignedOrigin(
                node.children[0], size: childSize, proposal: inner, in: frame, alignment: alignment)))
        case .fixedSize(let horizontal, let vertical):
            let inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            placed.children.append(place(node.children[0], inner, at: origin))
        case .background(let alignment), .overlay(let alignment):
            let content = place(node.children[0], proposal, at: origin)
            let secondaryProposal = ProposedSize(width: own.width, height: own.height)
            let secondarySize = size(node.children[1], secondaryProposal)
            let secondary = place(node.children[1], secondaryProposal, at: align(secondarySize, in: frame, alignment: alignment))
            placed.children = [content, secondary]
        case .effect:
            placed.children.append(place(node.children[0], proposal, at: origin))
        case .geometryReader, .viewThatFits, .lazyStack, .lazyGrid, .grid, .gridRow, .aspectRatio, .offset, .position,
            .transform, .alignmentGuide, .coordinateSpace:
            placeLayout(node, proposal, placed)
        case .meter(let meter, _):
            placed.fraction = fraction(of: meter.progress)
        case .timeline(let dates):
            // Every variant is placed (the HTML switches between them in the browser); one is drawn.
            placed.shownChild = shownChild(dates)
            for child in node.children {
                let childSize = size(child, proposal)
                placed.children.append(place(child, proposal, at: align(childSize, in: frame, alignment: "center")))
            }
        }
        return placed
    }
}
