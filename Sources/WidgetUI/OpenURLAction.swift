import Foundation

/// Opens a URL: what `@Environment(\.openURL)` gives. A widget's view is drawn, not run, so calling it
/// during `body` does nothing; use `Link` or `widgetURL` to open URLs from a widget.
public struct OpenURLAction: Sendable {
    /// What a handler decided about a URL.
    public struct Result: Sendable {
        private let name: String
        /// The handler opened it.
        public static let handled = Result(name: "handled")
        /// The handler did not; the system may.
        public static let discarded = Result(name: "discarded")
        /// Let the system open it.
        public static let systemAction = Result(name: "systemAction")
        /// Let the system open another URL.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens a URL (in a widget: hands it to the handler, which by default does nothing).
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens a URL and says whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).isHandled)
    }
}

extension OpenURLAction.Result {
    fileprivate var isHandled: Bool { self.name == "handled" }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
    /// Opens URLs: in a widget, a handler that does nothing unless a view above sets one.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
