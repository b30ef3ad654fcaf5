package import Foundation
import WidgetHost

/// A Swift package on disk as the command line uses it: described, built, and its widget extensions
/// found — for `preview --package` and the tests of what `init` makes.
package struct SwiftPackage: Sendable {
    /// The package's folder (the one with Package.swift).
    package let directory: URL
    /// The `swift` executable that builds it.
    package let swift: URL

    /// The package in `path`, or a usage error saying why it is not one.
    package init(path: String, option: String = "--package") throws {
        let directory = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) else {
            throw UsageError(description: "invalid package '\(path)' for \(option): it has no Package.swift")
        }
        self.directory = directory
        self.swift = try Self.findSwift()
    }

    /// `swift` on the PATH.
    static func findSwift() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw UsageError(description: "no `swift` on the PATH: install a Swift toolchain to build the package")
    }

    /// The output of a `swift` command run in the package, or an error with its last lines when it fails.
    @discardableResult
    package func run(_ arguments: [String], what: String) async throws -> String {
        let process: ChildProcess
        do {
            process = try ChildProcess(
                // `swift package` takes the path before its subcommand; `swift build` anywhere.
                executable: swift.path,
                arguments: [arguments[0], "--package-path", directory.path] + arguments.dropFirst(),
                environment: ProcessInfo.processInfo.environment, standardInput: .nullDevice,
                standardOutput: .pipe, standardError: .sameAsOutput)
        } catch {
            throw PackageError(description: "could not run \(swift.path): \(error)")
        }
        let output = try await process.standardOutput!.readToEnd(keepingAtMost: 4 << 20)
        let termination = await process.exited()
        let text = String(decoding: output, as: UTF8.self)
        guard termination.isSuccess else {
            throw PackageError(description: "\(what) failed (\(termination)):\n" + Self.lastLines(of: text))
        }
        return text
    }

    /// What a failed command said: its error lines if it printed any, else its last 40 lines.
    static func lastLines(of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let errors = lines.enumerated().filter { $0.element.contains("error:") }
        if !errors.isEmpty {
            // Each error with the two lines of source the compiler shows after it.
            let shown = errors.prefix(20).flatMap { lines[$0.offset..<min($0.offset + 3, lines.count)] }
            return shown.joined(separator: "\n")
        }
        return lines.suffix(40).joined(separator: "\n")
    }

    /// Builds the package (debug).
    package func build() async throws {
        try await run(["build"], what: "swift build in \(directory.path)")
    }

    /// Where the built executables are.
    package func binPath() async throws -> URL {
        let output = try await run(["build", "--show-bin-path"], what: "swift build --show-bin-path")
        let path = output.split(separator: "\n").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// The package as `swift package describe` tells it.
    package func describe() async throws -> Description {
        let output = try await run(["package", "describe", "--type", "json"], what: "swift package describe")
        // Resolving may print lines before the JSON.
        guard let start = output.firstIndex(of: "{") else {
            throw PackageError(description: "swift package describe printed no description")
        }
        do {
            return try JSONDecoder().decode(Description.self, from: Data(output[start...].utf8))
        } catch {
            throw PackageError(description: "swift package describe printed a description this tool cannot read: \(error)")
        }
    }

    /// The executable products that are widget extensions, in the package's order: those whose `@main`
    /// type is a `WidgetBundle` or a `Widget`, or whose `main.swift` calls `main()` on a type the package
    /// declares as one.
    package func widgetExtensions(in description: Description) -> [String] {
        func sources(of target: Description.Target) -> [String] {
            target.sources.compactMap { source in
                let url = directory.appendingPathComponent(target.path).appendingPathComponent(source)
                return try? String(contentsOf: url, encoding: .utf8)
            }
        }
        let widgetTypes = Set(description.targets.flatMap { sources(of: $0).flatMap(Self.widgetTypes) })
        return description.products.filter(\.isExecutable).map(\.name).filter { product in
            let targets = description.products.first { $0.name == product }?.targets ?? []
            return targets.contains { name in
                guard let target = description.targets.first(where: { $0.name == name }) else { return false }
                return sources(of: target).contains { source in
                    Self.declaresWidgetMain(source) || Self.mainCalls(in: source).contains(where: widgetTypes.contains)
                }
            }
        }
    }

    /// The types a source declares as a `WidgetBundle` or a `Widget`.
    static func widgetTypes(in source: String) -> [String] {
        matches(#"(?:struct|class|enum)\s+(\w+)\s*:\s*([^{]*)\{"#, in: source).compactMap { groups in
            let names = groups[1].split(whereSeparator: { ",& \n\t".contains($0) }).map {
                $0.split(separator: ".").last.map(String.init) ?? ""
            }
            return names.contains("WidgetBundle") || names.contains("Widget") ? groups[0] : nil
        }
    }

    /// Whether a source marks a `WidgetBundle` or a `Widget` with `@main`.
    static func declaresWidgetMain(_ source: String) -> Bool {
        matches(#"@main\s+(?:(?:public|internal|final)\s+)*((?:struct|class|enum)\s+\w+\s*:\s*[^{]*\{)"#, in: source)
            .contains { !widgetTypes(in: $0[0]).isEmpty }
    }

    /// The types a top-level `main.swift` calls `main()` on (`await ExampleWidgets.main()`).
    static func mainCalls(in source: String) -> [String] {
        matches(#"^\s*(?:await\s+)?(\w+)\.main\(\)"#, in: source, options: .anchorsMatchLines).map { $0[0] }
    }

    /// The capture groups of every match of `pattern` in `text`.
    private static func matches(
        _ pattern: String, in text: String, options: NSRegularExpression.Options = []
    ) -> [[String]] {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: options) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    /// The parts of `swift package describe --type json` used here.
    package struct Description: Decodable, Sendable {
        package var name: String
        package var products: [Product]
        package var targets: [Target]

        package struct Product: Decodable, Sendable {
            package var name: String
            package var targets: [String]
            var type: ProductType

            package var isExecutable: Bool { type.kinds.contains("executable") }
        }

        package struct Target: Decodable, Sendable {
            package var name: String
            package var path: String
            package var sources: [String]
        }

        /// A product's type, `{"executable": null}` or `{"library": ["automatic"]}`: its one key is the kind.
        struct ProductType: Decodable, Sendable {
            var kinds: [String]

            init(from decoder: any Decoder) throws {
                kinds = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            }
        }

        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}

/// A package that would not build or describe itself: what was run and what it said.
package struct PackageError: Error, CustomStringConvertible {
    package var description: String

    package init(description: String) {
        self.description = description
    }
}
