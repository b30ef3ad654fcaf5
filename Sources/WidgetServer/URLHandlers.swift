package import Foundation
import OpenWidgetKit
package import WidgetHost
import WidgetUI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where taps on widgets go: `http` and `https` URLs open in the person's browser; every other
/// scheme goes to the handler registered for it — a command run with the URL as its last argument,
/// or a webhook that receives it as JSON.
///
/// ```
/// widgetkit serve --url-handler game=/usr/local/bin/open-game \
///                 --url-handler notes=https://example.com/hooks/widget-taps
/// ```
package struct URLHandlers: Sendable {
    package enum Handler: Sendable, Hashable, CustomStringConvertible {
        /// An executable and its first arguments; the URL comes last.
        case command([String])
        /// A URL that receives `POST {"url": …, "widget": ID, "kind": …}`.
        case webhook(URL)

        package var description: String {
            switch self {
            case .command(let arguments): "the command \(arguments.joined(separator: " "))"
            case .webhook(let url): "the webhook \(url.absoluteString)"
            }
        }
    }

    /// Handlers by lower-case scheme.
    package var handlers: [String: Handler]

    package init(_ handlers: [String: Handler] = [:]) {
        self.handlers = handlers
    }

    /// Reads `SCHEME=COMMAND` or `SCHEME=https://…` options.
    package init(parsing specifications: [String]) throws {
        var handlers: [String: Handler] = [:]
        for specification in specifications {
            guard let equals = specification.firstIndex(of: "=") else {
                throw URLHandlerError("\"\(specification)\" is not SCHEME=COMMAND or SCHEME=https://…")
            }
            let scheme = specification[..<equals].lowercased()
            let target = String(specification[specification.index(after: equals)...])
            guard Self.isScheme(scheme) else {
                throw URLHandlerError("\"\(scheme)\" is not a URL scheme (letters, digits, +, - or ., starting with a letter)")
            }
            guard !["http", "https"].contains(scheme) else {
                throw URLHandlerError("http and https URLs always open in the browser; no handler can take them")
            }
            if target.hasPrefix("http://") || target.hasPrefix("https://") {
                guard let url = URL(string: target), url.host != nil else {
                    throw URLHandlerError("\"\(target)\" is not a webhook URL")
                }
                handlers[scheme] = .webhook(url)
            } else {
                let arguments = target.split(separator: " ").map(String.init)
                guard let executable = arguments.first, FileManager.default.isExecutableFile(atPath: executable) else {
                    throw URLHandlerError("\"\(target)\" is not an executable file (give its full path)")
                }
                handlers[scheme] = .command(arguments)
            }
        }
        self.handlers = handlers
    }

    static func isScheme(_ text: some StringProtocol) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0))
        }
    }

    /// What became of a tap.
    /// Sends `url`, tapped on widget `instance` of `kind`, where it goes. Throws when no handler
    /// takes its scheme or the handler fails.
    package func deliver(_ url: String, instance: Int, kind: String) async throws -> TapDelivery {
        guard let colon = url.firstIndex(of: ":"), Self.isScheme(url[..<colon]) else {
            throw URLHandlerError("\"\(url)\" has no URL scheme")
        }
        let scheme = url[..<colon].lowercased()
        if scheme == "http" || scheme == "https" { return .open(url) }
        guard let handler = handlers[scheme] else {
            throw URLHandlerError(
                "no handler for \(scheme): URLs; start the host with --url-handler \(scheme)=COMMAND or \(scheme)=https://…")
        }
        switch handler {
        case .command(let arguments):
            try await Self.run(arguments + [url], environment: [
                "OPENWIDGETKIT_WIDGET_ID": String(instance), "OPENWIDGETKIT_WIDGET_KIND": kind,
            ])
        case .webhook(let hook):
            try await Self.post(["url": url, "widget": String(instance), "kind": kind], to: hook)
        }
        return .delivered(url, handler: handler.description)
    }

    /// Runs a handler command (no shell), at most 10 seconds: then it is sent SIGTERM, with whatever
    /// it started (its process group), which would otherwise keep its output open. A non-zero exit is
    /// an error with its output.
    private static func run(_ arguments: [String], environment: [String: String]) async throws {
        let child: ChildProcess
        do {
            child = try ChildProcess(
                executable: arguments[0], arguments: Array(arguments.dropFirst()),
                environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                standardInput: .nullDevice, standardOutput: .pipe, standardError: .sameAsOutput)
        } catch {
            throw URLHandlerError("\(arguments[0]) could not start: \(error)")
        }
        let killer = Task {
            try await Task.sleep(for: .seconds(10))
            child.signal(SIGTERM, group: true)
        }
        defer { killer.cancel() }
        let output = try await child.standardOutput!.readToEnd(keepingAtMost: 500)
        let termination = await child.exited()
        guard termination.isSuccess else {
            let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let ending = if case .exited(let status) = termination { "exited with \(status)" } else { "was stopped" }
            throw URLHandlerError("\(arguments[0]) \(ending)" + (text.isEmpty ? "" : ": \(text)"))
        }
    }

    private static func post(_ body: [String: String], to url: URL) async throws {
        var request = URLRequest(url: url, timeoutInterval: 10)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
        let response: URLResponse
        do {
            (_, response) = try await URLSession.shared.data(for: request)
        } catch {
            throw URLHandlerError("the webhook \(url.absoluteString) could not be reached: \(error.localizedDescription)")
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            throw URLHandlerError("the webhook \(url.absoluteString) answered \(status)")
        }
    }
}

/// A handler that is misconfigured or failed, and why.
package struct URLHandlerError: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
