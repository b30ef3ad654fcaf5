// Modifiers that hide content, for placeholders and private data.

extension View {
    /// Shows this view redacted for a reason, for example as a placeholder.
    ///
    /// ```swift
    /// EntryView(entry: .sample).redacted(reason: .placeholder)
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        recording(.redacted(reason.rawValue)) { $0.redactionReasons.formUnion(reason) }
    }

    /// Shows this view's content even where the surrounding views are redacted.
    public func unredacted() -> some View {
        recording(.unredacted) { $0.redactionReasons = [] }
    }

    /// Marks this view as private: it is redacted when the device is locked.
    ///
    /// ```swift
    /// Text(balance).privacySensitive()
    /// ```
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        recording(.privacySensitive(sensitive))
    }
}
