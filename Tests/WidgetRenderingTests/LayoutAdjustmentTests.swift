import Foundation
import Testing
import WidgetUI
@testable import WidgetRendering

// LayoutEngine+Layout.swift, LayoutEngine+Grid.swift and LayoutNode+Layout.swift: geometry readers,
// views that fit, lazy stacks, grids, transforms, z-order, coordinate spaces and traits.

private func layout(
    _ view: some View, width: Double?, height: Double?, environment: EnvironmentValues = EnvironmentValues()
) -> PlacedNode {
    var builder = LayoutTreeBuilder()
    let root = builder.build(ViewArchive(view, environment: environment).root, style: TextStyle())
    let engine = LayoutEngine(
        textEngine: TextEngine(), formatter: DynamicDateFormatter(), date: Date(timeIntervalSince1970: 0), displayScale: 3)
    return engine.place(root, ProposedSize(width: width, height: height), at: (0, 0))
}

private func leaves(_ node: PlacedNode) -> [PlacedNode] {
    switch node.node.kind {
    case .shape, .text, .image, .divider, .progress: [node]
    default: node.children.flatMap(leaves)
    }
}

private func frames(_ node: PlacedNode) -> [String] {
    leaves(node).map(\.frame.description)
}

/// An environment whose widget content area (less 16-pt margins) is `width` × `height`.
private func widget(_ width: Double, _ height: Double) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.widgetDisplaySize = CGSize(width: width + 32, height: height + 32)
    return environment
}

@Suite("Layout adjustments in the engine")
struct LayoutAdjustmentTests {
    @Test("a reader below a text gets what is left; linear content is recomputed for it")
    func readerInStack() throws {
        let view = VStack(spacing: 0) {
            Color.blue.frame(height: 50)
            GeometryReader { geo in Color.red.frame(width: geo.size.width * 0.5, height: geo.size.height - 10) }
        }
        let placed = layout(view, width: 300, height: 200, environment: widget(300, 200))
        #expect(frames(placed) == ["(0, 0, 300×50)", "(0, 50, 150×140)"])
    }

    @Test("content that is not linear keeps the form made for the family's content area")
    func readerNotLinear() throws {
        let view = VStack(spacing: 0) {
            Color.blue.frame(height: 50)
            GeometryReader { geo in Text("\(Int(geo.size.height))") }
        }
        // Made for 300 × 200; the reader gets 300 × 150 but shows what was made for 200.
        let placed = layout(view, width: 300, height: 200, environment: widget(300, 200))
        #expect(leaves(placed).last?.text == "200")
        // min(width, height) is linear near the sample where the height is the smaller: recomputed exactly.
        let square = VStack(spacing: 0) {
            Color.blue.frame(height: 50)
            GeometryReader { geo in Color.red.frame(width: min(geo.size.width, geo.size.height)) }
        }
        #expect(frames(layout(square, width: 300, height: 200, environment: widget(300, 200)))[1] == "(0, 50, 150×150)")
    }

    @Test("frames in the global and named spaces are worked out where the reader is placed")
    func readerFrames() {
        let view = VStack(spacing: 0) {
            Color.blue.frame(height: 30)
            HStack(spacing: 0) {
                Color.green.frame(width: 20)
                GeometryReader { geo in
                    Color.red.frame(width: geo.frame(in: .global).minX, height: geo.frame(in: .named("card")).minY + 1)
                }
            }
            .coordinateSpace(name: "card")
        }.padding(10)
        let placed = layout(view, width: 320, height: 220, environment: widget(320, 220))
        // The reader is at (30, 40) of the widget and (20, 0) of the card.
        #expect(frames(placed).last == "(30, 40, 30×1)")
    }

    @Test("a higher zIndex is drawn later, in stacks and in ZStacks, also through modifiers")
    func zIndex() {
        func colours(_ placed: PlacedNode) -> [String] {
            leaves(placed).map { if case .shape(_, .color(let color)?, _, _) = $0.node.kind { color.name ?? "?" } else { "?" } }
        }
        #expect(colours(layout(ZStack { Color.red.zIndex(1); Color.blue }, width: 50, height: 50)) == ["blue", "red"])
        let hstack = layout(HStack { Color.red.frame(width: 10).zIndex(2).padding(1); Color.blue.frame(width: 10) }, width: 50, height: 20)
        #expect(colours(hstack) == ["blue", "red"])
        #expect(frames(hstack) == ["(20, 0, 10×20)", "(1, 1, 10×18)"])
    }

    @Test("layout priority passes out through padding and frames to the stack")
    func priorityThroughModifiers() throws {
        let ideal = layout(Text("Hello, world"), width: nil, height: nil).frame.width
        let view = HStack { Color.purple; Text("Hello, world").layoutPriority(1).padding(.horizontal, 2); Color.pink }
        let text = try #require(leaves(layout(view, width: 200, height: 100)).first { $0.text != nil })
        #expect(abs(text.frame.width - ideal) < 0.001)
    }

    @Test("lazy stacks take the whole width or height offered and line their views up in it")
    func lazyStacks() {
        let vertical = layout(LazyVStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }, width: 200, height: 100)
        #expect(vertical.frame.size == Size(width: 200, height: 24))
        #expect(frames(vertical) == ["(0, 0, 40×10)", "(0, 14, 20×10)"])
        let centred = layout(LazyVStack { Color.red.frame(width: 40, height: 10) }, width: 200, height: 100)
        #expect(frames(centred) == ["(80, 0, 40×10)"])
        let horizontal = layout(LazyHStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 30)
        }, width: 100, height: 60)
        #expect(horizontal.frame.size == Size(width: 20, height: 60))
        #expect(frames(horizontal) == ["(0, 50, 10×10)", "(10, 30, 10×30)"])
    }

    @Test("a LazyHGrid fills its rows column by column")
    func lazyHGrid() {
        let view = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], spacing: 5) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 40, height: 10)
            Color.green.frame(width: 15, height: 10)
        }
        let placed = layout(view, width: 300, height: 100)
        #expect(placed.frame.size == Size(width: 60, height: 58))
        #expect(frames(placed) == ["(15, 5, 10×10)", "(0, 38, 40×10)", "(45, 5, 15×10)"])
    }

    @Test("grid cells can span columns, leave axes unsized, take a column alignment or an anchor")
    func gridCells() {
        let view = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 60, height: 10).gridColumnAlignment(.trailing)
            }
            GridRow {
                Color.green.frame(width: 20, height: 10).gridCellColumns(2)
            }
            Color.gray.frame(height: 2).gridCellUnsizedAxes(.horizontal)
            GridRow {
                Color.orange.frame(width: 10, height: 6).gridCellAnchor(.topLeading)
                Color.yellow.frame(width: 30, height: 20)
            }
        }
        let placed = layout(view, width: 400, height: 400)
        #expect(placed.frame.size == Size(width: 110, height: 54))
        #expect(frames(placed) == [
            "(0, 0, 40×10)", "(50, 0, 60×10)",
            "(45, 14, 20×10)",
            "(0, 28, 110×2)",
            "(0, 34, 10×6)", "(80, 34, 30×20)",
        ])
    }

    @Test("a grid column with a higher layout priority is offered the width first")
    func gridPriority() throws {
        let ideal = layout(Text("Hello, wide world"), width: nil, height: nil).frame.width
        let view = Grid(horizontalSpacing: 0) {
            GridRow {
                Color.red
                Text("Hello, wide world").layoutPriority(1)
            }
        }
        let text = try #require(leaves(layout(view, width: ideal + 20, height: 100)).first { $0.text != nil })
        #expect(abs(text.frame.width - ideal) < 0.001)
        let plain = Grid(horizontalSpacing: 0) { GridRow { Color.red; Text("Hello, wide world") } }
        let squeezed = try #require(leaves(layout(plain, width: ideal + 20, height: 100)).first { $0.text != nil })
        #expect(squeezed.frame.width < ideal)
    }

    @Test("ViewThatFits along the vertical axis compares ideal heights")
    func viewThatFitsVertical() {
        let view = ViewThatFits(in: .vertical) {
            Color.red.frame(width: 500, height: 80)
            Color.blue.frame(width: 500, height: 40)
        }
        let placed = layout(view, width: 100, height: 50)
        #expect(frames(placed) == ["(0, 0, 500×40)"])
    }

    @Test("transforms leave layout alone; a view scaled to nothing is laid out and not drawn")
    func transforms() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10).rotationEffect(.degrees(90))
            Color.blue.frame(width: 20, height: 10).scaleEffect(0)
        }
        let placed = layout(view, width: 40, height: 10)
        #expect(frames(placed) == ["(0, 0, 20×10)", "(20, 0, 20×10)"])
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemSmall
        let rendered = try WidgetRenderer().render(
            ViewArchive(Link(destination: URL(string: "https://example.com")!) { Color.red.frame(width: 40, height: 20) }
                .rotationEffect(.degrees(90)).scaleEffect(0.5), environment: environment),
            options: RenderOptions(family: .systemSmall, date: Date(timeIntervalSince1970: 0)))
        let link = try #require(rendered.links.first)
        // 40 × 20 at the centre of the 138-point content area, turned upright (20 × 40) and halved: 10 × 20.
        #expect(abs(link.frame.width - 10) < 0.001 && abs(link.frame.height - 20) < 0.001)
        #expect(abs(link.frame.x + link.frame.width / 2 - 85) < 0.001)
    }

    @Test("a positioned view with nothing proposed is its child's size; aspectRatio with no ratio keeps the child's")
    func positionAndRatio() {
        let positioned = layout(Color.red.frame(width: 20, height: 10).position(x: 0, y: 0), width: nil, height: nil)
        #expect(positioned.frame.size == Size(width: 20, height: 10))
        #expect(frames(positioned) == ["(-10, -5, 20×10)"])
        let square = layout(Color.red.aspectRatio(contentMode: .fit), width: 300, height: 200)
        #expect(frames(square) == ["(0, 0, 200×200)"])
    }

    @Test("last text baselines line up the bottoms of multi-line texts' last lines")
    func lastBaseline() throws {
        let view = HStack(alignment: .lastTextBaseline) {
            Text("One\nTwo").font(.caption)
            Text("Three").font(.title)
        }
        let texts = leaves(layout(view, width: 300, height: 200))
        try #require(texts.count == 2)
        let engine = TextEngine()
        func last(_ placed: PlacedNode) -> Double {
            guard case .text(_, let style) = placed.node.kind else { return .nan }
            return placed.frame.y + engine.baselines(placed.text ?? "", style: style, spans: [], width: nil, height: nil).last
        }
        #expect(abs(last(texts[0]) - last(texts[1])) < 0.01)
    }

    @Test("a ZStack lines children up by their alignment guides, keeping the size of its largest child")
    func zStackGuides() {
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in -5 }.alignmentGuide(.top) { d in d.height / 2 }
        }
        // [R] OpenSwiftUI ZStackLayout: children line up at the furthest guide; the stack keeps the largest size.
        #expect(frames(layout(view, width: 100, height: 100)) == ["(0, 5, 50×50)", "(5, 0, 10×10)"])
    }

    @Test("a frame lines its child up by the child's guide")
    func frameGuides() {
        let view = Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { d in d.width }
            .frame(width: 100, height: 20, alignment: .leading)
        #expect(frames(layout(view, width: 200, height: 200)) == ["(-10, 5, 10×10)"])
    }
}
