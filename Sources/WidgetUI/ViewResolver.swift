/// A view the resolver turns into a node itself instead of evaluating `body`.
///
/// Every built-in view (`Text`, `VStack`, `ModifiedContent`, …) conforms; author views don't and
/// can't (the protocol is `package`). The resolver checks for it with `as?`, so the public `View`
/// protocol carries no engine hooks.
package protocol PrimitiveView {
    /// The node for this view, resolving any content views through `context`.
    func makeNode(in context: inout ResolveContext) -> ViewNode
}

/// The state of one resolution: the environment at the current position in the tree, and the
/// depth and view count that keep a runaway tree from exhausting the stack or memory.
///
/// It is passed `inout` through the whole traversal, so one count covers the whole tree and an
/// environment change made by a modifier is undone when that modifier's content is resolved.
package struct ResolveContext {
    /// Views nested deeper than this are replaced by a visible notice instead of overflowing the stack.
    package static let maximumDepth = 256
    /// Trees with more views than this are cut, with a visible notice, instead of exhausting memory.
    package static let maximumViews = 20_000

    /// The environment the view being resolved sees.
    package var environment: EnvironmentValues
    /// How many views deep the resolution is.
    package private(set) var depth = 0
    /// How many views the resolution has visited so far.
    package private(set) var viewCount = 0

    package init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// Resolves a view at the current position: a primitive by itself, a custom view through its
    /// `body`, evaluated with `EnvironmentValues.current` bound to this position's environment so
    /// that `@Environment` reads it.
    package mutating func resolve(_ view: some View) -> ViewNode {
        depth += 1
        viewCount += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            return Self.notice("⚠︎ view tree deeper than \(Self.maximumDepth) levels: cut here")
        }
        if viewCount > Self.maximumViews {
            return viewCount == Self.maximumViews + 1
                ? Self.notice("⚠︎ more than \(Self.maximumViews) views: the rest is not shown") : .empty
        }
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNode(in: &self)
        }
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        return resolve(body)
    }

    /// Resolves a view of a type known only at run time.
    package mutating func resolve(any view: any View) -> ViewNode {
        resolve(view)
    }

    /// Resolves a view in a changed environment, then restores the environment for its siblings.
    package mutating func resolve(
        _ view: some View, changingEnvironment change: (inout EnvironmentValues) -> Void
    ) -> ViewNode {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return resolve(view)
    }

    private static func notice(_ text: String) -> ViewNode {
        .modified(.foregroundColor(Color.red.value), .text([.literal(text, style: nil)]))
    }
}
