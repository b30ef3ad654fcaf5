/// A type with a fixed set of values that people choose from, such as a character's avatar.
///
/// The cases are the parameter's choices, shown with their display representations and stored by
/// raw value:
///
/// ```swift
/// enum Avatar: String, AppEnum {
///     case panda, unicorn, whale
///
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Avatar"
///     static let caseDisplayRepresentations: [Avatar: DisplayRepresentation] = [
///         .panda: "🐼 Panda", .unicorn: "🦄 Unicorn", .whale: "🐳 Whale",
///     ]
/// }
/// ```
///
/// An `AppEnum` can also be the type of an `INIntent` parameter, standing for an enumeration of an
/// intent definition file.
public protocol AppEnum: IntentParameterValue, CaseIterable, Hashable, Sendable, RawRepresentable
where RawValue: LosslessStringConvertible {
    /// The name of the type, such as "Avatar".
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case appears to people; a case without one shows its raw value.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension IntentValueCodec {
    /// Stores a case by its raw value and offers the cases, with their display titles, as fixed choices.
    static func appEnum<Enum: AppEnum>(_ type: Enum.Type) -> IntentValueCodec {
        .enumeration(Enum.self, parse: Enum.RawValue.init) {
            Enum.caseDisplayRepresentations[$0]?.title.defaultValue ?? String($0.rawValue)
        }
    }
}
