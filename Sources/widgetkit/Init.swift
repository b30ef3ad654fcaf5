import ArgumentParser
import Foundation
import WidgetkitSupport

struct Init: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create a Swift package with a widget extension, a companion app and tests.",
        discussion: """
            The package depends on OpenWidgetKit (by path when this widgetkit runs from a checkout, by \
            URL and version otherwise). It has a widget extension (`NAMEWidgets`: a @main WidgetBundle, a \
            provider, an entry and a view for each family, with #Previews), a companion app (`NAMEApp`) \
            that writes the app group's data and calls WidgetCenter, and tests on WidgetSimulator. It \
            builds, tests, previews and serves as it is; its README gives the next commands.

            Example: widgetkit init Counter --configurable --interactive
            """
    )

    @Argument(help: "The package's name: letters and digits, starting with a capital letter, such as Counter.")
    var name: String

    @Flag(help: "A widget people configure (an App Intent configuration with a parameter).")
    var configurable = false

    @Flag(help: "A widget with a button that runs an App Intent.")
    var interactive = false

    @Option(help: "The folder to create the package in (default: NAME in the current folder).")
    var path: String?

    @Option(
        name: .customLong("openwidgetkit"),
        help: "Where the package gets OpenWidgetKit: a checkout's path, or a git URL (default: this checkout, if any).")
    var openWidgetKit: String?

    func run() async throws {
        try await reportingUsageErrors {
            guard let first = name.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
                  name.unicodeScalars.allSatisfy({ $0.isASCII && CharacterSet.alphanumerics.contains($0) }),
                  name.count <= 40
            else {
                throw UsageError(description: "invalid name '\(name)': use letters and digits, starting with a capital "
                    + "letter, such as Counter (it names the package, its targets and its Swift types)")
            }
            let directory = URL(fileURLWithPath: path ?? name, isDirectory: true).standardizedFileURL
            if FileManager.default.fileExists(atPath: directory.path),
               !((try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty ?? true) {
                throw UsageError(description: "\(directory.path) exists and is not empty: choose another name or --path")
            }
            let dependency = try PackageTemplate.Dependency(openWidgetKit)
            let template = PackageTemplate(
                name: name, configurable: configurable, interactive: interactive, dependency: dependency)
            for (file, contents) in template.files {
                let url = directory.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
            print("Created \(directory.path): \(template.files.count) files.")
            print(template.nextSteps(at: directory.path))
        }
    }
}
