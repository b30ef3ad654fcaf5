public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `#Preview(…) { … }`: a declaration of a type that registers the preview, as Xcode's macro does.
///
/// Every form of the macro expands the same way: a uniquely named type adopting `PreviewRegistry`
/// whose `makePreview()` passes the macro's arguments and closures unchanged to the `Preview`
/// initializer of the same shape, so the compiler checks them against `Preview`'s initializers.
/// `widgetkit preview` finds these types at run time through the protocol conformance.
///
/// ```swift
/// #Preview(as: .systemSmall) { GameStatusWidget() } timeline: { GameEntry(date: .now, status: "Your turn") }
/// // expands to
/// struct $s…PreviewRegistryfMu_: OpenWidgetKit.PreviewRegistry {
///     static let fileID: String = "GameWidgets/GameStatus.swift"
///     static let line: Int = 42
///     static let column: Int = 1
///     @MainActor static func makePreview() throws -> OpenWidgetKit.Preview {
///         OpenWidgetKit.Preview(as: .systemSmall) { GameStatusWidget() } timeline: { … }
///     }
/// }
/// ```
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let typeName = context.makeUniqueName("PreviewRegistry")
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("OpenWidgetKit.Preview"),
            leftParen: .leftParenToken(),
            arguments: node.arguments.with(\.trailingTrivia, []),
            rightParen: .rightParenToken(),
            trailingClosure: node.trailingClosure,
            additionalTrailingClosures: node.additionalTrailingClosures)
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        let column = location.map { "\($0.column)" } ?? "0"
        return [
            """
            struct \(typeName): OpenWidgetKit.PreviewRegistry {
                static let fileID: String = \(raw: fileID)
                static let line: Int = \(raw: line)
                static let column: Int = \(raw: column)
                @MainActor static func makePreview() throws -> OpenWidgetKit.Preview {
                    \(call.trimmed)
                }
            }
            """
        ]
    }
}
