import Foundation

/// How a control is drawn on the dashboard, from ordinary nodes so that every renderer draws it: a
/// capsule (the widget canvas, `size`, with `cornerRadius`) holding the control's symbol in a circle,
/// then its title and value. Not in WidgetKit.
///
/// The numbers are ours, close to a medium (2 × 1) control in iOS 18's Control Center
/// [U: from screenshots]: a 44 pt circle, 12 pt from the edges; the title in the subheadline font,
/// semibold, the value below it in the secondary colour. A toggle that is on fills the circle with its
/// tint (the accent colour by default) and draws the symbol in white; otherwise the circle is
/// `secondarySystemFill` and the symbol the primary colour.
package enum ControlChrome {
    /// The control's canvas in points.
    package static let size = (width: 176.0, height: 72.0)
    /// The canvas's corner radius: a capsule.
    package static let cornerRadius = 36.0
    static let circle = 44.0

    /// The drawn control for a resolved template.
    static func archive(
        _ template: ResolvedControlTemplate, kind: String, environment: EnvironmentValues
    ) -> ArchivedControl {
        let symbol = template.valueLabel.flatMap { $0.first(where: \.isImage) } ?? template.label.first(where: \.isImage)
        let titleNode = template.label.first(where: \.isText)
        let valueNode = template.valueLabel.flatMap { $0.first(where: \.isText) }
        let tint = template.tint
        let hint = template.label.marker(\.actionHint) ?? template.valueLabel?.marker(\.actionHint)
        let on = template.isOn == true
        let summary = ViewArchive.EnvironmentSummary(environment)
        func text(_ node: ViewNode?) -> String? {
            node.map { ViewArchive(root: $0, environment: summary).textContent }
        }
        var circleFill = tint ?? Color.accentColor.value
        if !on { circleFill = ColorValue(name: "secondarySystemFill", red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16) }
        var rows: [ViewNode] = []
        if let titleNode {
            rows.append(
                .modified(.lineLimit(1), .modified(.font(FontValue(style: "subheadline")), .modified(.fontWeight("semibold"), titleNode))))
        }
        if let valueNode {
            rows.append(
                .modified(.lineLimit(1), .modified(.foregroundColor(Color.secondary.value),
                                                   .modified(.font(FontValue(style: "subheadline")), valueNode))))
        }
        let badge = ViewNode.zstack(alignment: "center", children: [
            .shape(.circle, fill: .color(circleFill), stroke: nil),
            symbol.map {
                .modified(.foregroundColor(on ? Color.white.value : Color.primary.value),
                          .modified(.font(FontValue(style: "title3")), $0))
            } ?? .empty,
        ].filter { $0 != .empty })
        let root = ViewNode.modified(
            .intent(template.invocation),
            .modified(
                .flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                               maxHeight: .infinity, alignment: "leading"),
                .modified(
                    .padding(top: nil, leading: 14, bottom: nil, trailing: 12),
                    .stack(axis: .horizontal, alignment: "center", spacing: 10, children: [
                        .modified(.frame(width: circle, height: circle, alignment: "center"), badge),
                        .stack(axis: .vertical, alignment: "leading", spacing: 0, children: rows),
                        .spacer(minLength: 0),
                    ]))))
        return ArchivedControl(
            kind: kind, template: template.isToggle ? "toggle" : "button", isOn: template.isOn,
            title: text(titleNode) ?? "", value: text(valueNode), invocation: template.invocation,
            archive: ViewArchive(root: root, environment: summary), actionHint: hint)
    }
}

extension ViewNode {
    /// The first node, in reading order, that `matches`, looking inside stacks, groups and modified
    /// views (not inside backgrounds and overlays); an image or text keeps no modifiers.
    fileprivate func first(where matches: (ViewNode) -> Bool) -> ViewNode? {
        if matches(self) { return self }
        switch self {
        case .stack(_, _, _, let children), .zstack(_, let children), .group(let children):
            for child in children {
                if let found = child.first(where: matches) { return found }
            }
            return nil
        case .modified(_, let child):
            return child.first(where: matches)
        default:
            return nil
        }
    }

    fileprivate var isImage: Bool {
        if case .image = self { return true }
        return false
    }

    fileprivate var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// The first value a WidgetKit marker in this tree gives, such as a control's action hint.
    fileprivate func marker(_ value: (WidgetMarker) -> String?) -> String? {
        switch self {
        case .modified(.widgetMarker(let marker), let child): return value(marker) ?? child.marker(value)
        case .modified(_, let child): return child.marker(value)
        case .stack(_, _, _, let children), .zstack(_, let children), .group(let children):
            for child in children {
                if let found = child.marker(value) { return found }
            }
            return nil
        default: return nil
        }
    }
}
