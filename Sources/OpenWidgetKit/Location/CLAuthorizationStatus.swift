/// Whether the widget may use the person's location.
///
/// In a widget extension on Linux, the person grants or refuses location per extension on the
/// dashboard or with `widgetkit location grant|revoke`; a granted extension sees
/// ``authorizedWhenInUse``.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// Nobody has decided yet (the extension is new, or does not declare `NSWidgetWantsLocation`).
    case notDetermined = 0
    /// Location is off for this machine's widgets by policy.
    case restricted = 1
    /// The person refused.
    case denied = 2
    /// The widget may use location at any time.
    case authorizedAlways = 3
    /// The widget may use location while it is shown: what a grant gives a widget.
    case authorizedWhenInUse = 4
}

/// How precise the location a widget gets is.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// The location as precise as the host knows it.
    case fullAccuracy = 0
    /// An approximate location.
    case reducedAccuracy = 1
}
