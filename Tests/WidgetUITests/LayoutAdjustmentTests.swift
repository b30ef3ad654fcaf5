import Foundation
import Testing
import WidgetUI

// View+LayoutAdjustments.swift, ViewDimensions.swift, ContentMode.swift, Angle.swift, Axis.swift,
// Text.TruncationMode.swift.
@Suite("Layout adjustments")
struct LayoutAdjustmentTests {
    @Test("aspect ratios record the ratio and content mode; scaledToFit and scaledToFill have none")
    func aspectRatio() {
        #expect(node(Color.red.aspectRatio(2, contentMode: .fit)) == .modified(.aspectRatio(2, contentMode: "fit"), .color(Color.red.value)))
        #expect(node(Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill))
            == .modified(.aspectRatio(4.0 / 3.0, contentMode: "fill"), .color(Color.red.value)))
        #expect(node(Text("a").scaledToFit()) == .modified(.aspectRatio(nil, contentMode: "fit"), text("a")))
        #expect(node(Text("a").scaledToFill()) == .modified(.aspectRatio(nil, contentMode: "fill"), text("a")))
        #expect(ContentMode.allCases == [.fit, .fill])
    }

    @Test("offsets, positions, rotations, scales, clipping and z-order record their arguments")
    func adjustments() {
        #expect(node(Text("a").offset(x: 3)) == .modified(.offset(x: 3, y: 0), text("a")))
        #expect(node(Text("a").offset(CGSize(width: 1, height: 2))) == .modified(.offset(x: 1, y: 2), text("a")))
        #expect(node(Text("a").position(x: 5, y: 6)) == .modified(.position(x: 5, y: 6), text("a")))
        #expect(node(Text("a").position(CGPoint(x: 1, y: 2))) == .modified(.position(x: 1, y: 2), text("a")))
        #expect(node(Text("a").rotationEffect(.radians(.pi / 2), anchor: .topLeading))
            == .modified(.rotationEffect(degrees: 90, anchor: .topLeading), text("a")))
        #expect(node(Text("a").scaleEffect(2)) == .modified(.scaleEffect(x: 2, y: 2, anchor: .center), text("a")))
        #expect(node(Text("a").scaleEffect(x: -1)) == .modified(.scaleEffect(x: -1, y: 1, anchor: .center), text("a")))
        #expect(node(Text("a").scaleEffect(CGSize(width: 2, height: 3), anchor: .bottom))
            == .modified(.scaleEffect(x: 2, y: 3, anchor: .bottom), text("a")))
        #expect(node(Text("a").clipped()) == .modified(.clipShape(.rectangle), text("a")))
        #expect(node(Text("a").zIndex(2)) == .modified(.zIndex(2), text("a")))
        #expect(node(Text("a").truncationMode(.middle)) == .modified(.truncationMode("middle"), text("a")))
    }

    @Test("an alignment guide's closure is recorded as a linear function of the dimensions it reads")
    func alignmentGuides() throws {
        func value(_ view: some View) throws -> LinearValue {
            guard case .modified(.alignmentGuide(_, _, let value), _) = node(view) else { throw CancellationError() }
            return value
        }
        let constant = try value(Text("a").alignmentGuide(.leading) { _ in 12 })
        #expect(constant == LinearValue(constant: 12))
        let trailing = try value(Text("a").alignmentGuide(.leading) { d in d[.trailing] - 10 })
        #expect(trailing.parameters == ["width"] && trailing.evaluate { $0 == "width" ? 50 : 0 } == 40)
        let centre = try value(Text("a").alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.center] + 3 })
        #expect(centre.evaluate { $0 == "height" ? 20 : 0 } == 13)
        let baseline = try value(Text("a").alignmentGuide(.top) { d in d[.firstTextBaseline] - 2 })
        #expect(baseline.evaluate { $0 == "firstTextBaseline" ? 14 : 0 } == 12)
        // An inner guide on the same view is what d[explicit:] and d[guide] see.
        let explicit = try value(Text("a").alignmentGuide(.leading) { d in d.width / 2 }
            .alignmentGuide(.trailing) { d in (d[explicit: .leading] ?? 0) + d[.leading] })
        #expect(explicit.evaluate { $0 == "width" ? 30 : 0 } == 30)
        guard case .modified(.alignmentGuide(let horizontal, let guide, _), _) = node(Text("a").alignmentGuide(.bottom) { _ in 0 })
        else { Issue.record("no guide"); return }
        #expect(!horizontal && guide == "bottom")
    }

    @Test("grid cell modifiers record their arguments")
    func gridCells() {
        #expect(node(Text("a").gridCellColumns(2)) == .modified(.gridCellColumns(2), text("a")))
        #expect(node(Text("a").gridColumnAlignment(.trailing)) == .modified(.gridColumnAlignment("trailing"), text("a")))
        #expect(node(Text("a").gridCellUnsizedAxes(.horizontal))
            == .modified(.gridCellUnsizedAxes(horizontal: true, vertical: false), text("a")))
        #expect(node(Text("a").gridCellAnchor(.topLeading)) == .modified(.gridCellAnchor(.topLeading), text("a")))
    }

    @Test("angles convert and add up as in SwiftUI")
    func angles() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect(abs(Angle(radians: .pi / 4).degrees - 45) < 1e-12)
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
        #expect((Angle.degrees(90) - .degrees(30)).degrees.rounded() == 60)
        #expect(-Angle.degrees(10) == .degrees(-10) && Angle.degrees(10) * 3 == .degrees(30))
        #expect(Angle.degrees(10) < .degrees(20) && Angle.zero == Angle())
        var angle = Angle.degrees(10)
        angle += .degrees(5)
        angle.degrees *= 2
        #expect(abs(angle.degrees - 30) < 1e-12)
    }

    @Test("axes and their sets")
    func axes() {
        let both: Axis.Set = [.horizontal, .vertical]
        #expect(both.contains(.horizontal) && both.contains(.vertical) && !Axis.Set.horizontal.contains(.vertical))
        #expect(Axis.allCases == [.horizontal, .vertical] && Axis.vertical.description == "vertical")
    }

    @Test("truncation mode is in the environment")
    func truncationEnvironment() {
        #expect(EnvironmentValues().truncationMode == .tail)
        struct Reader: View {
            @Environment(\.truncationMode) var mode
            var body: some View { Text("\(mode)") }
        }
        #expect(archive(Reader().truncationMode(.head)).textContent == "head")
    }
}
