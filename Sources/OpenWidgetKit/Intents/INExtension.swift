/// The object that hands out the handlers of your intents: the Intents extension of the seed.
///
/// When someone edits a widget whose parameter's options are provided dynamically, WidgetKit asks
/// the extension for the intent's handler and the handler for the options. Subclass it and adopt
/// your intent's handling protocol (see `INDynamicOptionsHandling`):
///
/// ```swift
/// class IntentHandler: INExtension, SelectCharacterIntentHandling {
///     func provideCharacterOptionsCollection(
///         for intent: SelectCharacterIntent,
///         with completion: @escaping (INObjectCollection<GameCharacter>?, Error?) -> Void
///     ) {
///         let characters: [GameCharacter] = CharacterDetail.availableCharacters.map { character in
///             let gameCharacter = GameCharacter(identifier: character.name, display: character.name)
///             gameCharacter.name = character.name
///             return gameCharacter
///         }
///         completion(INObjectCollection(items: characters), nil)
///     }
/// }
/// ```
///
/// On Apple platforms the extension is a separate target that the system finds through its
/// `Info.plist`. On Linux the widget registers it (Not in WidgetKit):
/// `IntentConfiguration(…).intentsExtension(IntentHandler())`.
open class INExtension {
    /// Creates the extension.
    public init() {}

    /// The object that handles `intent`.
    ///
    /// By default the extension itself, as in Xcode's Intents extension template. Override it to
    /// return a different handler for some intents.
    open func handler(for intent: INIntent) -> Any? { self }
}
