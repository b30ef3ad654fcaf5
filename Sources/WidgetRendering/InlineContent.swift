import Foundation
import WidgetUI

/// What an `accessoryInline` widget shows: WidgetKit keeps one line of text and an optional image in
/// front of it, and ignores the rest of the view (other views, fonts, frames, backgrounds).
///
/// The first image and the first text in reading order (not in backgrounds) are kept, without their
/// styles, in a row 4 pt apart, the text on one line and truncated with "…"; a `widgetURL`
/// anywhere is kept too.
enum InlineContent {
    static func node(_ root: ViewNode) -> ViewNode {
        var image: ViewNode?
        var text: ViewNode?
        var url: String?
        func visit(_ node: ViewNode) {
            switch node {
            case .image where image == nil:
                image = node
            case .text(let runs) where text == nil:
                // The system's font and colour: the runs' own styles go too.
                text = .text(runs.map(\.withoutStyle))
            case .stack(_, _, _, let children), .zstack(_, let children), .group(let children):
                children.forEach(visit)
            case .timeline(let dated):
                if let first = dated.first { visit(first.node) }
            case .modified(.widgetURL(let target?), let child):
                if url == nil { url = target }
                visit(child)
            case .modified(_, let child):
                visit(child)
            default:
                break
            }
        }
        visit(root)
        let row = ViewNode.stack(axis: .horizontal, alignment: "center", spacing: 4, children: [
            image, text.map { .modified(.lineLimit(1), $0) },
        ].compactMap { $0 })
        let line = ViewNode.modified(
            .flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                           maxHeight: .infinity, alignment: "leading"), row)
        return url.map { .modified(.widgetURL($0), line) } ?? line
    }
}
