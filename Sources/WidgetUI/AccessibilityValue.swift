/// What a view tells assistive technology, as the archive records it: one of its fields per modifier.
/// Not in SwiftUI.
package struct AccessibilityValue: Codable, Hashable, Sendable {
    package var label: String?
    package var hint: String?
    package var value: String?
    package var hidden: Bool?
    package var identifier: String?
    /// `isHeader`, `isButton`, … as given to `accessibilityAddTraits`.
    package var traits: [String]?

    package init(
        label: String? = nil, hint: String? = nil, value: String? = nil, hidden: Bool? = nil, identifier: String? = nil,
        traits: [String]? = nil
    ) {
        self.label = label
        self.hint = hint
        self.value = value
        self.hidden = hidden
        self.identifier = identifier
        self.traits = traits
    }
}
