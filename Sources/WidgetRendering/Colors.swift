import Foundation
import WidgetUI

/// Resolves colours for a colour scheme: system colours by name (iOS 15–18 values), others as given.
enum Palette {
    private static let dark: [String: (Double, Double, Double)] = [
        "red": (255, 69, 58), "orange": (255, 159, 10), "yellow": (255, 214, 10), "green": (48, 209, 88),
        "mint": (99, 230, 226), "teal": (64, 200, 224), "cyan": (100, 210, 255), "blue": (10, 132, 255),
        "indigo": (94, 92, 230), "purple": (191, 90, 242), "pink": (255, 55, 95), "brown": (172, 142, 104),
        "gray": (142, 142, 147), "accentColor": (10, 132, 255),
    ]

    /// Red, green, blue and alpha from 0 to 1.
    static func rgba(_ color: ColorValue, _ scheme: ColorScheme) -> (Double, Double, Double, Double) {
        guard scheme == .dark, let name = color.name else {
            return (color.red, color.green, color.blue, color.opacity)
        }
        switch name {
        case "primary": return (1, 1, 1, color.opacity)
        case "secondary": return (235 / 255, 235 / 255, 245 / 255, color.opacity)
        // UIKit's secondarySystemFill: rgb(120,120,128) at 16 % in light mode, 32 % in dark mode.
        case "secondarySystemFill": return (color.red, color.green, color.blue, color.opacity * 2)
        default:
            guard let value = dark[name] else { return (color.red, color.green, color.blue, color.opacity) }
            return (value.0 / 255, value.1 / 255, value.2 / 255, color.opacity)
        }
    }

    /// The widget background when the widget sets none: white, or #1C1C1E in dark mode.
    static func widgetBackground(_ scheme: ColorScheme) -> (Double, Double, Double, Double) {
        scheme == .dark ? (28 / 255, 28 / 255, 30 / 255, 1) : (1, 1, 1, 1)
    }

    static let primary = ColorValue(name: "primary", red: 0, green: 0, blue: 0)
    static let accent = ColorValue(name: "accentColor", red: 0, green: 122 / 255, blue: 1)
}
