/// Reads a value from the environment the view is shown in.
///
/// ```swift
/// struct StatusView: View {
///     @Environment(\.widgetFamily) var family
///     var body: some View {
///         if family == .systemSmall { Text("3") } else { Text("3 new messages") }
///     }
/// }
/// ```
///
/// How it works here: while the host resolves a view's `body`, it binds that view's environment to
/// a task-local value (`withValue`), and `wrappedValue` reads the task-local. So the property has
/// its value inside `body`, in nested custom views (each gets its own environment, including changes
/// made by `.environment(_:_:)` above it), and in `ForEach` closures (which get the environment of
/// the `body` that made them). Read outside a resolution, for example in `init`, it gives the
/// default value, as SwiftUI does before a view is installed.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    // @unchecked Sendable: the only stored value is a key path, an immutable object; reads go
    // through the task-local environment, never through shared mutable state.
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// A property that reads the environment value at a key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment being resolved (the default outside a resolution).
    public var wrappedValue: Value {
        EnvironmentValues.currentOrDefault[keyPath: keyPath]
    }
}
