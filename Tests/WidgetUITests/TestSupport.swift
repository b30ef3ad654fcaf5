import Foundation
import WidgetUI

/// 2026-01-05T09:00:00Z.
let meeting = Date(timeIntervalSince1970: 1_767_603_600)

/// Resolves a view in the default environment changed for a family and colour scheme.
func archive(
    _ view: some View, family: WidgetFamily = .systemSmall, colorScheme: ColorScheme = .light
) -> ViewArchive {
    var environment = EnvironmentValues()
    environment.widgetFamily = family
    environment.colorScheme = colorScheme
    return ViewArchive(view, environment: environment)
}

/// The node a view resolves to in the default environment.
func node(_ view: some View) -> ViewNode {
    archive(view).root
}

/// A text node of one literal run.
func text(_ string: String) -> ViewNode {
    .text([.literal(string, style: nil)])
}

/// A JSON encoder with sorted keys, as the host uses for archives.
func sortedEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
}
