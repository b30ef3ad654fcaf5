/// The app's way to tell the host that its controls' values changed (iOS 18).
///
/// ```swift
/// ControlCenter.shared.reloadControls(ofKind: "com.example.reminders")
/// ```
///
/// The host shows controls with the value their provider gives when they are drawn; a reload asks the
/// dashboard's pages to draw them again. With no host, the call is reported on standard error, as
/// `WidgetCenter`'s are.
public final class ControlCenter: Sendable {
    /// The center of this process.
    public static let shared = ControlCenter()

    private init() {}

    /// Asks the host to draw the controls of one kind again.
    public func reloadControls(ofKind kind: String) {
        WidgetCenter.shared.currentBackend?.reloadControls(ofKind: kind)
    }

    /// Asks the host to draw all of this app's controls again.
    public func reloadAllControls() {
        WidgetCenter.shared.currentBackend?.reloadControls(ofKind: nil)
    }
}
