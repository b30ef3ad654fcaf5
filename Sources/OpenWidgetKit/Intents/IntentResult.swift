/// What an intent's `perform()` returns.
///
/// Return `.result()` from an intent that has nothing to report:
///
/// ```swift
/// func perform() async throws -> some IntentResult {
///     .result()
/// }
/// ```
public protocol IntentResult: Sendable {}

/// The result of an intent that returns nothing: what `.result()` makes.
///
/// Not in WidgetKit under this name: App Intents returns a generic result container.
public struct EmptyIntentResult: IntentResult {
    /// Creates an empty result; write `.result()` instead.
    public init() {}
}

extension IntentResult where Self == EmptyIntentResult {
    /// A result with no value, dialog or view.
    public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}
