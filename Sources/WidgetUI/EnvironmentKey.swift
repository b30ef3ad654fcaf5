/// A key for an environment value of your own, with the value used when none is set.
///
/// Declare the key, add a property to `EnvironmentValues`, then set it with `.environment(_:_:)` and
/// read it with `@Environment`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value

    /// The value when no view above has set one.
    static var defaultValue: Value { get }
}
