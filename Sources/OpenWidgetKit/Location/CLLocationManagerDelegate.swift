import Foundation

/// Receives a location manager's news: locations, failures and changes of authorization. Every
/// method has a default that does nothing, as Core Location's optional methods do.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations, oldest first; the last is the most recent.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// The location could not be found: `CLError` `.denied` when not granted, `.locationUnknown` when the
    /// host has no place set.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The manager was made, or the authorization changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorization, the way before iOS 14.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}
