import Foundation

/// How an entity or enum case shows in the configuration form.
public struct DisplayRepresentation: Hashable, Sendable {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

extension DisplayRepresentation: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// How a type of entity is named in the form.
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Hashable, Sendable {
    public var name: LocalizedStringResource
    public init(name: LocalizedStringResource) { self.name = name }
    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
}

/// An identifier that can be written as a string and read back.
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// Finds entities by identifier, and suggests them for a parameter's choices.
public protocol EntityQuery {
    associatedtype Entity: AppEntity
    init()
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered as choices.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// Something from your app a person can choose in a widget's configuration.
///
/// ```swift
/// struct CharacterEntity: AppEntity {
///     var id: String
///     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
///     static var defaultQuery = CharacterQuery()
///     var displayRepresentation: DisplayRepresentation { "\(id)" }
/// }
/// ```
public protocol AppEntity: Identifiable, IntentParameterValue where ID: EntityIdentifierConvertible {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
    public static var defaultQuery: DefaultQuery { DefaultQuery() }
    public static var parameterKind: IntentParameterSchema.ValueKind { .object }

    public var configurationValue: ConfigurationValue? {
        .object(identifier: id.entityIdentifierString, display: displayRepresentation.title.key)
    }

    public static func restore(from value: ConfigurationValue?) async throws -> Self {
        guard case .object(let identifier, _)? = value, let id = ID.entityIdentifier(for: identifier) else {
            throw ParameterValueError(message: "expected a \(typeDisplayRepresentation.name) identifier, got "
                + (value.map { "\($0)" } ?? "nothing"))
        }
        guard let entity = try await defaultQuery.entities(for: [id]).first else {
            throw ParameterValueError(message: "no \(typeDisplayRepresentation.name) has the identifier '\(identifier)'")
        }
        return entity
    }
}

/// A fixed set of choices for a parameter.
///
/// ```swift
/// enum Avatar: String, AppEnum {
///     case panda, unicorn
///     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Avatar"
///     static var caseDisplayRepresentations: [Avatar: DisplayRepresentation] = [.panda: "🐼", .unicorn: "🦄"]
/// }
/// ```
public protocol AppEnum: CaseIterable, Hashable, IntentParameterValue, RawRepresentable where RawValue == String {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    public static var parameterKind: IntentParameterSchema.ValueKind { .object }

    public static var staticOptions: [IntentOption]? {
        allCases.map { IntentOption(identifier: $0.rawValue, display: caseDisplayRepresentations[$0]?.title.key ?? $0.rawValue) }
    }

    public var configurationValue: ConfigurationValue? {
        .object(identifier: rawValue, display: Self.caseDisplayRepresentations[self]?.title.key ?? rawValue)
    }

    public static func restore(from value: ConfigurationValue?) async throws -> Self {
        let identifier: String?
        switch value {
        case .object(let id, _)?: identifier = id
        case .string(let id)?: identifier = id
        default: identifier = nil
        }
        guard let identifier, let match = Self(rawValue: identifier) else {
            throw ParameterValueError(message: "expected one of " + allCases.map(\.rawValue).joined(separator: ", ")
                + ", got " + (value.map { "\($0)" } ?? "nothing"))
        }
        return match
    }
}

extension AppEntity {
    static func suggestedOptions() async throws -> [IntentOption] {
        try await defaultQuery.suggestedEntities().map {
            IntentOption(identifier: $0.id.entityIdentifierString, display: $0.displayRepresentation.title.key)
        }
    }
}

extension IntentParameter {
    /// The parameter's choices from its entity query, or nil if its type has none.
    func suggestedOptions() async throws -> [IntentOption]? {
        if let entity = Value.self as? any AppEntity.Type {
            return try await entity.suggestedOptions()
        }
        if let optional = Value.self as? any OptionalEntity.Type {
            return try await optional.wrappedSuggestedOptions()
        }
        return nil
    }
}

/// Optional entity parameters suggest their wrapped entity's options.
protocol OptionalEntity {
    static func wrappedSuggestedOptions() async throws -> [IntentOption]
}

extension Optional: OptionalEntity where Wrapped: AppEntity {
    static func wrappedSuggestedOptions() async throws -> [IntentOption] {
        try await Wrapped.suggestedOptions()
    }
}
