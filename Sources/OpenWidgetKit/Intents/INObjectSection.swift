/// A group of choices in an `INObjectCollection`, with an optional title.
///
/// ```swift
/// INObjectCollection(sections: [
///     INObjectSection(title: "Heroes", items: heroes),
///     INObjectSection(title: "Villains", items: villains),
/// ])
/// ```
public struct INObjectSection<ObjectType: INObject> {
    /// The section's title; nil for an untitled section.
    public let title: String?
    /// The objects in the section, in the order people see them.
    public let items: [ObjectType]

    /// Creates a section with a title and its objects.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}
