/// A property of an `ObservableObject` whose changes are announced. In a widget nothing listens, so
/// it is a stored value.
@propertyWrapper
public struct Published<Value> {
    /// The value.
    public var wrappedValue: Value

    /// A published property with its initial value.
    public init(wrappedValue value: Value) {
        wrappedValue = value
    }

    /// A published property with its initial value.
    public init(initialValue value: Value) {
        wrappedValue = value
    }
}
