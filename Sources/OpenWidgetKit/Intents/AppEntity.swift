/// Something from your app that people can choose as the value of an App Intent parameter, such as
/// a game character.
///
/// An entity has a stable `id`, a `displayRepresentation` people see, and a `defaultQuery` that finds
/// entities by identifier and suggests them. A widget's configuration stores the identifier; the
/// runtime asks the query for the entity each time it restores the configuration, so the entity
/// your provider receives is current.
///
/// ```swift
/// struct CharacterEntity: AppEntity {
///     let id: String
///     var name: String { id }
///
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
///     static let defaultQuery = CharacterQuery()
///
///     var displayRepresentation: DisplayRepresentation { "\(name)" }
/// }
/// ```
public protocol AppEntity: Identifiable, IntentParameterValue, Sendable
where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

    /// The name of the type, such as "Character".
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query the runtime uses to restore and suggest entities of this type.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity appears to people.
    var displayRepresentation: DisplayRepresentation { get }
}

extension IntentValueCodec {
    /// Stores an entity as its identifier and title, restores it through `defaultQuery`, offers the
    /// query's suggested entities as choices, and starts an unset parameter at its `defaultResult()`.
    static func entity<Entity: AppEntity>(_ type: Entity.Type) -> IntentValueCodec {
        let typeName = Entity.typeDisplayRepresentation.name.defaultValue
        let expected = "an object with the identifier of a \(typeName)"
        var codec = IntentValueCodec(
            kind: .object, expected: expected,
            suggestions: { try await Entity.defaultQuery.suggestedEntities().map(\.intentOption) },
            encode: { value in
                (value as? Entity).map(\.intentOption).map { .object(identifier: $0.identifier, display: $0.display) }
            },
            decode: { value in
                guard case .object(let identifier, _) = value else {
                    throw ParameterValueError(expected: expected, got: value)
                }
                guard let id = Entity.ID.entityIdentifier(for: identifier) else {
                    throw ParameterValueError(message: "'\(identifier)' is not a valid \(typeName) identifier")
                }
                let found = try await Entity.defaultQuery.entities(for: [id])
                guard let entity = found.first(where: { $0.id == id }) else {
                    throw ParameterValueError(message: "no \(typeName) has the identifier '\(identifier)'")
                }
                return entity
            })
        codec.defaultResult = { await Entity.defaultQuery.defaultResult() }
        return codec
    }
}

extension AppEntity {
    /// The entity as a choice in the configuration form.
    var intentOption: IntentOption {
        IntentOption(identifier: id.entityIdentifierString, display: displayRepresentation.title.defaultValue)
    }
}
