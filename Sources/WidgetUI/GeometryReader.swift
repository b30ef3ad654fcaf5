/// A view whose content is made from its own size and position.
///
/// A geometry reader takes all the space it is offered and puts its content at its top leading
/// corner (several views lie on top of each other, as in a `ZStack`).
///
/// ```swift
/// GeometryReader { geo in
///     HStack(spacing: 0) {
///         Color.green.frame(width: geo.size.width * done)
///         Color.gray
///     }
/// }
/// .frame(height: 8)
/// ```
///
/// Widgets are resolved before they are laid out, so the closure runs while the widget's views
/// are resolved: first with the geometry the family gives a reader that fills the widget's content
/// area (the family's size less the content margins; the global origin at the margins), then with
/// a few nearby geometries. When the content's numbers are linear in what the closure read, the
/// host recomputes them for the reader's real geometry; otherwise the reader shows the content made
/// for the family's content area. See docs/Rendering.md.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Primitive views have no body.
    public typealias Body = Never

    /// Makes the reader's content from its geometry.
    public var content: (GeometryProxy) -> Content

    // The environment of the body this reader was made in (see ForEach), or nil outside one.
    private let creationEnvironment: EnvironmentValues?

    /// A reader whose content a closure makes from the reader's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
        self.creationEnvironment = EnvironmentValues.current
    }

    /// The nominal content area when the family's size is not known (a view resolved on its own).
    static var nominalSize: CGSize { CGSize(width: 300, height: 300) }

    package func makeNode(in context: inout ResolveContext) -> ViewNode {
        let environment = context.environment
        let margins = environment.widgetContentMargins
        let display = environment.widgetDisplaySize
        let home: [String: Double] = [
            "width": display.map { Double($0.width - margins.leading - margins.trailing) } ?? Double(Self.nominalSize.width),
            "height": display.map { Double($0.height - margins.top - margins.bottom) } ?? Double(Self.nominalSize.height),
            "global.x": display == nil ? 0 : Double(margins.leading),
            "global.y": display == nil ? 0 : Double(margins.top),
        ]
        func view(_ values: [String: Double], _ reads: ParameterReads) -> Content {
            EnvironmentValues.$current.withValue(creationEnvironment ?? environment) {
                content(GeometryProxy(values: values, reads: reads))
            }
        }
        let reads = ParameterReads()
        let node = Self.placedTopLeading(context.resolve(view(home, reads)))
        var parameters = reads.names
        // Reading the size reads both dimensions.
        if parameters.contains("width") || parameters.contains("height") {
            parameters.removeAll { $0 == "width" || $0 == "height" }
            parameters.insert(contentsOf: ["width", "height"], at: 0)
        }
        guard !parameters.isEmpty else { return .geometryReader(GeometryContent(content: node)) }
        let sample = parameters.map { home[$0] ?? 0 }
        // Sizes are probed smaller (a reader inside a stack gets less than the content area), never below 0.
        let steps = parameters.map { name -> Double in
            guard name == "width" || name == "height" else { return 12.5 }
            let length = home[name] ?? 0
            return length >= 40 ? -(length * 0.2).rounded() - 0.25 : 16.25
        }
        let skeleton = LinearFit.skeleton(of: node)
        let linear = LinearFit.rows(
            parameters: parameters, sample: sample, steps: steps, numbers: LinearFit.numbers(of: node)
        ) { values in
            var probe = context
            var geometry = home
            for (name, value) in zip(parameters, values) { geometry[name] = value }
            let probeReads = ParameterReads()
            let probed = Self.placedTopLeading(probe.resolve(view(geometry, probeReads)))
            guard probeReads.names.allSatisfy(parameters.contains), LinearFit.skeleton(of: probed) == skeleton else {
                return nil
            }
            return LinearFit.numbers(of: probed)
        }
        return .geometryReader(GeometryContent(content: node, parameters: parameters, sample: sample, linear: linear))
    }

    /// Several views in a reader lie on top of each other at its top leading corner.
    private static func placedTopLeading(_ node: ViewNode) -> ViewNode {
        if case .group(let children) = node { return .zstack(alignment: "top-leading", children: children) }
        return node
    }
}
