import Foundation
import Testing

/// The products' public API, as the compiler built it, against the list in docs/PublicAPI.txt.
///
/// `swift-symbolgraph-extract` reads the built modules: `OpenWidgetKit` with the `WidgetUI` it re-exports,
/// and `OpenWidgetKitTesting` with the `WidgetHost` it re-exports. Each public symbol is one line,
/// `path [kind] declaration`, and each conformance of a type to one of the package's protocols is
/// `Type: Protocol [conformance]`. A line marked `+ ` is not Apple API: docs/Divergences.md must name it
/// among its additions. `scripts/public-api` rewrites the list from the built modules, keeping the marks.
@Suite("Public API")
struct PublicAPITests {
    @Test("the public symbols of OpenWidgetKit and OpenWidgetKitTesting are those docs/PublicAPI.txt lists")
    func publicSymbolsMatchTheList() throws {
        let built = try PublicAPI.extract()
        if ProcessInfo.processInfo.environment[PublicAPI.writeVariable] == "1" {
            try PublicAPI.write(built)
            return
        }
        let listed = try PublicAPIList(contentsOf: PublicAPI.listURL)
        for (product, lines) in listed.sections where lines.map(\.text) != lines.map(\.text).sorted() {
            Issue.record("The \(product) section of docs/PublicAPI.txt is not sorted. \(PublicAPI.howToRegenerate)")
        }
        let difference = PublicAPIList.difference(listed: listed, built: built)
        if !difference.isEmpty {
            Issue.record("\(difference)")
        }
    }

    @Test("every line marked as an addition is named in docs/Divergences.md under \"Additions (Not in WidgetKit)\"")
    func additionsAreNamed() throws {
        let listed = try PublicAPIList(contentsOf: PublicAPI.listURL)
        let named = try PublicAPI.namesInAdditions()
        let unnamed = listed.sections.flatMap(\.lines).filter { $0.isAddition && !$0.isNamed(in: named) }
        if !unnamed.isEmpty {
            Issue.record(
                """
                docs/PublicAPI.txt marks these lines as additions, but docs/Divergences.md's "Additions (Not in \
                WidgetKit)" section does not name them (name the symbol, its type, or a conformance's protocol, in \
                backticks):
                \(unnamed.map { "  + " + $0.text }.joined(separator: "\n"))
                """)
        }
    }
}

/// Extracting the public API from the built modules, and where things are.
enum PublicAPI {
    /// The products whose public API is listed, each with the module it re-exports.
    static let products = [(name: "OpenWidgetKit", reexports: "WidgetUI"), (name: "OpenWidgetKitTesting", reexports: "WidgetHost")]

    /// Set to 1 by `scripts/public-api`: the test writes the list instead of checking it.
    static let writeVariable = "OPENWIDGETKIT_WRITE_PUBLIC_API"

    static let howToRegenerate = """
        If the change is intended, run scripts/public-api to rewrite docs/PublicAPI.txt from the built modules \
        (it keeps the `+ ` marks of the lines that stay); mark each new line that is not Apple API with `+ ` and \
        name it in docs/Divergences.md under "Additions (Not in WidgetKit)".
        """

    /// The package's root directory.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static var listURL: URL { root.appendingPathComponent("docs/PublicAPI.txt") }

    /// The lines of each product, from the modules the last build made.
    static func extract() throws -> [(product: String, lines: [String])] {
        let products = try productsDirectory()
        let tool = try extractor()
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("public-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        return try Self.products.map { product in
            let directory = output.appendingPathComponent(product.name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var arguments = [
                "-module-name", product.name, "-I", products.appendingPathComponent("Modules").path,
                "-output-dir", directory.path, "-minimum-access-level", "public", "-skip-synthesized-members",
                "-emit-extension-block-symbols", "-experimental-allowed-reexported-modules=\(product.reexports)",
            ]
            // Debug builds load every module the products' modules import, C modules included: give the
            // extractor the module maps the compiler read when it built the product's module.
            for map in try moduleMaps(of: product.name, in: products) {
                arguments += ["-Xcc", "-fmodule-map-file=\(map)"]
            }
            try run(tool, arguments)
            let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
            let graphs = try files.map { try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: $0)) }
            return (product.name, SymbolGraph.lines(of: graphs))
        }
    }

    /// Writes the list, keeping the mark of every line that stays (or of the symbol, if only its
    /// declaration changed).
    static func write(_ built: [(product: String, lines: [String])]) throws {
        let old = (try? PublicAPIList(contentsOf: listURL))?.sections.flatMap(\.lines) ?? []
        let marks = Dictionary(old.map { ($0.text, $0.isAddition) }, uniquingKeysWith: { $0 || $1 })
        let markedSymbols = Set(old.filter(\.isAddition).map(\.symbol))
        var text = PublicAPIList.header
        for (product, lines) in built {
            text += "\n## \(product)\n"
            for line in lines.sorted() {
                let marked = marks[line] ?? markedSymbols.contains(PublicAPIList.Line(line).symbol)
                text += (marked ? "+ " : "") + line + "\n"
            }
        }
        try text.write(to: listURL, atomically: true, encoding: .utf8)
    }

    /// The names in backticks in docs/Divergences.md's "Additions (Not in WidgetKit)" section.
    static func namesInAdditions() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("docs/Divergences.md"), encoding: .utf8)
        guard let start = text.range(of: "\n## Additions (Not in WidgetKit)\n") else {
            Issue.record("docs/Divergences.md has no \"## Additions (Not in WidgetKit)\" section.")
            return []
        }
        let section = text[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        let parts = section.components(separatedBy: "`")
        return Set(stride(from: 1, to: parts.count, by: 2).map { parts[$0] })
    }

    /// The directory the build put the products in: the one with `Modules/OpenWidgetKit.swiftmodule`,
    /// found from the test bundle up.
    static func productsDirectory() throws -> URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules/OpenWidgetKit.swiftmodule").path) {
                return url
            }
        }
        throw PublicAPIError("No built OpenWidgetKit.swiftmodule above \(CommandLine.arguments[0]); run swift build --build-tests first.")
    }

    /// `swift-symbolgraph-extract`: `$SWIFT_SYMBOLGRAPH_EXTRACT`, or the one beside `swift` on the `PATH`,
    /// or the toolchain's in /opt/swift.
    static func extractor() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFT_SYMBOLGRAPH_EXTRACT"] { return URL(fileURLWithPath: path) }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
        for directory in directories {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("swift-symbolgraph-extract")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw PublicAPIError(
            "swift-symbolgraph-extract is not on the PATH or in /opt/swift/usr/bin; it comes with the Swift "
                + "toolchain. Set SWIFT_SYMBOLGRAPH_EXTRACT to its path.")
    }

    /// The C module maps a module's build read, from the dependency files the compiler wrote beside it.
    static func moduleMaps(of module: String, in products: URL) throws -> [String] {
        let build = products.appendingPathComponent("\(module).build")
        let files = try FileManager.default.contentsOfDirectory(at: build, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "d" }
        var maps: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }) {
                let path = word.hasSuffix(":") ? String(word.dropLast()) : String(word)
                if path.hasSuffix(".modulemap") { maps.insert(path) }
            }
        }
        return maps.sorted()
    }

    static func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PublicAPIError(
                "\(tool.path) \(arguments.joined(separator: " ")) failed:\n" + String(decoding: message, as: UTF8.self))
        }
    }
}

struct PublicAPIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// What `swift-symbolgraph-extract` writes: the symbols, and how they relate.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { var precise: String }
        struct Kind: Decodable { var identifier: String }
        struct Fragment: Decodable { var spelling: String }
        var identifier: Identifier
        var kind: Kind
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
    }

    var symbols: [Symbol]
    var relationships: [Relationship]

    /// One line per symbol and per conformance to a protocol of the graphs, unsorted.
    static func lines(of graphs: [SymbolGraph]) -> [String] {
        var paths: [String: String] = [:]
        var protocols: Set<String> = []
        for symbol in graphs.flatMap(\.symbols) {
            paths[symbol.identifier.precise] = symbol.pathComponents.joined(separator: ".")
            if symbol.kind.identifier == "swift.protocol" { protocols.insert(symbol.identifier.precise) }
        }
        let relationships = graphs.flatMap(\.relationships)
        let defaults = Set(relationships.filter { $0.kind == "defaultImplementationOf" }.map(\.source))
        var lines: [String] = []
        for symbol in graphs.flatMap(\.symbols) where symbol.kind.identifier != "swift.extension" {
            var kind = symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "")
            if defaults.contains(symbol.identifier.precise) { kind += ", default" }
            let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            lines.append("\(symbol.pathComponents.joined(separator: ".")) [\(kind)] \(declaration)")
        }
        for relationship in relationships where relationship.kind == "conformsTo" {
            guard protocols.contains(relationship.target), let type = paths[relationship.source],
                let conformed = paths[relationship.target]
            else { continue }
            lines.append("\(type): \(conformed) [conformance]")
        }
        return Array(Set(lines))
    }
}

/// docs/PublicAPI.txt: a header, then one section per product (`## OpenWidgetKit`) of sorted lines.
struct PublicAPIList {
    static let header = """
        # The public API of OpenWidgetKit's products, one line per public symbol: `path [kind] declaration`, and
        # `Type: Protocol [conformance]` for a conformance to one of the package's protocols; sorted. A line that
        # starts with `+ ` is not Apple API: docs/Divergences.md names it under "Additions (Not in WidgetKit)".
        # Tests/OpenWidgetKitTests/PublicAPITests.swift checks the built modules against this list;
        # scripts/public-api rewrites it from them, keeping the marks of the lines that stay.

        """

    struct Line: Hashable {
        /// The line without its mark.
        var text: String
        /// Marked `+ `: not Apple API.
        var isAddition: Bool

        init(_ line: String) {
            isAddition = line.hasPrefix("+ ")
            text = isAddition ? String(line.dropFirst(2)) : line
        }

        /// The symbol's path and kind, without its declaration: `Text.init(_:style:) [init]`.
        var symbol: String {
            guard let end = text.range(of: "] ") else { return text }
            return String(text[..<end.lowerBound]) + "]"
        }

        /// The symbol's path (`WidgetInfo.configurationValues`), or a conformance's type and protocol.
        var paths: [String] {
            if text.hasSuffix(" [conformance]"), let colon = text.range(of: ": ") {
                return [String(text[..<colon.lowerBound]), String(text[colon.upperBound...].prefix { $0 != " " })]
            }
            return [String(text.prefix { $0 != " " })]
        }

        /// Whether `names` holds a path, a path without its argument labels, or a type that holds it.
        func isNamed(in names: Set<String>) -> Bool {
            paths.contains { path in
                let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                return (1...components.count).contains { count in
                    let prefix = components.prefix(count).joined(separator: ".")
                    let base = prefix.firstIndex(of: "(").map { String(prefix[..<$0]) }
                    return names.contains(prefix) || base.map(names.contains) == true
                }
            }
        }
    }

    var sections: [(product: String, lines: [Line])]

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        sections = []
        for line in text.split(separator: "\n").map(String.init) where !line.isEmpty && !line.hasPrefix("# ") && line != "#" {
            if line.hasPrefix("## ") {
                sections.append((String(line.dropFirst(3)), []))
            } else if !sections.isEmpty {
                sections[sections.count - 1].lines.append(Line(line))
            }
        }
    }

    /// What the built modules add to the list and what they no longer have, product by product.
    static func difference(listed: PublicAPIList, built: [(product: String, lines: [String])]) -> Difference {
        var difference = Difference()
        for (product, lines) in built {
            let old = Set(listed.sections.first { $0.product == product }?.lines.map(\.text) ?? [])
            let new = Set(lines)
            difference.added += new.subtracting(old).sorted().map { "\(product): \($0)" }
            difference.removed += old.subtracting(new).sorted().map { "\(product): \($0)" }
        }
        let products = Set(built.map(\.product))
        for section in listed.sections where !products.contains(section.product) {
            difference.removed.append("the section ## \(section.product), which is not a product")
        }
        return difference
    }

    struct Difference: CustomStringConvertible {
        var added: [String] = []
        var removed: [String] = []
        var isEmpty: Bool { added.isEmpty && removed.isEmpty }

        var description: String {
            var text = "docs/PublicAPI.txt does not match the public API of the built modules.\n"
            if !added.isEmpty {
                text += "Public now, not in the list (\(added.count)):\n" + added.map { "  > \($0)\n" }.joined()
            }
            if !removed.isEmpty {
                text += "In the list, not public any more (\(removed.count)):\n" + removed.map { "  < \($0)\n" }.joined()
            }
            return text + PublicAPI.howToRegenerate
        }
    }
}
