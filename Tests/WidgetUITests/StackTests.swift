import Testing
import WidgetUI

// VStack.swift, HStack.swift, ZStack.swift, Spacer.swift and Divider.swift.
@Suite("Stacks, Spacer and Divider")
struct StackTests {
    @Test("stacks record axis, alignment and spacing; defaults are center and nil")
    func stacks() {
        #expect(node(VStack(alignment: .trailing, spacing: 2) { Text("a") })
            == .stack(axis: .vertical, alignment: "trailing", spacing: 2, children: [text("a")]))
        #expect(node(HStack(alignment: .firstTextBaseline) { Text("a"); Spacer(minLength: 4); Divider() })
            == .stack(axis: .horizontal, alignment: "firstTextBaseline", spacing: nil, children: [
                text("a"), .spacer(minLength: 4), .divider,
            ]))
        #expect(node(ZStack(alignment: .bottomTrailing) { Color.blue; Text("a") })
            == .zstack(alignment: "bottom-trailing", children: [.color(Color.blue.value), text("a")]))
        #expect(node(ZStack { Text("a") }) == .zstack(alignment: "center", children: [text("a")]))
    }

    @Test("alignments have the archive's names")
    func alignmentNames() {
        let alignments: [(Alignment, String)] = [
            (.center, "center"), (.leading, "center-leading"), (.trailing, "center-trailing"), (.top, "top-center"),
            (.bottom, "bottom-center"), (.topLeading, "top-leading"), (.topTrailing, "top-trailing"),
            (.bottomLeading, "bottom-leading"), (.bottomTrailing, "bottom-trailing"),
        ]
        for (alignment, name) in alignments {
            #expect(node(ZStack(alignment: alignment) {}) == .zstack(alignment: name, children: []))
        }
    }
}
