package import Foundation

/// Where the command line finds widget extension executables: a path given with `--extension`, or
/// the examples' extension built beside the running executable.
package enum ExtensionPaths {
    /// The executable a `--extension` option names, or a usage error when it is not an executable
    /// file (a directory, a missing path, a file without the execute bit).
    package static func executable(_ path: String) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              FileManager.default.isExecutableFile(atPath: path)
        else {
            throw UsageError(description: "invalid extension '\(path)' for --extension: not an executable file")
        }
        return URL(fileURLWithPath: path)
    }

    /// The examples' extension, `example-widgets`, which SwiftPM builds beside `widgetkit` and
    /// `widgetkit-bench`: what `serve`, `preview`, `simulate` and `list-kinds` use with no `--extension`.
    package static func bundledExamples() throws -> URL {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidate = here.appendingPathComponent("example-widgets")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
            throw UsageError(description: "the bundled example extension was not found at \(candidate.path): "
                + "build it with `swift build`, or pass --extension PATH")
        }
        return candidate
    }
}
