import Foundation
import Testing
import WidgetUI
@testable import WidgetRendering

/// Lays out a view in a proposal and returns the placed tree.
private func layout(_ view: some View, width: Double, height: Double, scale: Double = 3) -> PlacedNode {
    var builder = LayoutTreeBuilder()
    let root = builder.build(ViewArchive(view, environment: EnvironmentValues()).root, style: TextStyle())
    let engine = LayoutEngine(
        textEngine: TextEngine(), formatter: DynamicDateFormatter(), date: Date(timeIntervalSince1970: 0),
        displayScale: scale)
    let proposal = ProposedSize(width: width, height: height)
    let size = engine.size(root, proposal)
    let container = Rect(x: 0, y: 0, width: width, height: height)
    return engine.place(root, proposal, at: align(size, in: container, alignment: "center"))
}

/// The leaves (shapes, text, spacers, dividers) in drawing order.
private func leaves(_ node: PlacedNode) -> [PlacedNode] {
    switch node.node.kind {
    case .shape, .text, .image, .divider, .spacer, .progress: [node]
    default: node.children.flatMap(leaves)
    }
}

private func frames(_ node: PlacedNode) -> [String] {
    leaves(node).filter { if case .spacer = $0.node.kind { false } else { true } }.map(\.frame.description)
}

/// The numeric cases of SWIFTUI-LAYOUT.md §6, with the frames SwiftUI gives.
@Suite("Layout engine")
struct LayoutEngineTests {
    @Test("1: three rectangles share a 300-wide HStack equally")
    func equalShare() {
        let placed = layout(HStack(spacing: 0) { Rectangle(); Rectangle(); Rectangle() }.frame(width: 300, height: 100),
                            width: 400, height: 400)
        #expect(frames(placed) == ["(50, 150, 100×100)", "(150, 150, 100×100)", "(250, 150, 100×100)"])
    }

    @Test("2: the less flexible child is offered half; the stack overflows its 150 frame, centred")
    func overflow() {
        let view = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100)
            Rectangle().frame(minWidth: 100)
        }.frame(width: 150, height: 100)
        let placed = layout(view, width: 150, height: 100)
        #expect(frames(placed) == ["(-12.5, 0, 75×100)", "(62.5, 0, 100×100)"])
    }

    @Test("3: colours in an HStack with spacing 10 in 620 points get 200 each")
    func spacing() {
        let view = HStack(spacing: 10) { Color.blue; Color.green; Color.yellow }.frame(height: 80)
        let placed = layout(view, width: 620, height: 80)
        #expect(frames(placed) == ["(0, 0, 200×80)", "(210, 0, 200×80)", "(420, 0, 200×80)"])
    }

    @Test("5: default padding is 16 on every side")
    func padding() {
        let placed = layout(Color.red.frame(width: 200, height: 100).padding(), width: 232, height: 132)
        #expect(placed.frame.description == "(0, 0, 232×132)")
        #expect(frames(placed) == ["(16, 16, 200×100)"])
    }

    @Test("6: a circle takes its frame; it is drawn inscribed")
    func circle() {
        let placed = layout(Circle().frame(width: 100, height: 50), width: 100, height: 50)
        #expect(frames(placed) == ["(0, 0, 100×50)"])
    }

    @Test("8: a fixed frame has its size whatever the text, which is centred in it")
    func textInFrame() throws {
        let placed = layout(Text("Hi").frame(width: 100, height: 50), width: 300, height: 300)
        #expect(placed.frame.description == "(100, 125, 100×50)")
        let text = try #require(leaves(placed).first)
        #expect(text.frame.width < 100 && text.frame.width > 10)
        #expect(abs(text.frame.x + text.frame.width / 2 - 150) < 0.001)
        #expect(abs(text.frame.y + text.frame.height / 2 - 150) < 0.001)
    }

    @Test("9: a divider is one pixel thick at the display scale")
    func divider() {
        let view = VStack(spacing: 0) { Color.red.frame(height: 40); Divider(); Color.blue.frame(height: 40) }
        let placed = layout(view, width: 300, height: 80.333, scale: 3)
        #expect(frames(placed) == ["(0, 0, 300×40)", "(0, 40, 300×0.333)", "(0, 40.333, 300×40)"])
    }

    @Test("10: a flexible frame with maxWidth/maxHeight infinity fills the proposal, content at top leading")
    func flexibleFill() throws {
        let view = VStack(alignment: .leading) { Text("Title") }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let placed = layout(view, width: 126, height: 126)
        #expect(placed.frame.description == "(0, 0, 126×126)")
        let text = try #require(leaves(placed).first)
        #expect(text.frame.x == 0 && text.frame.y == 0)
    }

    @Test("spacers take what is left; none of the default spacing next to them")
    func spacers() {
        let view = HStack { Color.red.frame(width: 50); Spacer(); Color.blue.frame(width: 30) }
        let placed = layout(view, width: 200, height: 40)
        #expect(frames(placed) == ["(0, 0, 50×40)", "(170, 0, 30×40)"])
        let vertical = VStack { Color.red.frame(height: 20); Spacer(minLength: 10); Color.blue.frame(height: 20) }
        #expect(frames(layout(vertical, width: 100, height: 100)) == ["(0, 0, 100×20)", "(0, 80, 100×20)"])
    }

    @Test("the default spacing between shapes is 8")
    func defaultSpacing() {
        let view = VStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        #expect(frames(layout(view, width: 100, height: 100)) == ["(45, 36, 10×10)", "(45, 54, 10×10)"])
    }

    @Test("text wraps when offered less than its ideal width, and reports the widest line")
    func textWraps() throws {
        let one = try #require(leaves(layout(Text("Hello, wide world"), width: 1000, height: 1000)).first)
        let wrapped = try #require(leaves(layout(Text("Hello, wide world"), width: one.frame.width * 0.7, height: 1000)).first)
        #expect(wrapped.frame.height > one.frame.height * 1.9)
        #expect(wrapped.frame.width <= one.frame.width * 0.7)
        let limited = try #require(leaves(layout(Text("Hello, wide world").lineLimit(1), width: one.frame.width * 0.7,
                                                 height: 1000)).first)
        #expect(abs(limited.frame.height - one.frame.height) < 0.001)
    }

    @Test("layout priority lets a text take its ideal width in an HStack")
    func priority() throws {
        let view = HStack { Color.purple; Text("Hello, world").layoutPriority(1); Color.pink }
        let ideal = try #require(leaves(layout(Text("Hello, world"), width: 1000, height: 100)).first)
        let text = try #require(leaves(layout(view, width: 200, height: 100)).first { $0.text != nil })
        #expect(abs(text.frame.width - ideal.frame.width) < 0.001)
        #expect(abs(text.frame.height - ideal.frame.height) < 0.001)
    }

    @Test("background and overlay take their view's size")
    func background() {
        let view = Color.red.frame(width: 40, height: 20).background { Color.blue }.overlay(alignment: .topLeading) {
            Color.green.frame(width: 5, height: 5)
        }
        #expect(frames(layout(view, width: 100, height: 100)) == [
            "(30, 40, 40×20)", "(30, 40, 40×20)", "(30, 40, 5×5)",
        ])
    }
}
