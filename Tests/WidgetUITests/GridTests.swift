import Foundation
import Testing
import WidgetUI

// Grid.swift, GridRow.swift, GridItem.swift, LazyVGrid.swift, LazyHGrid.swift, LazyVStack.swift,
// LazyHStack.swift, ViewThatFits.swift.
@Suite("Grids, lazy stacks and ViewThatFits")
struct GridTests {
    @Test("lazy grids record their items, alignment, spacing and cells")
    func lazyGrids() {
        let columns = [GridItem(.fixed(40), spacing: 4), GridItem(.flexible()), GridItem(.adaptive(minimum: 20, maximum: 30), alignment: .top)]
        #expect(node(LazyVGrid(columns: columns, alignment: .leading, spacing: 2) { Text("a"); Text("b") })
            == .lazyGrid(axis: .vertical, items: [
                GridItemValue(size: .fixed(40), spacing: 4),
                GridItemValue(size: .flexible(minimum: 10, maximum: .infinity)),
                GridItemValue(size: .adaptive(minimum: 20, maximum: 30), alignment: "top-center"),
            ], alignment: "leading", spacing: 2, children: [text("a"), text("b")]))
        #expect(node(LazyHGrid(rows: [GridItem()], pinnedViews: [.sectionHeaders]) { ForEach(0..<2) { Text("\($0)") } })
            == .lazyGrid(axis: .horizontal, items: [GridItemValue(size: .flexible(minimum: 10, maximum: .infinity))],
                         alignment: "center", spacing: nil, children: [text("0"), text("1")]))
    }

    @Test("a grid records its rows; views outside rows stay as they are")
    func grid() {
        let view = Grid(alignment: .topLeading, horizontalSpacing: 4) {
            GridRow(alignment: .bottom) { Text("a"); Text("b") }
            Divider()
            GridRow { Text("c") }
        }
        #expect(node(view) == .grid(alignment: "top-leading", horizontalSpacing: 4, verticalSpacing: nil, rows: [
            .gridRow(alignment: "bottom", cells: [text("a"), text("b")]), .divider, .gridRow(alignment: nil, cells: [text("c")]),
        ]))
    }

    @Test("lazy stacks and ViewThatFits record their content")
    func stacks() {
        #expect(node(LazyVStack(alignment: .leading, spacing: 1) { Text("a") })
            == .lazyStack(axis: .vertical, alignment: "leading", spacing: 1, children: [text("a")]))
        #expect(node(LazyHStack(alignment: .bottom) { Text("a") })
            == .lazyStack(axis: .horizontal, alignment: "bottom", spacing: nil, children: [text("a")]))
        #expect(node(ViewThatFits { Text("long"); Text("s") })
            == .viewThatFits(horizontal: true, vertical: true, children: [text("long"), text("s")]))
        #expect(node(ViewThatFits(in: .horizontal) { Text("a") })
            == .viewThatFits(horizontal: true, vertical: false, children: [text("a")]))
    }

    @Test("the new containers' text is collected in order")
    func textContent() {
        let view = VStack {
            ViewThatFits { Text("a") }
            LazyVGrid(columns: [GridItem()]) { Text("b") }
            Grid { GridRow { Text("c") } }
            GeometryReader { _ in Text("d") }
        }
        #expect(archive(view).textContent == "a b c d")
    }
}
