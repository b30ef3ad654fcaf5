import CPangoCairo
import Foundation
import WidgetUI

/// The vibrant and accented rendering modes on pixels: a layer's luminance becomes the opacity of one
/// tint, as the Lock Screen draws widgets (vibrant: one layer, white; accented: the `widgetAccentable`
/// views in the accent colour over the rest in white).
///
/// Luminance is Rec. 709's (0.2126 R + 0.7152 G + 0.0722 B) of the layer composited over black, in sRGB:
/// the HTML renderer's SVG filter computes the same (see `HTMLWriter.luminanceFilter`).
enum LuminanceTint {
    /// Replaces every pixel of an ARGB32 image surface by the tint at the pixel's luminance.
    static func apply(to surface: OpaquePointer, tint: (Double, Double, Double)) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let tr = UInt32((tint.0 * 255).rounded()), tg = UInt32((tint.1 * 255).rounded()), tb = UInt32((tint.2 * 255).rounded())
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                guard pixel >> 24 != 0 else { continue }
                // Premultiplied components are the colour composited over black.
                let r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
                let alpha = (r * 2126 + g * 7152 + b * 722 + 5000) / 10000
                row[x] = alpha << 24 | ((tr * alpha + 127) / 255) << 16 | ((tg * alpha + 127) / 255) << 8
                    | ((tb * alpha + 127) / 255)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}

/// Which views a painting pass draws: everything, or one side of the accented mode's two layers.
enum AccentPass {
    case all
    /// Everything but the `widgetAccentable` views.
    case secondary
    /// Only the `widgetAccentable` views.
    case accent
}

extension RenderOptions {
    /// The tint of the vibrant mode, and of the accented mode's secondary layer: white (the Lock Screen),
    /// or black on e-ink paper.
    var primaryTint: (Double, Double, Double) {
        vibrantTint.map { Palette.rgba($0, .light) }.map { ($0.0, $0.1, $0.2) } ?? (1, 1, 1)
    }

    /// The accented mode's accent colour: `accentColor`, else the system blue.
    var accentTint: (Double, Double, Double) {
        let (r, g, b, _) = Palette.rgba(accentColor ?? Palette.accent, .dark)
        return (r, g, b)
    }

    /// The background the system puts behind a widget in the accented mode: its accent colour at 25 % over
    /// #1C1C1E. [U: our choice, close to iOS 18's tinted Home Screen.]
    var accentedBackground: (Double, Double, Double, Double) {
        let (r, g, b) = accentTint
        let base = (28.0 / 255, 28.0 / 255, 30.0 / 255)
        return (base.0 * 0.75 + r * 0.25, base.1 * 0.75 + g * 0.25, base.2 * 0.75 + b * 0.25, 1)
    }
}
