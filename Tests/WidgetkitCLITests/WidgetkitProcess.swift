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
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("widgetkit")
    process.arguments = arguments
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

func widgetkit(_ arguments: String...) throws -> (status: Int32, output: String, error: String) {
    try widgetkit(arguments)
}
