import Foundation
import Testing
import WidgetUI

/// A medium widget's environment, with the size the host gives for it.
private func mediumEnvironment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.widgetFamily = .systemMedium
    environment.widgetDisplaySize = CGSize(width: 364, height: 170)
    return environment
}

private func reader(_ view: some View, environment: EnvironmentValues = mediumEnvironment()) throws -> GeometryContent {
    let root = ViewArchive(view, environment: environment).root
    guard case .geometryReader(let content) = root else {
        Issue.record("not a geometry reader: \(root)")
        throw CancellationError()
    }
    return content
}

// GeometryReader.swift, GeometryProxy.swift and the coordinate spaces.
@Suite("GeometryReader")
struct GeometryReaderTests {
    @Test("content that reads no geometry is recorded as it is, with no parameters")
    func constant() throws {
        let content = try reader(GeometryReader { _ in Text("a") })
        #expect(content.content == text("a"))
        #expect(content.parameters.isEmpty && content.linear == nil)
    }

    @Test("the closure sees the family's content area: the widget's size less its 16-pt margins")
    func homeSize() throws {
        let content = try reader(GeometryReader { geo in Text("\(Int(geo.size.width))×\(Int(geo.size.height))") })
        #expect(ViewArchive(root: content.content, environment: .init(mediumEnvironment())).textContent == "332×138")
        #expect(content.parameters == ["width", "height"] && content.sample == [332, 138])
        // The text changes with the size: not linear, so the host keeps it as it is.
        #expect(content.linear == nil)
    }

    @Test("content linear in the size is recomputed for another size")
    func linear() throws {
        let content = try reader(GeometryReader { geo in
            Color.green.frame(width: geo.size.width * 0.25, height: geo.size.height / 2 - 4)
        })
        #expect(content.linear != nil)
        #expect(content.content(for: [332, 138]) == content.content)
        #expect(content.content(for: [200, 60])
            == .modified(.frame(width: 50, height: 26, alignment: "center"), .color(Color.green.value)))
    }

    @Test("min(width, height) is not linear: the probes away from the axes catch it")
    func notLinear() throws {
        var environment = mediumEnvironment()
        environment.widgetFamily = .systemSmall
        environment.widgetDisplaySize = CGSize(width: 170, height: 170)
        let content = try reader(GeometryReader { geo in
            Circle().frame(width: min(geo.size.width, geo.size.height))
        }, environment: environment)
        #expect(content.sample == [138, 138])
        #expect(content.linear == nil)
    }

    @Test("frames in the global and named spaces add the reader's origin in them as parameters")
    func frames() throws {
        let content = try reader(GeometryReader { geo in
            Color.red.frame(width: geo.frame(in: .global).minX, height: geo.frame(in: .named("card")).minY + 1)
                .offset(x: geo.frame(in: .local).minX)
        })
        #expect(content.parameters == [
            "width", "height", "global.x", "global.y", "named:Swift.String:card.x", "named:Swift.String:card.y",
        ])
        #expect(content.sample == [332, 138, 16, 16, 0, 0])
        let moved = content.content(for: [332, 138, 40, 20, 5, 12])
        #expect(moved == .modified(.offset(x: 0, y: 0), .modified(.frame(width: 40, height: 13, alignment: "center"),
                                                                   .color(Color.red.value))))
    }

    @Test("several views in a reader lie at its top leading corner; without a known size the closure sees 300 × 300")
    func severalViews() throws {
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemSmall
        let content = try reader(GeometryReader { geo in
            Text("a")
            Text("\(Int(geo.size.width))")
        }, environment: environment)
        #expect(content.content == .zstack(alignment: "top-leading", children: [text("a"), text("300")]))
    }

    @Test("the closure reads the environment of the body that made the reader")
    func environment() throws {
        struct Body: View {
            @Environment(\.widgetFamily) var family
            var body: some View {
                GeometryReader { _ in Text(family == .systemMedium ? "medium" : "other") }
            }
        }
        let content = try reader(Body())
        #expect(content.content == text("medium"))
    }

    @Test("safe area insets are zero and frame(in: .local) is at the origin")
    func proxy() throws {
        let content = try reader(GeometryReader { geo in
            Text("\(geo.safeAreaInsets.top) \(geo.frame(in: .local).origin.x) \(geo.frame(in: CoordinateSpace.global).minY)")
        })
        // CGFloat interpolates as "%f" does, as in SwiftUI.
        #expect(ViewArchive(root: content.content, environment: .init(mediumEnvironment())).textContent
            == "0.000000 0.000000 16.000000")
    }

    @Test("nested readers are resolved inside their parent's content; the archive round-trips through JSON")
    func nested() throws {
        let view = GeometryReader { outer in
            VStack {
                Color.blue.frame(height: outer.size.height * 0.5)
                GeometryReader { inner in Color.red.frame(width: inner.size.width / 3) }
            }
        }
        let archive = ViewArchive(view, environment: mediumEnvironment())
        let decoded = try JSONDecoder().decode(ViewArchive.self, from: sortedEncoder().encode(archive))
        #expect(decoded == archive)
        guard case .geometryReader(let outer) = archive.root else { Issue.record("no reader"); return }
        #expect(outer.linear != nil)
    }

    @Test("coordinate spaces compare and describe themselves as in SwiftUI")
    func coordinateSpaces() {
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal)
        #expect(CoordinateSpace.named("a") == .named("a") && CoordinateSpace.named("a") != .named("b"))
        #expect(NamedCoordinateSpace.named("card").coordinateSpace == .named("card"))
        #expect(GlobalCoordinateSpace.global.coordinateSpace == .global)
        #expect(LocalCoordinateSpace.local.coordinateSpace == .local)
        #expect(node(Text("a").coordinateSpace(name: "card")) == .modified(.coordinateSpace("Swift.String:card"), text("a")))
        #expect(node(Text("a").coordinateSpace(.named(7))) == .modified(.coordinateSpace("Swift.Int:7"), text("a")))
    }
}
