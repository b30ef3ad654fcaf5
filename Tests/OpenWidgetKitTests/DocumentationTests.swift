import Foundation
import Testing

/// The documentation's code compiles, and the porting guide lists every divergence.
///
/// The Swift blocks of each document (README.md and every DocC article) are one file: concatenated in
/// order, their imports first, type-checked in Swift 6 language mode against the modules the last build
/// made (with the `#Preview` macro's plug-in). So a document's examples may build on each other, and a
/// renamed API breaks the test rather than the reader.
@Suite("Documentation")
struct DocumentationTests {
    static var documents: [String] {
        let catalogs = ["Sources/OpenWidgetKit/OpenWidgetKit.docc", "Sources/OpenWidgetKitTesting/OpenWidgetKitTesting.docc"]
        let articles = catalogs.flatMap { catalog in
            ((try? FileManager.default.contentsOfDirectory(atPath: PublicAPI.root.appendingPathComponent(catalog).path)) ?? [])
                .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return ["README.md"] + articles
    }

    @Test("the Swift code of each document compiles", arguments: documents)
    func samplesCompile(document: String) throws {
        let text = try String(contentsOf: PublicAPI.root.appendingPathComponent(document), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: text)
        guard !blocks.isEmpty else { return }
        let lines = blocks.joined(separator: "\n\n").split(separator: "\n", omittingEmptySubsequences: false)
        let imports = Set(lines.filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }.map(String.init))
        let source = imports.sorted().joined(separator: "\n") + "\n\n"
            + lines.filter { !imports.contains(String($0)) }.joined(separator: "\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("owk-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Samples.swift")
        try Data(source.utf8).write(to: file)

        let products = try PublicAPI.productsDirectory()
        var arguments = [
            "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "Samples",
            "-I", products.appendingPathComponent("Modules").path,
            "-load-plugin-executable", products.appendingPathComponent("OpenWidgetKitMacros-tool").path + "#OpenWidgetKitMacros",
        ]
        // OpenWidgetKitTesting's dependencies include C modules (SQLite through GRDB, NIO's), found by their module maps.
        for map in try PublicAPI.moduleMaps(of: "OpenWidgetKitTesting", in: products) + PublicAPI.moduleMaps(of: "WidgetHost", in: products) {
            arguments += ["-Xcc", "-fmodule-map-file=\(map)"]
        }
        let result = try Self.swiftc(arguments + [file.path])
        #expect(result.status == 0, "\(document)'s Swift code does not compile:\n\(result.output)\n--- the code, as compiled:\n\(Self.numbered(source))")
    }

    @Test("the porting guide lists every divergence docs/Divergences.md lists, as scripts/porting-guide copies them")
    func portingGuideAgrees() throws {
        let divergences = try String(contentsOf: PublicAPI.root.appendingPathComponent("docs/Divergences.md"), encoding: .utf8)
        let guide = try String(
            contentsOf: PublicAPI.root.appendingPathComponent("Sources/OpenWidgetKit/OpenWidgetKit.docc/PortingFromWidgetKit.md"),
            encoding: .utf8)
        let rows = divergences.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| area") }
        #expect(!rows.isEmpty)
        let missing = rows.filter { !guide.contains($0) }
        #expect(missing.isEmpty, "run scripts/porting-guide: the porting guide lacks \(missing.count) rows of docs/Divergences.md, such as:\n\(missing.prefix(3).joined(separator: "\n"))")
    }

    /// The contents of the ```swift blocks of a Markdown text.
    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    static func numbered(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { String(format: "%4d  ", $0.offset + 1) + $0.element }.joined(separator: "\n")
    }

    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
