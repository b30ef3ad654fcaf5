// Authors write `CGFloat`, `Date` and `URL` after `import SwiftUI` without importing Foundation; so do we.
@_exported import Foundation

/// A piece of a widget's user interface, described as a value.
///
/// You make your own views by composing others in `body`, as in SwiftUI. The host never keeps
/// your view: it resolves it once per timeline entry into an archive of values, calling `body` with
/// the right environment for each view, and renders the archive later.
///
/// ```swift
/// struct HealthView: View {
///     var level: Int
///     var body: some View {
///         VStack(alignment: .leading) {
///             Text("Health \(level)%").font(.headline)
///             Spacer()
///         }
///     }
/// }
/// ```
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of the view, built from other views.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// The body of `Never`, which can't exist; as in SwiftUI, primitive views name `Never` as
    /// their `Body`.
    public typealias Body = Never

    /// Never called: `Never` has no values.
    public var body: Never {
        fatalError("`Never` is a primitive view's Body type; it has no body to evaluate.")
    }
}

extension View where Body == Never {
    /// Primitive views have no body; the host resolves them directly and never asks for one.
    public var body: Never {
        fatalError(
            "`\(String(reflecting: Self.self))` is a primitive view; its body is never called. "
                + "Views are resolved by the host, not by evaluating `body` yourself.")
    }
}
