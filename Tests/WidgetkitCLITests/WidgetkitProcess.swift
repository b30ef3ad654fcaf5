import Foundation

/// Where SwiftPM put the built products (the test bundle sits beside them).
var productsDirectory: URL {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("widgetkit").path) { return url }
    }
    return Bundle.main.bundleURL
}

/// Runs the built `widgetkit` with arguments and captures its exit status and output.
func widgetkit(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    try runProduct("widgetkit", arguments)
}

func widgetkit(_ arguments: String...) throws -> (status: Int32, output: String, error: String) {
    try widgetkit(arguments)
}

/// Runs the built `widgetkit-bench` with arguments and captures its exit status and output.
func widgetkitBench(_ arguments: String...) throws -> (status: Int32, output: String, error: String) {
    try runProduct("widgetkit-bench", arguments)
}
