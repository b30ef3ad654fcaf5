import Foundation
package import WidgetUI

/// The sizes and shape of widgets on one kind of device.
///
/// The default is a current 6.1-inch iPhone (HIG: 430×932-class screens): systemSmall 170×170 pt,
/// systemMedium 364×170, systemLarge 364×382; content margins 16 pt; corners about 22 pt.
package struct DeviceProfile: Hashable, Sendable {
    package var name: String
    package var sizes: [WidgetFamily: Size]
    /// The margin the system puts around a widget's content (iOS 17 and later).
    package var contentMargin: Double
    /// The radius of the widget's corners.
    package var cornerRadius: Double

    package init(name: String, sizes: [WidgetFamily: Size], contentMargin: Double, cornerRadius: Double) {
        self.name = name
        self.sizes = sizes
        self.contentMargin = contentMargin
        self.cornerRadius = cornerRadius
    }

    /// A current 6.1-inch iPhone.
    package static let iPhone = DeviceProfile(
        name: "iPhone 6.1-inch",
        sizes: [
            .systemSmall: Size(width: 170, height: 170), .systemMedium: Size(width: 364, height: 170),
            .systemLarge: Size(width: 364, height: 382), .systemExtraLarge: Size(width: 715.5, height: 342),
            .accessoryCircular: Size(width: 76, height: 76), .accessoryRectangular: Size(width: 172, height: 76),
            .accessoryInline: Size(width: 257, height: 26), .accessoryCorner: Size(width: 84, height: 84),
        ],
        contentMargin: 16, cornerRadius: 22)

    /// The size of a family on this device.
    package func size(of family: WidgetFamily) -> Size {
        sizes[family] ?? Size(width: 170, height: 170)
    }

    /// Accessory families have no content margins and no background.
    package func margin(for family: WidgetFamily) -> Double {
        family.rawValue >= WidgetFamily.accessoryCircular.rawValue ? 0 : contentMargin
    }
}
