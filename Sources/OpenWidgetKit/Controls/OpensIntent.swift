/// A result that says the intent opens something when it finishes: what an intent returns as
/// `some IntentResult & OpensIntent`.
///
/// ```swift
/// func perform() async throws -> some IntentResult & OpensIntent {
///     .result()
/// }
/// ```
///
/// An empty `.result()` opens nothing. Opening another intent (`.result(opensIntent:)`) is not
/// supported yet.
public protocol OpensIntent: IntentResult {}

/// An empty result opens nothing, as App Intents' empty result container.
extension EmptyIntentResult: OpensIntent {}
