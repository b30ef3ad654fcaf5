import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in behind OpenWidgetKit's macros.
@main
struct OpenWidgetKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
