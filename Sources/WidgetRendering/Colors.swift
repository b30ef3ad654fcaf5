import Foundation
import WidgetUI

/// Resolves colours for a colour scheme: system colours by name (iOS 15–18 values), others as given.
enum Palette {
    private static let dark: [String: (Double, Double, Double)] = [
        "red": (255, 69, 58), "orange": (255, 159, 10), "yellow": (255, 214, 10), "green": (48, 209, 88),
        "mint": (99, 230, 226), "teal": (64, 200, 224), "cyan": (100, 210, 255), "blue": (10, 132, 255),
        "indigo": (94, 92, 230), "purple": (191, 90, 242), "pink": (255, 55, 95), "brown": (172, 142, 104),
        "gray": (142, 142, 147), "accentColor": (10, 132, 255),
        "systemGray2": (99, 99, 102), "systemGray3": (72, 72, 74), "systemGray4": (58, 58, 60),
        "systemGray5": (44, 44, 46), "systemGray6": (28, 28, 30),
    ]

    /// Red, green, blue and alpha from 0 to 1.
    static func rgba(_ color: ColorValue, _ scheme: ColorScheme) -> (Double, Double, Double, Double) {
        if scheme == .dark, let dark = color.dark, dark.count == 4 {
            // An asset colour's dark appearance (`opacity(_:)` scales both appearances).
            return (dark[0], dark[1], dark[2], dark[3])
        }
        guard scheme == .dark, let name = color.name else {
            return (color.red, color.green, color.blue, color.opacity)
        }
        switch name {
        case "primary": return (1, 1, 1, color.opacity)
        case "secondary": return (235 / 255, 235 / 255, 245 / 255, color.opacity)
        // UIKit's secondarySystemFill: rgb(120,120,128) at 16 % in light mode, 32 % in dark mode.
        case "secondarySystemFill": return (color.red, color.green, color.blue, color.opacity * 2)
        // The other fills (UIKit): 20 → 36 %, 12 → 24 %, 8 → 18 %, rgb(118,118,128) in dark mode.
        case "systemFill": return (118 / 255, 118 / 255, 128 / 255, color.opacity * 1.8)
        case "tertiarySystemFill": return (118 / 255, 118 / 255, 128 / 255, color.opacity * 2)
        case "quaternarySystemFill": return (118 / 255, 118 / 255, 128 / 255, color.opacity * 2.25)
        // Labels: rgb(60,60,67) in light mode, rgb(235,235,245) in dark, at the same opacities.
        case "tertiaryLabel", "quaternaryLabel", "quinaryLabel": return (235 / 255, 235 / 255, 245 / 255, color.opacity)
        case "separator": return (84 / 255, 84 / 255, 88 / 255, color.opacity * 2.07)
        // Backgrounds and materials: white and light greys become black and dark greys.
        case "systemBackground", "material": return (0, 0, 0, color.opacity)
        case "secondarySystemBackground": return (28 / 255, 28 / 255, 30 / 255, color.opacity)
        case "tertiarySystemBackground": return (44 / 255, 44 / 255, 46 / 255, color.opacity)
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
