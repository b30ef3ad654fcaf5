import Foundation
import Testing
@testable import OpenWidgetKit

// The examples' previews are linked into this test bundle (ExampleWidgets), as they are into the
// example-widgets extension: the catalog finds them through their conformances, as `widgetkit preview` does.
@Suite("Preview catalog")
struct PreviewCatalogTests {
    @Test("#Preview and PreviewProvider declarations are found, in file and line order, with their families")
    @MainActor
    func findsPreviews() {
        let previews = PreviewCatalog.descriptions().filter { $0.fileID.hasPrefix("ExampleWidgets/") }
        let game = previews.filter { $0.fileID == "ExampleWidgets/GameStatusWidget.swift" }
        #expect(game.map(\.family) == [.systemSmall, .systemMedium])
        #expect(game.map(\.widgetKind) == ["com.mygame.game-status", "com.mygame.game-status"])
        #expect(game.map(\.name) == [nil, "Medium, from the provider"])
        #expect(game[0].line < game[1].line)
        let water = previews.first { $0.fileID == "ExampleWidgets/WaterWidget.swift" }
        #expect(water?.family == nil)
        #expect(water?.layout == .sizeThatFits)
        #expect(water?.name == "Water, three glasses")
        let characters = previews.filter { $0.id.hasPrefix("ExampleWidgets.CharacterDetailView_Previews/") }
        #expect(characters.map(\.family) == [.systemSmall, .systemMedium])
        #expect(characters.map(\.name) == [nil, "Unipony"])
    }

    @Test("a timeline preview resolves each entry through the widget's content, in the family and scheme asked")
    @MainActor
    func rendersTimelinePreview() async throws {
        let id = try #require(
            PreviewCatalog.descriptions().first { $0.fileID == "ExampleWidgets/GameStatusWidget.swift" }?.id)
        let request = WidgetRequest(kind: "", family: .systemLarge, colorScheme: .dark, date: Date(timeIntervalSince1970: 0))
        let rendered = try await PreviewCatalog.render(id: id, in: request)
        #expect(rendered.entries.map(\.summary) == ["Game Your turn", "Game Waiting for Ana"])
        #expect(rendered.entries.allSatisfy { $0.archive.family == .systemSmall && $0.archive.colorScheme == .dark })
    }

    @Test("a provider preview shows the timeline the provider makes")
    @MainActor
    func rendersProviderPreview() async throws {
        let id = try #require(PreviewCatalog.descriptions().first { $0.name == "Medium, from the provider" }?.id)
        let rendered = try await PreviewCatalog.render(
            id: id, in: WidgetRequest(kind: "", family: .systemSmall, date: Date(timeIntervalSince1970: 0)))
        #expect(rendered.entries.count == 1)
        #expect(rendered.entries[0].archive.family == .systemMedium)
        #expect(rendered.entries[0].summary.contains("Last turn"))
    }

    @Test("a PreviewProvider's views are previews of their own, resolved in their preview context's family")
    @MainActor
    func rendersProviderParts() async throws {
        let parts = PreviewCatalog.descriptions().filter { $0.id.hasPrefix("ExampleWidgets.CharacterDetailView_Previews/") }
        let small = try await PreviewCatalog.render(
            id: parts[0].id, in: WidgetRequest(kind: "", family: .systemLarge, date: Date(timeIntervalSince1970: 0)))
        // The small family hides the hero type: the view read the preview context's family.
        #expect(small.entries[0].summary == "🐼 Power Panda Health 25%")
        #expect(small.entries[0].archive.family == .systemSmall)
        let medium = try await PreviewCatalog.render(
            id: parts[1].id, in: WidgetRequest(kind: "", family: .systemSmall, date: Date(timeIntervalSince1970: 0)))
        #expect(medium.entries[0].summary.hasPrefix("🦄 Unipony Health 90%"))
        #expect(medium.entries[0].archive.family == .systemMedium)
    }

    @Test("an unknown preview is an error naming it")
    @MainActor
    func unknownPreview() async {
        await #expect(throws: HostProtocolError.self) {
            _ = try await PreviewCatalog.render(id: "Nowhere.swift:1:1", in: WidgetRequest(kind: "", family: .systemSmall, date: .now))
        }
    }
}
