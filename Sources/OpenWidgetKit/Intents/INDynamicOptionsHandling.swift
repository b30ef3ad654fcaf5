/// Provides the choices of intent parameters whose options are provided dynamically.
///
/// Not in WidgetKit. On Apple platforms Xcode generates a handling protocol for each custom intent,
/// such as `SelectCharacterIntentHandling` with its `provideCharacterOptionsCollection(for:with:)`
/// method, and the system finds that method by name. On Linux you write the generated part once:
/// declare the handling protocol as refining this one, and dispatch the parameter name to its method.
/// Your `IntentHandler` then reads as it does on Apple platforms.
///
/// ```swift
/// protocol SelectCharacterIntentHandling: INDynamicOptionsHandling {
///     func provideCharacterOptionsCollection(
///         for intent: SelectCharacterIntent,
///         with completion: @escaping (INObjectCollection<GameCharacter>?, Error?) -> Void)
/// }
///
/// extension SelectCharacterIntentHandling {
///     func provideOptionsCollection(forParameterNamed name: String, intent: INIntent) async throws -> [INObject] {
///         guard name == "character", let intent = intent as? SelectCharacterIntent else { return [] }
///         return try await INObjectCollection.fetch { provideCharacterOptionsCollection(for: intent, with: $0) }
///     }
/// }
/// ```
public protocol INDynamicOptionsHandling {
    /// The choices for the parameter named `name`, in the order people see them.
    ///
    /// `intent` holds the configuration being edited, so the choices can depend on its other
    /// parameters. Throw to report that the choices can't be found; the form shows the error.
    func provideOptionsCollection(forParameterNamed name: String, intent: INIntent) async throws -> [INObject]
}

extension INObjectCollection {
    /// Calls a completion-handler method that provides a collection, and returns the collection's
    /// items or throws the error it reported.
    ///
    /// Not in WidgetKit: it connects a generated-style `provide…OptionsCollection(for:with:)` method
    /// to `INDynamicOptionsHandling`. A second call of the completion handler is ignored; a method
    /// that never calls it leaves the request to the host's deadline.
    ///
    /// ```swift
    /// try await INObjectCollection.fetch { provideCharacterOptionsCollection(for: intent, with: $0) }
    /// ```
    public static func fetch(
        _ body: (@escaping (INObjectCollection<ObjectType>?, (any Error)?) -> Void) -> Void
    ) async throws -> [INObject] {
        typealias Outcome = UncheckedSendableBox<Result<[INObject], any Error>>
        let result: Outcome = await withCheckedContinuation { continuation in
            let once = OnceFlag()
            body { collection, error in
                guard once.claim() else { return }
                if let error {
                    continuation.resume(returning: UncheckedSendableBox(.failure(error)))
                } else {
                    continuation.resume(returning: UncheckedSendableBox(.success(collection?.allItems ?? [])))
                }
            }
        }
        return try result.value.get()
    }
}
