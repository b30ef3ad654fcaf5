import CPangoCairo
import Foundation
import WidgetUI

extension CairoPainter {
    /// Layout containers and adjustments: their children, turned and scaled around an anchor for a
    /// transform (with the tap regions inside moved to the bounds of where they are drawn).
    mutating func paintLayout(_ placed: PlacedNode, foreground: ColorValue) {
        guard case .transform(let degrees, let scaleX, let scaleY, let anchor) = placed.node.kind else {
            placed.children.forEach { paint($0, foreground: foreground) }
            return
        }
        // A view scaled to nothing is not drawn (and Cairo cannot invert such a matrix).
        guard scaleX != 0, scaleY != 0 else { return }
        let frame = placed.frame
        let anchorX = frame.x + anchor.x * frame.width, anchorY = frame.y + anchor.y * frame.height
        let radians = degrees * .pi / 180
        let (linkCount, intentCount) = (links.count, intents.count)
        cairo_save(cairo)
        cairo_translate(cairo, anchorX, anchorY)
        cairo_rotate(cairo, radians)
        cairo_scale(cairo, scaleX, scaleY)
        cairo_translate(cairo, -anchorX, -anchorY)
        placed.children.forEach { paint($0, foreground: foreground) }
        cairo_restore(cairo)
        func transformed(_ rect: Rect) -> Rect {
            let corners = [(rect.x, rect.y), (rect.x + rect.width, rect.y), (rect.x, rect.y + rect.height),
                           (rect.x + rect.width, rect.y + rect.height)].map { point -> (Double, Double) in
                let x = (point.0 - anchorX) * scaleX, y = (point.1 - anchorY) * scaleY
                return (anchorX + x * cos(radians) - y * sin(radians), anchorY + x * sin(radians) + y * cos(radians))
            }
            let xs = corners.map(\.0), ys = corners.map(\.1)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        for index in linkCount..<links.count { links[index].frame = transformed(links[index].frame) }
        for index in intentCount..<intents.count { intents[index].frame = transformed(intents[index].frame) }
    }
}

extension CairoPainter {
    /// What a text cut at its head or middle shows: its lines with the ellipsis, without styled runs;
    /// a text that fits as it is.
    func shownText(_ placed: PlacedNode, style: TextStyle) -> (text: String, spans: [TextSpan]) {
        let text = placed.text ?? ""
        guard let shown = textEngine.displayedText(
            text, style: style, spans: placed.spans, width: placed.frame.width + 0.01, height: placed.frame.height + 1)
        else { return (text, placed.spans) }
        return (shown, [])
    }
}
