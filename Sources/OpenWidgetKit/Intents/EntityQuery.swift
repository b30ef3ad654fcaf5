/// Finds the entities of a type by identifier, and suggests entities to choose from.
///
/// When a widget's configuration is restored, the runtime asks the query for the chosen entity by
/// its stored identifier; when someone edits the widget, the form offers `suggestedEntities()`.
///
/// ```swift
/// struct CharacterQuery: EntityQuery {
///     func entities(for identifiers: [CharacterEntity.ID]) async throws -> [CharacterEntity] {
///         CharacterEntity.all.filter { identifiers.contains($0.id) }
///     }
///
///     func suggestedEntities() async throws -> [CharacterEntity] {
///         CharacterEntity.all
///     }
/// }
/// ```
public protocol EntityQuery: Sendable {
    /// The type of entity the query finds.
    associatedtype Entity: AppEntity

    /// Creates a query.
    init()

    /// The entities with these identifiers. Leave out identifiers that no longer stand for an entity.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    /// The entities offered as choices, in the order people see them; none by default.
    func suggestedEntities() async throws -> [Entity]

    /// The entity a parameter of this type holds until someone chooses one: what a new widget shows,
    /// and its placeholder and gallery snapshot. None by default.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }

    /// No default entity: a parameter that isn't optional needs a value chosen or a `default:`.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that can also find entities from text a person types.
///
/// The configuration form doesn't search yet: it offers `suggestedEntities()`.
///
/// ```swift
/// extension CharacterQuery: EntityStringQuery {
///     func entities(matching string: String) async throws -> [CharacterEntity] {
///         CharacterEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
///     }
/// }
/// ```
public protocol EntityStringQuery: EntityQuery {
    /// The entities that match `string`.
    func entities(matching string: String) async throws -> [Entity]
}
