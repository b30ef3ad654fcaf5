/// An action or a set of settings of your app, described in code (App Intents).
///
/// A widget configured with `AppIntentConfiguration` keeps its settings in a
/// `WidgetConfigurationIntent`, a kind of App Intent. Declare its parameters with `@Parameter`;
/// their order is the order of the configuration form:
///
/// ```swift
/// struct SelectCharacterAppIntent: WidgetConfigurationIntent {
///     static let title: LocalizedStringResource = "Select Character"
///     static let description = IntentDescription("Choose the character to follow.")
///
///     @Parameter(title: "Character") var character: CharacterEntity?
///
///     init() {}
/// }
/// ```
///
/// The runtime creates intents with `init()` and restores their parameters from the widget's stored
/// configuration, asking entity queries for the chosen entities.
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult = EmptyIntentResult

    /// The intent's name, as people see it: the configuration form's title.
    static var title: LocalizedStringResource { get }
    /// What the intent does, shown under its title; empty by default.
    ///
    /// App Intents declares this property optional and reads your declaration when it builds your
    /// app. OpenWidgetKit reads the property itself, so it is declared with the type you write in
    /// `static let description = IntentDescription("…")`, which is not optional; a declaration of
    /// type `IntentDescription?` would not be seen.
    static var description: IntentDescription { get }

    /// Creates an intent whose parameters have their default values.
    init()

    /// Performs the intent's action. A configuration intent does nothing and needn't implement it.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// The parameter property wrapper: `@Parameter(title: "Character") var character: CharacterEntity?`.
    public typealias Parameter<Value: IntentParameterValue> = IntentParameter<Value>

    /// An empty description.
    public static var description: IntentDescription { IntentDescription("") }
}

extension AppIntent where PerformResult == EmptyIntentResult {
    /// Does nothing and returns an empty result.
    public func perform() async throws -> EmptyIntentResult { .result() }
}
