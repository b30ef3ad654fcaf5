/// An observable object a view above put in the environment with `environmentObject(_:)`.
///
/// Reading one that no view above provided stops the program with a message, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// A property that reads the object of its type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.currentOrDefault.object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: a view above must provide one "
                + "with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }
}

extension View {
    /// Puts an observable object in the environment for the `@EnvironmentObject` properties of the
    /// views inside.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        recording(nil, environment: { $0.setObject(object) })
    }
}
