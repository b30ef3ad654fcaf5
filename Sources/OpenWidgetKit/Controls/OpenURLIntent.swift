import Foundation

/// An App Intent that opens a URL (iOS 18): a control button with it opens the URL as a tap on a
/// widget's link does.
///
/// ```swift
/// ControlWidgetButton(action: OpenURLIntent(URL(string: "https://example.com/tea")!)) {
///     Label("Tea Timer", systemImage: "cup.and.saucer")
/// }
/// ```
///
/// Run in the extension, it does nothing: the host sees an `OpenURLIntent` and delivers its URL where
/// taps on links go (the browser, or the handler of the URL's scheme).
public struct OpenURLIntent: AppIntent {
    /// The intent's name.
    public static let title: LocalizedStringResource = "Open URL"

    /// The URL to open.
    @Parameter(title: "URL") public var url: URL?

    /// An intent with no URL yet.
    public init() {}

    /// An intent that opens `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// Does nothing in the extension: the host opens the URL.
    public func perform() async throws -> some IntentResult & OpensIntent {
        .result()
    }

    /// The type name hosts recognise. Not in App Intents.
    package static var typeName: String { IntentTypeName.of(Self.self) }
}
