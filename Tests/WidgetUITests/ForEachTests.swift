import Testing
import WidgetUI

private struct Item: Identifiable {
    var id: String
}

private struct FamilyRows: View {
    @Environment(\.widgetFamily) var family
    var body: some View {
        VStack {
            ForEach(0..<2) { index in Text("\(family.shortName) \(index)") }
        }
    }
}

@Suite("ForEach")
struct ForEachTests {
    @Test("over a range, Identifiable elements, and a key path")
    func sources() {
        let stack = { (children: [ViewNode]) in ViewNode.stack(axis: .vertical, alignment: "center", spacing: nil, children: children) }
        #expect(node(VStack { ForEach(0..<3) { Text("\($0)") } }) == stack([text("0"), text("1"), text("2")]))
        #expect(node(VStack { ForEach([Item(id: "x"), Item(id: "y")]) { Text($0.id) } }) == stack([text("x"), text("y")]))
        #expect(node(VStack { ForEach(["p", "q"], id: \.self) { Text($0) } }) == stack([text("p"), text("q")]))
        #expect(node(VStack { ForEach(0..<0) { Text("\($0)") } }) == stack([]))
    }

    @Test("content closures see the environment of the body that made them, though they run later")
    func environmentInClosures() {
        #expect(archive(FamilyRows(), family: .systemMedium).textContent == "medium 0 medium 1")
        #expect(archive(FamilyRows(), family: .systemLarge).textContent == "large 0 large 1")
        #expect(archive(FamilyRows().environment(\.widgetFamily, .accessoryInline)).textContent == "inline 0 inline 1")
    }

    @Test("nested ForEach views are spliced into their stack")
    func nested() {
        let view = HStack { ForEach(0..<2) { row in ForEach(0..<2) { column in Text("\(row)\(column)") } } }
        #expect(node(view) == .stack(axis: .horizontal, alignment: "center", spacing: nil, children: [
            text("00"), text("01"), text("10"), text("11"),
        ]))
    }
}
