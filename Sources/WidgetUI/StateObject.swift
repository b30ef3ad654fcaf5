/// An observable object a view makes and owns. It is made when the view is first read and kept for
/// that drawing.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private final class Box {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    private let box: Box

    /// A property that makes its object when first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = Box(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: box.object) }
}
