// `import OpenWidgetKit` gives an author everything `import WidgetKit` and `import SwiftUI` give
// on Apple platforms: the views come from WidgetUI, dates and URLs from Foundation.
@_exported import Foundation
@_exported import WidgetUI
#if canImport(FoundationNetworking)
// On Apple's platforms `URLSession` is in Foundation; on Linux it lives in FoundationNetworking.
@_exported import FoundationNetworking
#endif
