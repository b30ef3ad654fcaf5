// WidgetKit interface not implemented yet. This file is never compiled: it lists what is missing
// so nothing is silently absent.

// Views and modifiers not in WidgetUI yet.
extension Button {
    init(role: ButtonRole?, intent: some AppIntent, label: () -> Label)   // and init(_:role:intent:), init(_:image:…)
}
protocol ButtonStyle { func makeBody(configuration: Configuration) -> some View }   // custom button styles;
// PrimitiveButtonStyle.makeBody and ToggleStyle.makeBody likewise: only the built-in styles are drawn
extension View {
    func buttonBorderShape(_ shape: ButtonBorderShape) -> some View
    func controlSize(_ size: ControlSize) -> some View
    func labelsHidden() -> some View
}
struct Label<Title: View, Icon: View> {}   // Label("Glass", systemImage: "plus")
struct Toggle<Label: View> { init(isOn: Binding<Bool>, label: () -> Label) }   // no Binding: widgets have no live state
struct AccessoryWidgetBackground {}
struct GeometryReader<Content: View> {}
struct ViewThatFits<Content: View> {}
extension View {
    func shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) -> some View
    func lineSpacing(_ spacing: CGFloat) -> some View
}
protocol Shape { func path(in rect: CGRect) -> Path }   // custom shapes: a visible notice is drawn instead

// Layout not done yet.
protocol AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat }
extension HorizontalAlignment { init(_ id: any AlignmentID.Type) }   // custom alignment guides
extension VerticalAlignment { init(_ id: any AlignmentID.Type) }
struct Anchor<Value> {}                                 // and GeometryProxy.subscript(anchor:), anchorPreference
protocol Layout {}                                      // custom layouts; AnyLayout, HStackLayout, VStackLayout
struct Section<Parent, Content, Footer> {}              // sections in lazy stacks and grids (pinned headers)
extension View {
    func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View
    func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View
    func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> some View
    func transformEffect(_ transform: CGAffineTransform) -> some View
    func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View
}
// GeometryProxy.bounds(of:) is declared unavailable (the archive keeps no coordinate space sizes).
extension Color { init(_ name: String, bundle: Bundle? = nil) }   // asset-catalogue colours
// Text: images interpolated in Text ("\(Image(systemName:))"); ForEach ids are not recorded.
// Text: per-language localisation tables for LocalizedStringKey; markdown in string literals.
// Rendering: RadialGradient and AngularGradient; `.continuous` (squircle) corners are drawn as circular arcs.
extension Image { func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image }   // iOS 18
struct AccessoryWidgetGroup<Label: View, Content: View> {}   // watchOS 11
extension Gauge { init(value:in:label:currentValueLabel:markedValueLabels:) }   // marked value labels
extension ProgressView { init(_ progress: Progress) }   // Foundation Progress objects
extension EnvironmentValues { var isLuminanceReduced: Bool }   // always-on displays
// TimelineView: at most 60 dates within 24 hours are resolved; custom `TimelineSchedule`s are honoured.

extension WidgetConfiguration {
    func onBackgroundURLSessionEvents(matching: String?, _ urlSessionEvents: @escaping (String, @escaping () -> Void) -> Void) -> some WidgetConfiguration
    func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration
    func pushHandler(_ handler: any WidgetPushHandler.Type) -> some WidgetConfiguration
    func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration
    func description(_ description: Text) -> some WidgetConfiguration
}

struct ActivityConfiguration<ActivityAttributesType> {}   // Live Activities
// Controls (iOS 18): ControlCenter.currentControls() and ControlInfo, ControlPushInfo and push updates,
// ControlWidgetConfiguration.disablesControlStateCaching(), configuring a control on the dashboard,
// OpenIntent (an intent with a `target`), `.result(opensIntent:)`; controls are one size only.
struct WidgetRelevance {}                                   // relevance for Smart Stacks (iOS 18 / watchOS)
enum WidgetLocation {}
struct WidgetCenter.UserInfoKey {}                          // NSUserActivity keys for taps without URLs

// Intents and App Intents not done yet:
// INObject.subtitleString, displayImage, pronunciationHint; INObjectCollection.usesIndexedCollation;
// @Parameter(optionsProvider:) / DynamicOptionsProvider, requestValueDialog, inputConnectionBehavior;
// @IntentParameterDependency; array parameters; DisplayRepresentation.image, numericFormat;
// IntentDescription categoryName/searchKeywords; .result(value:/dialog:), openAppWhenRun,
// parameterSummary; EnumerableEntityQuery, EntityPropertyQuery; EntityStringQuery in the form.
