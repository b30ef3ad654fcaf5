// Modifiers that change what the views inside see, or that identify a view.

extension View {
    /// Sets an environment value for this view and every view inside it; siblings are unaffected.
    /// Records nothing in the archive: its effect is in what the views inside resolved to.
    ///
    /// ```swift
    /// Preview().environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Gives this view an identity; recorded by the value's description.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        recording(.id(String(describing: id)))
    }
}
