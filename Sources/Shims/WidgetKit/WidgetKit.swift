// On Linux, `import WidgetKit` means OpenWidgetKit: a widget file builds unchanged on Apple's platforms (where
// the package depends on this product only when building for Linux) and here. See the porting guide (Sources/OpenWidgetKit/OpenWidgetKit.docc/PortingFromWidgetKit.md).
@_exported import OpenWidgetKit
