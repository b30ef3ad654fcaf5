/// The choices a handler offers for an intent parameter, as one list or in titled sections.
///
/// A handler that provides dynamic options passes a collection to its completion handler:
///
/// ```swift
/// let characters = CharacterDetail.availableCharacters.map {
///     GameCharacter(identifier: $0.name, display: $0.name)
/// }
/// completion(INObjectCollection(items: characters), nil)
/// ```
///
/// The configuration form shows the items in the collection's order.
public struct INObjectCollection<ObjectType: INObject> {
    /// The sections, in order; a collection made from items has one untitled section.
    public let sections: [INObjectSection<ObjectType>]

    /// Creates a collection of one untitled section holding `items`.
    public init(items: [ObjectType]) {
        sections = [INObjectSection(title: nil, items: items)]
    }

    /// Creates a collection from sections.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
    }

    /// Every item of every section, section after section.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
}
