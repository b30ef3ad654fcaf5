import Foundation
import SwiftUI
import WidgetKit

// WooCommerce shared constants and helpers (reduced).
enum WooConstants {
    static let appLinkWidgetKind = "AppLinkWidget"
}

func AppLocalizedString(_ key: String, value: String, comment: String) -> String {
    value
}

extension UIImage {
    static var wooLogoWhite: UIImage { UIImage(named: "woo-logo-white") ?? UIImage() }
}

// StoreWidgets/Homescreen/View+ContainerBackground.swift (reduced).
extension View {
    func widgetBackground(backgroundView: some View) -> some View {
        containerBackground(for: .widget) { backgroundView }
    }
}
