import Foundation
import Testing
import WidgetUI

// The built-in modifiers: View+Text, View+Foreground, View+Background, View+Layout, View+Effects,
// View+Widget, View+Redaction and View+Environment.
@Suite("Built-in modifiers")
struct ModifierTests {
    @Test("modifiers are recorded outside-in: the last applied is the outermost node")
    func order() {
        #expect(node(Text("x").padding(8).frame(width: 100))
            == .modified(.frame(width: 100, height: nil, alignment: "center"),
                         .modified(.padding(top: 8, leading: 8, bottom: 8, trailing: 8), text("x"))))
        #expect(node(Text("x").frame(width: 100).padding(8))
            == .modified(.padding(top: 8, leading: 8, bottom: 8, trailing: 8),
                         .modified(.frame(width: 100, height: nil, alignment: "center"), text("x"))))
    }

    @Test("padding records a length per edge, 16 pt by default, nil for edges left alone")
    func padding() {
        #expect(node(Color.red.padding()) == .modified(.padding(top: 16, leading: 16, bottom: 16, trailing: 16), .color(Color.red.value)))
        #expect(node(Color.red.padding(.horizontal, 12))
            == .modified(.padding(top: nil, leading: 12, bottom: nil, trailing: 12), .color(Color.red.value)))
        #expect(node(Color.red.padding([.top, .trailing]))
            == .modified(.padding(top: 16, leading: nil, bottom: nil, trailing: 16), .color(Color.red.value)))
        #expect(node(Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
            == .modified(.padding(top: 1, leading: 2, bottom: 3, trailing: 4), .color(Color.red.value)))
    }

    @Test("flexible frames record every bound and the alignment")
    func flexibleFrame() {
        #expect(node(Color.red.frame(minWidth: 10, maxWidth: .infinity, maxHeight: 50, alignment: .topLeading))
            == .modified(.flexibleFrame(minWidth: 10, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                        maxHeight: 50, alignment: "top-leading"), .color(Color.red.value)))
    }

    @Test("text styling modifiers record their arguments; italic(false) records nothing")
    func textStyling() {
        let view = Text("x").lineLimit(2).multilineTextAlignment(.center).minimumScaleFactor(0.5).fontWeight(.medium)
            .bold().italic().monospacedDigit().italic(false)
        #expect(node(view)
            == .modified(.monospacedDigit, .modified(.italic, .modified(.bold, .modified(.fontWeight("medium"),
               .modified(.minimumScaleFactor(0.5), .modified(.multilineTextAlignment("center"),
               .modified(.lineLimit(2), text("x")))))))))
    }

    @Test("foreground colours, styles and tints record a colour")
    func foreground() {
        #expect(node(Color.red.foregroundColor(.blue)) == .modified(.foregroundColor(Color.blue.value), .color(Color.red.value)))
        #expect(node(Circle().foregroundStyle(.pink))
            == .modified(.foregroundColor(Color.pink.value), .shape(.circle, fill: nil, stroke: nil)))
        let gradient = LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom)
        #expect(node(Circle().foregroundStyle(gradient))
            == .modified(.foregroundColor(Color.orange.value), .shape(.circle, fill: nil, stroke: nil)))
        #expect(node(ProgressView(value: 0.5).tint(.green))
            == .modified(.tint(Color.green.value), .progress(.fraction(0.5), gauge: false)))
    }

    @Test("backgrounds and overlays record their view and alignment")
    func backgroundsAndOverlays() {
        #expect(node(Text("x").background(.yellow))
            == .modified(.background(.shape(.rectangle, fill: .color(Color.yellow.value), stroke: nil), alignment: "center"), text("x")))
        #expect(node(Text("x").background(alignment: .leading) { Circle() })
            == .modified(.background(.shape(.circle, fill: nil, stroke: nil), alignment: "center-leading"), text("x")))
        #expect(node(Text("x").background(RoundedRectangle(cornerRadius: 4)))
            == .modified(.background(.shape(.roundedRectangle(cornerRadius: 4), fill: nil, stroke: nil), alignment: "center"), text("x")))
        #expect(node(Color.blue.overlay(alignment: .topTrailing) { Text("3") })
            == .modified(.overlay(text("3"), alignment: "top-trailing"), .color(Color.blue.value)))
    }

    @Test("widget modifiers record their arguments")
    func widgetModifiers() {
        let url = URL(string: "game://dragon/1")
        #expect(node(Text("x").widgetURL(url)) == .modified(.widgetURL("game://dragon/1"), text("x")))
        #expect(node(Text("x").containerBackground(.blue, for: .widget))
            == .modified(.containerBackground(.shape(.rectangle, fill: .color(Color.blue.value), stroke: nil), placement: "widget"),
                         text("x")))
        #expect(node(Text("x").containerBackground(for: .widget) { Color.black })
            == .modified(.containerBackground(.color(Color.black.value), placement: "widget"), text("x")))
        #expect(node(Text("x").widgetAccentable()) == .modified(.widgetAccentable(true), text("x")))
        #expect(node(Text("x").privacySensitive(false)) == .modified(.privacySensitive(false), text("x")))
        #expect(node(Text("x").redacted(reason: .placeholder).unredacted())
            == .modified(.unredacted, .modified(.redacted(1), text("x"))))
    }

    @Test("effects and identity are recorded; .environment records nothing")
    func effects() {
        #expect(node(Color.red.cornerRadius(12).opacity(0.5).id(7))
            == .modified(.id("7"), .modified(.opacity(0.5), .modified(.cornerRadius(12), .color(Color.red.value)))))
        #expect(node(Color.red.clipShape(Capsule())) == .modified(.clipShape(.capsule), .color(Color.red.value)))
        #expect(node(Color.red.environment(\.colorScheme, .dark)) == .color(Color.red.value))
        #expect(node(Color.red.layoutPriority(1).fixedSize())
            == .modified(.fixedSize(horizontal: true, vertical: true), .modified(.layoutPriority(1), .color(Color.red.value))))
    }
}
