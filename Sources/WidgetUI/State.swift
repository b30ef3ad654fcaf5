/// A value a view owns. In a widget, a view is drawn once per entry: the property holds its initial
/// value, and a write during `body` is seen by the rest of that drawing only.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Text("\(count)") }
/// }
/// ```
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// A state property with its initial value.
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// A state property with its initial value.
    public init(initialValue value: Value) {
        box = Box(value)
    }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state property that starts as nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}
