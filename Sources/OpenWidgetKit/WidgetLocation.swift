/// Where a widget can be shown: the Home Screen, the Lock Screen, StandBy, a Mac's desktop.
public struct WidgetLocation: Hashable, Sendable {
    private let name: String

    /// The iPhone's and iPad's Home Screen.
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    /// StandBy on a charging iPhone.
    public static let standBy = WidgetLocation(name: "standBy")
    /// iPhone widgets on a Mac's desktop.
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    /// CarPlay.
    public static let carPlay = WidgetLocation(name: "carPlay")
}

extension WidgetConfiguration {
    /// Places where the widget would rather not be offered, for some families. The host has one
    /// place, its dashboard: recorded by nothing.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        DescribedConfiguration(descriptors: descriptors)
    }
}
