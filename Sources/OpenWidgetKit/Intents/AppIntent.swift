import Foundation

/// A string a person reads, with a key for localisation.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The text (the key, until localisation tables are supported).
    public var key: String

    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }

    public var description: String { key }
}

/// A description of an intent, shown under its title.
public struct IntentDescription: ExpressibleByStringLiteral, Hashable, Sendable {
    public var description: LocalizedStringResource
    public init(_ description: LocalizedStringResource) { self.description = description }
    public init(stringLiteral value: String) { description = LocalizedStringResource(value) }
}

/// What `perform()` returns.
public protocol IntentResult: Sendable {}

/// The result of an intent that returns nothing.
public struct EmptyIntentResult: IntentResult {}

extension IntentResult where Self == EmptyIntentResult {
    /// An empty result.
    public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}

/// An action or a configuration described in code (App Intents).
///
/// ```swift
/// struct SelectCharacterAppIntent: WidgetConfigurationIntent {
///     static var title: LocalizedStringResource = "Select Character"
///     @Parameter(title: "Character") var character: CharacterEntity?
///     init() {}
/// }
/// ```
public protocol AppIntent {
    associatedtype PerformResult: IntentResult
    /// The intent's name, as people see it.
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    init()
    /// Does what the intent stands for (interactive widgets run this).
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// The parameter wrapper.
    public typealias Parameter<Value: IntentParameterValue> = IntentParameter<Value>

    public static var description: IntentDescription? { nil }
}

extension AppIntent where PerformResult == EmptyIntentResult {
    /// Configuration intents do nothing when performed.
    public func perform() async throws -> EmptyIntentResult { .result() }
}

/// An App Intent that holds a widget's configuration (`AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    package static var configurationSchema: IntentSchema {
        IntentCoding.schema(of: Self(), type: Self.self, title: title.key)
    }

    package static func makeConfiguration(from values: ConfigurationValues) async throws -> Self {
        let intent = Self()
        try await IntentCoding.restore(values, into: intent, type: Self.self)
        return intent
    }

    package var configurationValues: ConfigurationValues {
        IntentCoding.values(of: self)
    }

    package static func dynamicOptions(
        forParameter name: String, configuration: ConfigurationValues, intentsExtension: INExtension?
    ) async throws -> [IntentOption] {
        guard let parameter = intentParameters(of: Self()).first(where: { $0.name == name })?.parameter else {
            throw ConfigurationError(
                intentType: String(describing: Self.self), parameter: name, message: "no such parameter")
        }
        guard let options = try await parameter.suggestedOptions() else {
            throw ConfigurationError(
                intentType: String(describing: Self.self), parameter: name,
                message: "its options are not provided dynamically (only AppEntity parameters are)")
        }
        return options
    }
}
