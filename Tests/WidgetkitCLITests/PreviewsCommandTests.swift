import Foundation
import GoldenImages
import Testing

/// The manifest `widgetkit preview` writes beside the images (the parts checked here).
private struct Manifest: Decodable {
    var previews: [Preview]
    var sheet: String?
    var error: String?

    struct Preview: Decodable {
        var id: String
        var name: String?
        var file: String
        var family: String?
        var kind: String?
        var images: [Image]
    }

    struct Image: Decodable {
        var file: String
        var colorScheme: String
        var entry: Int
        var width: Int
        var height: Int
        var text: String
    }
}

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

@Suite("widgetkit preview: the previews an extension declares")
struct PreviewsCommandTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("owk-previews-\(UUID().uuidString)")

    private func run(_ extra: [String] = []) throws -> Manifest {
        let result = try widgetkit(["preview", "--out", out.path, "--at", "2026-01-05T09:00:00Z"] + extra)
        #expect(result.status == 0, "\(result.error)")
        let data = try Data(contentsOf: out.appendingPathComponent("previews.json"))
        let decoder = JSONDecoder()
        return try decoder.decode(Manifest.self, from: data)
    }

    @Test("every #Preview and PreviewProvider view of the examples, each entry light and dark, with a sheet and a page")
    func examples() throws {
        let manifest = try run()
        let game = try #require(manifest.previews.first { $0.file == "ExampleWidgets/GameStatusWidget.swift" && $0.name == nil })
        #expect(game.family == "systemSmall")
        #expect(game.kind == "com.mygame.game-status")
        // Two entries, light and dark: four images of a small widget at the default scale 2.
        #expect(game.images.map(\.colorScheme) == ["light", "light", "dark", "dark"])
        #expect(game.images.map(\.entry) == [0, 1, 0, 1])
        #expect(game.images.map(\.text) == ["Game Your turn", "Game Waiting for Ana", "Game Your turn", "Game Waiting for Ana"])
        #expect(game.images.allSatisfy { $0.width == 340 && $0.height == 340 })
        let provider = try #require(manifest.previews.first { $0.name == "Medium, from the provider" })
        // 09:00 is in an even quarter-hour slot: the provider says it is your turn.
        #expect(provider.images.map(\.text) == ["Your turn Last turn: Ana played a knight", "Your turn Last turn: Ana played a knight"])
        let unipony = try #require(manifest.previews.first { $0.name == "Unipony" })
        #expect(unipony.family == "systemMedium")
        #expect(unipony.images.first?.width == 728)
        let water = try #require(manifest.previews.first { $0.name == "Water, three glasses" })
        #expect(water.family == nil)
        // A view preview that fits its content: narrower than a medium widget.
        #expect(try #require(water.images.first?.width) < 728)
        for image in manifest.previews.flatMap(\.images) {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(image.file).path), "\(image.file)")
        }
        #expect(manifest.sheet == "previews.png")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("previews.png").path))
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Medium, from the provider"))
        #expect(page.contains("src=\"\(game.images[0].file)\""))

        func png(_ image: Manifest.Image) throws -> Data { try Data(contentsOf: out.appendingPathComponent(image.file)) }
        try GoldenImage.assertMatches(png(game.images[1]), named: "preview-game-status-small-light-2", in: goldens)
        try GoldenImage.assertMatches(png(unipony.images[1]), named: "preview-unipony-medium-dark", in: goldens)
        try GoldenImage.assertMatches(png(water.images[0]), named: "preview-water-view-light", in: goldens)
    }

    @Test("--scale and --extension: a fixture extension with no previews writes an empty page")
    func noPreviews() throws {
        let manifest = try run(["--extension", fixtureExtension.path, "--scale", "1"])
        #expect(manifest.previews.isEmpty)
        #expect(manifest.sheet == nil)
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("No previews"))
    }

    @Test("bad input: a kind with --package, --watch without it, a folder that is not a package")
    func badInput() throws {
        let cases: [([String], String)] = [
            (["com.mygame.game-status", "--package", "."], "give a widget kind or --package, not both"),
            (["--watch"], "--watch needs --package"),
            (["--package", "/nonexistent"], "invalid package '/nonexistent' for --package: it has no Package.swift"),
            (["--scale", "4"], "invalid scale '4'"),
        ]
        for (arguments, message) in cases {
            let result = try widgetkit(["preview", "--out", out.path] + arguments)
            #expect(result.status == 2, "\(arguments): exit \(result.status)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
        }
    }
}
