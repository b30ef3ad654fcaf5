import Foundation

/// A widget someone has placed: its kind, family and configuration.
///
/// ```swift
/// WidgetCenter.shared.getCurrentConfigurations { result in
///     guard case .success(let widgets) = result else { return }
///     let shown = widgets.contains { ($0.configuration as? SelectCharacterIntent)?.character == healed }
///     if shown { WidgetCenter.shared.reloadTimelines(ofKind: "com.mygame.character-detail") }
/// }
/// ```
public struct WidgetInfo: Sendable, CustomStringConvertible {
    /// The kind string of the widget's configuration.
    public let kind: String
    /// The family the widget was placed in.
    public let family: WidgetFamily
    /// The stored configuration values. Not in WidgetKit.
    public let configurationValues: ConfigurationValues
    private let intent: UncheckedSendableBox<INIntent?>
    private let appIntent: UncheckedSendableBox<(any WidgetConfigurationIntent)?>

    /// Creates widget information. Not in WidgetKit (the system makes these there).
    package init(
        kind: String, family: WidgetFamily, configurationValues: ConfigurationValues,
        intent: INIntent? = nil, appIntent: (any WidgetConfigurationIntent)? = nil
    ) {
        self.kind = kind
        self.family = family
        self.configurationValues = configurationValues
        self.intent = UncheckedSendableBox(intent)
        self.appIntent = UncheckedSendableBox(appIntent)
    }

    /// Rebuilds the information the host sent: the configuration intent is restored when its type
    /// (`Module.Type`) is part of this program, as the intent definitions an app shares with its
    /// widget extension are.
    package static func restoring(
        kind: String, family: WidgetFamily, configuration: ConfigurationValues, intentType: String?
    ) async -> WidgetInfo {
        var intent: INIntent?
        var appIntent: (any WidgetConfigurationIntent)?
        if let intentType, let type = IntentTypeName.type(named: intentType) as? any ConfigurationIntentCoding.Type {
            let restored = try? await type.makeConfiguration(from: configuration)
            intent = restored as? INIntent
            appIntent = restored as? any WidgetConfigurationIntent
        }
        return WidgetInfo(
            kind: kind, family: family, configurationValues: configuration, intent: intent, appIntent: appIntent)
    }

    /// The SiriKit-style intent holding the widget's settings, for `IntentConfiguration` widgets.
    public var configuration: INIntent? { intent.value }

    /// The App Intent holding the widget's settings, for `AppIntentConfiguration` widgets.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(
        of type: Intent.Type = Intent.self
    ) -> Intent? {
        appIntent.value as? Intent
    }

    /// `kind family key=value …`, for logs and test failures. Not in WidgetKit, whose `WidgetInfo` has a
    /// `debugDescription`.
    public var description: String {
        let values = configurationValues.keys.sorted().map { "\($0)=\(configurationValues[$0]!)" }
        return "WidgetInfo(kind: \(kind), family: \(family)"
            + (values.isEmpty ? "" : ", configuration: " + values.joined(separator: ", ")) + ")"
    }
}
