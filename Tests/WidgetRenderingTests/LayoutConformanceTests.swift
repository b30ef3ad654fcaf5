import Foundation
import Testing
import WidgetUI
@testable import WidgetRendering

// Frames SwiftUI gives, from Apple's documentation and published measurements, checked against the
// engine. Each case names its source; [A] Apple, [P] a published measurement, [R] OpenSwiftUI's
// reimplementation (as in ../shared/SWIFTUI-LAYOUT.md). Where a figure depends on font metrics the case
// checks the relations the source states rather than absolute numbers.

/// Lays a view out in a proposal at the origin and returns the placed tree.
private func layout(
    _ view: some View, width: Double?, height: Double?, environment: EnvironmentValues = EnvironmentValues()
) -> PlacedNode {
    var builder = LayoutTreeBuilder()
    let root = builder.build(ViewArchive(view, environment: environment).root, style: TextStyle())
    let engine = LayoutEngine(
        textEngine: TextEngine(), formatter: DynamicDateFormatter(), date: Date(timeIntervalSince1970: 0), displayScale: 3)
    return engine.place(root, ProposedSize(width: width, height: height), at: (0, 0))
}

/// The drawn leaves (shapes, colours, text, images, progress bars) in drawing order.
private func leaves(_ node: PlacedNode) -> [PlacedNode] {
    switch node.node.kind {
    case .shape, .text, .image, .divider, .progress: [node]
    default: node.children.flatMap(leaves)
    }
}

private func frames(_ node: PlacedNode) -> [String] {
    leaves(node).map(\.frame.description)
}

/// The ideal width of a text, for cases whose numbers depend on the font.
private func idealWidth(_ text: Text) -> Double {
    layout(text, width: nil, height: nil).frame.width
}

@Suite("Layout conformance")
struct LayoutConformanceTests {
    // MARK: Flexible frames

    @Test("frame(minWidth:) is at least the minimum for any proposal; the text keeps its size")
    func minimumWidth() throws {
        // [P] swiftuifieldguide.com/layout/flexible-frames: Text("Hello").padding(16).frame(minWidth: 150)
        // in a 200-point proposal wraps the text in a frame "at least 100 [150] points wide".
        let placed = layout(Text("Hello").padding(16).frame(minWidth: 150), width: 200, height: 100)
        #expect(placed.frame.width == 150)
        let text = try #require(leaves(placed).first)
        #expect(abs(text.frame.width - idealWidth(Text("Hello"))) < 0.001)
        // [R] OpenSwiftUI FrameLayout: with only a minimum the size is max(min(child, proposal), minimum),
        // so a frame(minHeight: 180) reports 180 whether it is offered more or less.
        #expect(layout(Text("a").frame(minHeight: 180), width: 100, height: 300).frame.height == 180)
        #expect(layout(Text("a").frame(minHeight: 180), width: 100, height: 100).frame.height == 180)
        #expect(layout(Text("a").frame(minHeight: 180), width: 100, height: nil).frame.height == 180)
    }

    @Test("frame(maxWidth:) takes the smaller of the proposal and the maximum, and clamps a larger child")
    func maximumWidth() {
        // [P] swiftuifieldguide.com/layout/flexible-frames: "When we specify a maxWidth value, the modifier
        // takes the minimum of the proposed width and the specified value … both when the frame proposes to
        // its child, and when the frame reports its own size." Text("Checkout").frame(maxWidth: .infinity)
        // fills the 200-point preview.
        #expect(layout(Text("Checkout").frame(maxWidth: .infinity), width: 200, height: 50).frame.width == 200)
        #expect(layout(Color.red.frame(maxWidth: 120), width: 200, height: 50).frame.width == 120)
        // [R] OpenSwiftUI FrameLayout: min(max(proposal, child), maximum) — a child larger than the maximum
        // is clamped to it, whatever the proposal.
        #expect(layout(Color.red.frame(width: 150).frame(maxWidth: 100), width: 300, height: 50).frame.width == 100)
        #expect(layout(Color.red.frame(width: 150).frame(maxWidth: 100), width: 50, height: 50).frame.width == 100)
    }

    @Test("a fixed-size text in frame(maxWidth: .infinity) is as wide as the text when offered less")
    func maximumWithWiderChild() {
        // [P] swiftuifieldguide.com/layout/flexible-frames: Text("Hello, world").fixedSize().frame(maxWidth:
        // .infinity) — "the frame becomes at least the proposed width, but if the proposed width is small
        // enough, it becomes as wide as the content"; with minWidth: 0 it "unconditionally accepts the
        // proposed width".
        let ideal = idealWidth(Text("Hello, world"))
        #expect(layout(Text("Hello, world").fixedSize().frame(maxWidth: .infinity), width: 300, height: 50).frame.width == 300)
        #expect(abs(layout(Text("Hello, world").fixedSize().frame(maxWidth: .infinity), width: 40, height: 50).frame.width
            - ideal) < 0.001)
        #expect(layout(Text("Hello, world").fixedSize().frame(minWidth: 0, maxWidth: .infinity), width: 40, height: 50)
            .frame.width == 40)
    }

    @Test("a frame with a width only takes the proposed height")
    func fixedFrameOneDimension() {
        // [A] frame(width:height:alignment:): "the first ellipse is 200x100 points … The second ellipse is
        // laid out in a frame with only a fixed height, so it occupies that height, and whatever width the
        // layout system offers to its parent."
        let view = VStack {
            Ellipse().fill(Color.purple).frame(width: 200, height: 100)
            Ellipse().fill(Color.blue).frame(height: 100)
        }
        #expect(frames(layout(view, width: 300, height: 400)) == ["(50, 0, 200×100)", "(0, 108, 300×100)"])
    }

    // MARK: Aspect ratio

    @Test("aspectRatio fits a 3:4 ellipse into a 200-point square; fill covers it")
    func aspectRatio() {
        // [A] aspectRatio(_:contentMode:) (CGSize): "the purple ellipse has a 3:4 width-to-height ratio, and
        // scales to fit its frame" — Ellipse().aspectRatio(CGSize(width: 3, height: 4), contentMode: .fit)
        // .frame(width: 200, height: 200): 150 × 200, centred.
        let fit = Ellipse().fill(Color.purple).aspectRatio(CGSize(width: 3, height: 4), contentMode: .fit)
            .frame(width: 200, height: 200)
        #expect(frames(layout(fit, width: 400, height: 400)) == ["(25, 0, 150×200)"])
        // SWIFTUI-LAYOUT §6.7 [A behaviour]: aspectRatio(2, .fit) in 300 × 300 is 300 × 150 (centred at
        // y = 75); .fill is 600 × 300, overflowing.
        let two = Rectangle().aspectRatio(2, contentMode: .fit).frame(width: 300, height: 300)
        #expect(frames(layout(two, width: 300, height: 300)) == ["(0, 75, 300×150)"])
        let fill = Rectangle().aspectRatio(2, contentMode: .fill).frame(width: 300, height: 300)
        #expect(frames(layout(fill, width: 300, height: 300)) == ["(-150, 0, 600×300)"])
    }

    // MARK: Offset and position

    @Test("offset draws a view moved without moving its layout; position centres it at a point")
    func offsetAndPosition() throws {
        // [A] offset(x:y:): "Offset by passing horizontal & vertical distance" — the text is drawn 20 right
        // and 50 down of where the layout put it, and the frame around the offset view stays put.
        let offset = layout(Color.green.frame(width: 100, height: 20).offset(x: 20, y: 50), width: 300, height: 300)
        #expect(offset.frame.description == "(0, 0, 100×20)")
        #expect(frames(offset) == ["(20, 50, 100×20)"])
        // [A] position(_:): Text("Position by passing a CGPoint()").position(CGPoint(x: 175, y: 100)) — the
        // view's centre is at (175, 100) of the parent's space, and the positioned view fills that space.
        let position = layout(Text("Position by passing a CGPoint()").position(CGPoint(x: 175, y: 100)), width: 390, height: 600)
        #expect(position.frame.description == "(0, 0, 390×600)")
        let text = try #require(leaves(position).first)
        #expect(abs(text.frame.x + text.frame.width / 2 - 175) < 0.001 && abs(text.frame.y + text.frame.height / 2 - 100) < 0.001)
    }

    // MARK: GeometryReader

    @Test("a geometry reader takes all it is offered and puts its content at its top leading corner")
    func geometryReader() {
        // [A] GeometryReader: "This view returns a flexible preferred size to its parent layout"; content at
        // the top leading corner (iOS 14 and later) [P velog.io/@marha-hwang/SwiftUI-GeometryReader].
        let placed = layout(GeometryReader { _ in Color.red.frame(width: 40, height: 20) }, width: 300, height: 200)
        #expect(placed.frame.description == "(0, 0, 300×200)")
        #expect(frames(placed) == ["(0, 0, 40×20)"])
        // [R] OpenSwiftUI GeometryReaderUITests.centerView: a colour half the reader's size, in a frame
        // filling it, is centred.
        let centred = GeometryReader { proxy in
            Color.blue.frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        var environment = EnvironmentValues()
        environment.widgetDisplaySize = CGSize(width: 332, height: 170)
        #expect(frames(layout(centred, width: 300, height: 200, environment: environment)) == ["(75, 50, 150×100)"])
    }

    // MARK: ViewThatFits

    @Test("ViewThatFits shows the first view whose ideal width fits, else the last")
    func viewThatFits() throws {
        // [A] ViewThatFits: UploadProgressView in frames of maxWidth 200, 100 and 50 shows the text and
        // the 100-point bar, then the bar alone, then the text alone.
        struct UploadProgressView: View {
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Text("75%")
                        ProgressView(value: 0.75).frame(width: 100)
                    }
                    ProgressView(value: 0.75).frame(width: 100)
                    Text("75%")
                }
            }
        }
        let wide = leaves(layout(UploadProgressView().frame(maxWidth: 200), width: 300, height: 100))
        #expect(wide.count == 2 && wide[0].text == "75%" && wide[1].frame.width == 100)
        let medium = leaves(layout(UploadProgressView().frame(maxWidth: 100), width: 300, height: 100))
        #expect(medium.count == 1 && medium[0].text == nil && medium[0].frame.width == 100)
        let narrow = leaves(layout(UploadProgressView().frame(maxWidth: 50), width: 300, height: 100))
        #expect(narrow.count == 1 && narrow[0].text == "75%")
    }

    // MARK: Lazy grids

    @Test("a fixed and an adaptive column in 200 points: 70, then two adaptive columns of 57")
    func gridFixedAdaptive() {
        // [P] objc.io, "SwiftUI's Grid Views" (2020), quiz #1: fixed(70) and adaptive(minimum: 40) in a
        // 200-point frame: 200 − 70 − 8 leaves 122, which holds two 40-point columns; (122 − 8) / 2 = 57.
        let view = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<3) { _ in Color.red.frame(height: 10) }
        }.frame(width: 200)
        #expect(frames(layout(view, width: 200, height: 100)) == ["(0, 0, 70×10)", "(78, 0, 57×10)", "(143, 0, 57×10)"])
    }

    @Test("two flexible columns with large minimums are sized twice and overflow")
    func gridFlexibleMinimums() {
        // [P] mo4tech.com, "Predict LazyVGrid layout – flexible": flexible(minimum: 100) and
        // flexible(minimum: 180) proposed 300: (300 − 8) / 2 = 146 for the first, 180 for the second, so the
        // grid is 334 wide; laid out again in 334: (334 − 8) / 2 = 163 and 180.
        let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }
        let placed = layout(view, width: 300, height: 10)
        #expect(placed.frame.width == 334)
        #expect(frames(placed) == ["(0, 0, 163×10)", "(171, 0, 180×10)"])
    }

    @Test("adaptive columns fit as many tracks of their minimum as they can, sharing the rest")
    func gridAdaptive() {
        // [P] dev.mo4tech.com/?p=305430: adaptive(minimum: 50, maximum: 100) in 300 makes 5 columns of
        // (300 − 4 × 8) / 5 = 53.6; adaptive(50, 100) + adaptive(40, 100) halve 300 − 8: 2 columns of 69, then
        // 3 of 43.33.
        let one = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) {
            ForEach(0..<5) { _ in Color.red.frame(height: 10) }
        }
        #expect(frames(layout(one, width: 300, height: 10)).map { $0.split(separator: ",")[2] } == Array(repeating: " 53.6×10)", count: 5))
        let two = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))]) {
            ForEach(0..<5) { _ in Color.red.frame(height: 10) }
        }
        #expect(frames(layout(two, width: 300, height: 10)) == [
            "(0, 0, 69×10)", "(77, 0, 69×10)", "(154, 0, 43.333×10)", "(205.333, 0, 43.333×10)", "(256.667, 0, 43.333×10)",
        ])
    }

    @Test("fixed columns keep their widths, and rows are as tall as their tallest cell, 8 apart")
    func gridFixedRows() {
        // [P] mo4tech.com, "Predict LazyVGrid layout": fixed(60) + fixed(100) render 60 + 8 + 100 whatever the
        // container's width; rows are separated by the default spacing of 8 [P objc.io grid post].
        let view = LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(100))]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 30)
            Color.green.frame(height: 20)
        }
        #expect(frames(layout(view, width: 400, height: 100)) == ["(0, 10, 60×10)", "(68, 0, 100×30)", "(0, 38, 60×20)"])
    }

    // MARK: Alignment guides and baselines

    @Test("a trailing guide returning the width aligns trailing edges, as the default does")
    func trailingGuide() {
        // [P] zenn.dev/pihero/articles/036f08414388dd: in VStack(alignment: .trailing, spacing: 0), a 200-wide
        // and a 300-wide rectangle line up at their trailing edges; .alignmentGuide(.trailing) { _ in 200 } and
        // { _ in 300 } give the same layout.
        let plain = VStack(alignment: .trailing, spacing: 0) {
            Rectangle().frame(width: 200, height: 100)
            Rectangle().frame(width: 300, height: 100)
        }
        let guided = VStack(alignment: .trailing, spacing: 0) {
            Rectangle().frame(width: 200, height: 100).alignmentGuide(.trailing) { _ in 200 }
            Rectangle().frame(width: 300, height: 100).alignmentGuide(.trailing) { d in d[.trailing] }
        }
        let expected = ["(100, 0, 200×100)", "(0, 100, 300×100)"]
        #expect(frames(layout(plain, width: 300, height: 200)) == expected)
        #expect(frames(layout(guided, width: 300, height: 200)) == expected)
    }

    @Test("centre guides of −20 and 20 put two views 40 points apart vertically")
    func verticalCentreGuides() throws {
        // [A] alignmentGuide(_:computeValue:) (vertical): in an HStack, "🌧" with a centre guide of −20 and "⛈"
        // with one of 20 sit above and below "Rain & Thunderstorms".
        let view = HStack {
            Text("🌧").alignmentGuide(VerticalAlignment.center) { _ in -20 }
            Text("Rain & Thunderstorms")
            Text("⛈").alignmentGuide(VerticalAlignment.center) { _ in 20 }
        }
        let texts = leaves(layout(view, width: 390, height: 200))
        try #require(texts.count == 3)
        #expect(abs((texts[0].frame.y - texts[2].frame.y) - 40) < 0.001)
        #expect(texts[0].frame.y > texts[1].frame.y && texts[2].frame.y < texts[1].frame.y)
    }

    @Test("an HStack aligned by first text baselines lines up texts of different sizes")
    func baselines() throws {
        // [A] VerticalAlignment: the .firstTextBaseline row of the alignment gallery lines up the baselines of
        // a large and a small text; [A] firstTextBaseline: "A guide that marks the top-most text baseline".
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
            VStack { Text("one").font(.body); Text("two").font(.title) }
        }
        let engine = LayoutEngine(
            textEngine: TextEngine(), formatter: DynamicDateFormatter(), date: Date(timeIntervalSince1970: 0), displayScale: 3)
        let texts = leaves(layout(view, width: 390, height: 300))
        try #require(texts.count == 4)
        func baseline(_ placed: PlacedNode) -> Double {
            guard case .text(_, let style) = placed.node.kind else { return .nan }
            return placed.frame.y + engine.textEngine.baselines(placed.text ?? "", style: style, spans: [], width: nil, height: nil).first
        }
        #expect(abs(baseline(texts[0]) - baseline(texts[1])) < 0.01)
        #expect(abs(baseline(texts[0]) - baseline(texts[2])) < 0.01)
        #expect(texts[1].frame.y > texts[0].frame.y)
    }

    // MARK: Spacing

    @Test("lines of text in a VStack touch, also inside frames, horizontal padding and stacks")
    func textSpacing() throws {
        // SWIFTUI-LAYOUT §1 [R]: text above text takes the font's own line gap (0 for SF Pro); [R]
        // OpenSwiftUI FrameLayout/PaddingLayout: frames and padding pass the child's spacing on, except on
        // the edges they constrain (iOS 15 semantics).
        let view = VStack {
            Text("Title")
            Text("Subtitle").frame(maxWidth: .infinity, alignment: .leading)
            Text("Detail").padding(.horizontal, 4)
            HStack { Text("a"); Text("b") }
            VStack { Text("c"); Text("d") }
        }
        let texts = leaves(layout(view, width: 300, height: 400))
        try #require(texts.count == 7)
        for (upper, lower) in [(0, 1), (1, 2), (2, 3), (3, 5), (5, 6)] {
            #expect(abs(texts[upper].frame.y + texts[upper].frame.height - texts[lower].frame.y) < 0.001)
        }
        // A frame with a height, or padding on the top, puts the system spacing back.
        let reset = VStack { Text("a"); Text("b").frame(height: 30); Text("c").padding(.top, 2) }
        let resetTexts = leaves(layout(reset, width: 300, height: 400))
        #expect(resetTexts[1].frame.y > resetTexts[0].frame.height + 8)
    }

    // MARK: Text

    @Test("a truncated line is no wider than offered; truncation can cut the head, middle or tail")
    func truncation() throws {
        // [A] truncationMode(_:): .head, .middle, .tail place the ellipsis at the start, middle, end.
        let long = "The quick brown fox jumps over the lazy dog"
        for mode in [Text.TruncationMode.head, .middle, .tail] {
            let text = try #require(leaves(layout(Text(long).lineLimit(1).truncationMode(mode), width: 120, height: 100)).first)
            #expect(text.frame.width <= 120)
        }
    }

    // MARK: Grid

    @Test("a grid's columns are as wide as their widest cells and its rows as tall as their tallest")
    func grid() {
        // [A] Grid: "a grid … sizes each column to fit the widest cell and each row to fit the tallest";
        // cells are centred by default, 8 points apart.
        let view = Grid {
            GridRow {
                Color.red.frame(width: 50, height: 50)
                Color.blue.frame(width: 100, height: 30)
            }
            GridRow {
                Color.green.frame(width: 80, height: 20)
                Color.yellow.frame(width: 20, height: 20)
            }
        }
        let placed = layout(view, width: 400, height: 400)
        #expect(placed.frame.size == Size(width: 188, height: 78))
        #expect(frames(placed) == ["(15, 0, 50×50)", "(88, 10, 100×30)", "(0, 58, 80×20)", "(128, 58, 20×20)"])
    }

    // MARK: ZStack

    @Test("a ZStack is as big as its highest-priority children; the others are offered its size")
    func zStackPriority() {
        // [R] OpenSwiftUI ZStackLayout: size from the children with the highest layout priority; every child
        // is proposed the stack's size. A flexible colour of lower priority takes the text's size.
        let view = ZStack {
            Color.red
            Color.blue.frame(width: 60, height: 40).layoutPriority(1)
        }
        let placed = layout(view, width: 300, height: 300)
        #expect(placed.frame.size == Size(width: 60, height: 40))
        #expect(frames(placed) == ["(0, 0, 60×40)", "(0, 0, 60×40)"])
    }
}
