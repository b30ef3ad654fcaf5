// WidgetKit interface not implemented yet. This file is never compiled: it lists what is missing
// so nothing is silently absent.

// Views and rendering come with the rendering milestone: layout, PNG/SVG/HTML, dynamic date text.

extension WidgetConfiguration {
    func onBackgroundURLSessionEvents(matching: String?, _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration
    func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration
    func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration
    func pushHandler(_ handler: any WidgetPushHandler.Type) -> some WidgetConfiguration
    func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration
    func description(_ description: Text) -> some WidgetConfiguration
}

struct ActivityConfiguration<ActivityAttributesType> {}   // Live Activities
struct ControlWidgetConfiguration {}                        // Controls (iOS 18)
struct WidgetRelevance {}                                   // relevance for Smart Stacks (iOS 18 / watchOS)
enum WidgetLocation {}
enum WidgetRenderingMode {}                                 // accented / vibrant rendering
struct WidgetCenter.UserInfoKey {}                          // NSUserActivity keys for taps without URLs
