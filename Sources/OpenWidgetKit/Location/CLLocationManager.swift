import Foundation

/// A widget's way to the person's location.
///
/// In a widget extension the location is the host's: set with `widgetkit location set` or on the
/// dashboard, and shared only with extensions that declare `NSWidgetWantsLocation` in their
/// `Info.plist` and that the person granted (`widgetkit location grant`). Read it in a provider:
///
/// ```swift
/// let manager = CLLocationManager()
/// if manager.isAuthorizedForWidgetUpdates, let here = manager.location {
///     entries = nearestCafes(to: here)
/// }
/// ```
///
/// Or ask with `requestLocation()` and a delegate, as on Apple's platforms. Nothing is made up: without
/// a grant the status is `.denied` (or `.notDetermined`) and `location` is nil.
open class CLLocationManager: NSObject {
    /// Receives locations and changes of authorization. Weak, as in Core Location.
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet {
            // Core Location tells a new delegate the authorization once.
            if delegate != nil { notifyAuthorization() }
        }
    }

    /// The accuracy wanted. The host has one place, so this changes nothing.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance to move before an update. The host has one place, so this changes nothing.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates pause; recorded only.
    open var pausesLocationUpdatesAutomatically = true

    /// Creates a manager.
    override public init() {
        super.init()
    }

    private var shared: ExtensionLocation? { ExtensionLocation.current }

    /// Whether this extension may use the location: `.authorizedWhenInUse` when granted.
    open var authorizationStatus: CLAuthorizationStatus {
        shared?.status ?? .notDetermined
    }

    /// Whether this widget may receive the location: true when the person granted it.
    open var isAuthorizedForWidgetUpdates: Bool {
        shared?.authorization == .granted
    }

    /// Always full accuracy: the host's place is shared as it is set.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// The most recent location, when granted and set; nil otherwise.
    open var location: CLLocation? { shared?.location }

    /// The authorization, the way before iOS 14.
    @available(*, deprecated, message: "Use the authorizationStatus instance property.")
    open class func authorizationStatus() -> CLAuthorizationStatus {
        ExtensionLocation.current?.status ?? .notDetermined
    }

    /// Whether location is available on this host at all: true.
    open class func locationServicesEnabled() -> Bool { true }

    /// Asks for authorization. A widget can't ask: the person decides on the dashboard or with
    /// `widgetkit location grant`. The delegate hears the current authorization.
    open func requestWhenInUseAuthorization() {
        notifyAuthorization()
    }

    /// Asks for authorization at any time; as `requestWhenInUseAuthorization()`.
    open func requestAlwaysAuthorization() {
        notifyAuthorization()
    }

    /// Asks for the location once: the delegate gets `didUpdateLocations` with the host's place, or
    /// `didFailWithError` with `CLError(.denied)` or `CLError(.locationUnknown)`.
    open func requestLocation() {
        deliver()
    }

    /// Starts updates: the host's place is delivered once (it changes only when someone sets it).
    open func startUpdatingLocation() {
        deliver()
    }

    /// Stops updates.
    open func stopUpdatingLocation() {}

    /// Calls the delegate on the main queue after the current call returns, as Core Location calls it
    /// on the thread that made the manager: a provider can ask, then store its completion handler.
    private func later(_ call: @escaping @Sendable (CLLocationManager, any CLLocationManagerDelegate) -> Void) {
        let box = UncheckedSendableBox(self)
        DispatchQueue.main.async {
            let manager = box.value
            guard let delegate = manager.delegate else { return }
            call(manager, delegate)
        }
    }

    private func notifyAuthorization() {
        later { manager, delegate in
            delegate.locationManagerDidChangeAuthorization(manager)
            delegate.locationManager(manager, didChangeAuthorization: manager.authorizationStatus)
        }
    }

    private func deliver() {
        let state = shared
        later { manager, delegate in
            if let location = state?.location {
                delegate.locationManager(manager, didUpdateLocations: [location])
            } else {
                let code: CLError.Code = state?.authorization == .granted ? .locationUnknown : .denied
                delegate.locationManager(manager, didFailWithError: CLError(code))
            }
        }
    }
}
