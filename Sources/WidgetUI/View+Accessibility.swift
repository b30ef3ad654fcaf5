// What assistive technology is told about a view. Nothing is drawn; the HTML renderer writes ARIA
// attributes (`aria-label`, `aria-description`, `aria-hidden`, …) the dashboard's screen readers read.

extension View {
    /// The view's name for assistive technology, in place of its text.
    public func accessibilityLabel(_ label: Text) -> some View {
        recording(.accessibility(AccessibilityValue(label: label.plainText)))
    }

    /// The view's name for assistive technology, in place of its text.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        recording(.accessibility(AccessibilityValue(label: String(label))))
    }

    /// What happens when the view is activated, for assistive technology.
    public func accessibilityHint(_ hint: Text) -> some View {
        recording(.accessibility(AccessibilityValue(hint: hint.plainText)))
    }

    /// What happens when the view is activated, for assistive technology.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        recording(.accessibility(AccessibilityValue(hint: String(hint))))
    }

    /// The view's current value, for assistive technology ("75 percent").
    public func accessibilityValue(_ value: Text) -> some View {
        recording(.accessibility(AccessibilityValue(value: value.plainText)))
    }

    /// The view's current value, for assistive technology ("75 percent").
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        recording(.accessibility(AccessibilityValue(value: String(value))))
    }

    /// Hides the view from assistive technology (decoration).
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        recording(.accessibility(AccessibilityValue(hidden: hidden)))
    }

    /// An identifier for tests and automation.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        recording(.accessibility(AccessibilityValue(identifier: identifier)))
    }

    /// Adds traits such as `.isHeader` or `.isButton`.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        recording(.accessibility(AccessibilityValue(traits: traits.names)))
    }

    /// Removes traits; recorded as nothing (no trait is set by default here).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        self
    }

    /// How the views inside are presented to assistive technology; `.combine` and `.ignore` read as one.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        self
    }

    /// The view's name for assistive technology, the way before iOS 14.
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    /// The view's hint, the way before iOS 14.
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View {
        accessibilityHint(hint)
    }

    /// The view's value, the way before iOS 14.
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View {
        accessibilityValue(value)
    }

    /// Hides the view, the way before iOS 14.
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View {
        accessibilityHidden(hidden)
    }
}

/// Traits that describe a view to assistive technology.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var storage: Set<String>

    private init(_ name: String) { storage = [name] }

    public init() { storage = [] }

    var names: [String] { storage.sorted() }

    /// A heading that divides content.
    public static let isHeader = AccessibilityTraits("isHeader")
    /// A button.
    public static let isButton = AccessibilityTraits("isButton")
    /// A link.
    public static let isLink = AccessibilityTraits("isLink")
    /// An image.
    public static let isImage = AccessibilityTraits("isImage")
    /// Static text.
    public static let isStaticText = AccessibilityTraits("isStaticText")
    /// A selected element.
    public static let isSelected = AccessibilityTraits("isSelected")
    /// A summary of the app's situation.
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    /// Content that changes often.
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    /// A toggle.
    public static let isToggle = AccessibilityTraits("isToggle")

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.formUnion(other); return copy }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { var copy = self; copy.formIntersection(other); return copy }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var copy = self
        copy.formSymmetricDifference(other)
        return copy
    }
    public func contains(_ member: AccessibilityTraits) -> Bool { member.storage.isSubset(of: storage) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        storage.formUnion(newMember.storage)
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        storage.subtract(member.storage)
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        storage.formUnion(newMember.storage)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { storage.formUnion(other.storage) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { storage.formIntersection(other.storage) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { storage.formSymmetricDifference(other.storage) }
}

/// How a container's children are presented to assistive technology.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    /// The children are ignored; the container is one element.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children stay separate elements.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's properties are merged into one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}
