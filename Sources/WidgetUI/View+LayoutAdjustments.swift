// Modifiers that fit a view to a shape, move, turn or scale it, order it, line it up by its own
// guides, name its coordinate space, or place it in a grid.

extension View {
    /// Fits this view to a width-to-height ratio inside (`.fit`) or around (`.fill`) the space
    /// offered; a nil ratio keeps the view's own ideal ratio.
    ///
    /// ```swift
    /// Image("cover").resizable().aspectRatio(contentMode: .fit)
    /// Color.blue.aspectRatio(16 / 9, contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        recording(.aspectRatio(aspectRatio.map(Double.init), contentMode: contentMode.name))
    }

    /// Fits this view to the ratio of a size's width to its height.
    ///
    /// ```swift
    /// Rectangle().aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to the largest size of its own ratio that fits in the space offered.
    ///
    /// ```swift
    /// Image("logo").resizable().scaledToFit()
    /// ```
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to the smallest size of its own ratio that covers the space offered.
    ///
    /// ```swift
    /// Image("background").resizable().scaledToFill().clipped()
    /// ```
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Draws this view moved by a distance, without changing where the layout put it.
    ///
    /// ```swift
    /// Circle().frame(width: 10, height: 10).offset(CGSize(width: 4, height: -4))
    /// ```
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Draws this view moved across and down, without changing where the layout put it.
    ///
    /// ```swift
    /// Text("New").offset(x: 10, y: -6)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        recording(.offset(x: Double(x), y: Double(y)))
    }

    /// Puts this view's centre at a point of the space its parent offers, which the result fills.
    ///
    /// ```swift
    /// Circle().frame(width: 12, height: 12).position(CGPoint(x: 20, y: 20))
    /// ```
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// Puts this view's centre at a point of the space its parent offers, which the result fills.
    ///
    /// ```swift
    /// Text("12").position(x: geo.size.width / 2, y: 10)
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        recording(.position(x: Double(x), y: Double(y)))
    }

    /// Draws this view turned by an angle around an anchor (its centre by default), without changing
    /// its layout.
    ///
    /// ```swift
    /// Image(systemName: "location.north.fill").rotationEffect(.degrees(heading))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        recording(.rotationEffect(degrees: angle.degrees, anchor: anchor))
    }

    /// Draws this view scaled by factors across and down, around an anchor, without changing its layout.
    ///
    /// ```swift
    /// Text("🔥").scaleEffect(CGSize(width: 1.5, height: 1.5))
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws this view scaled by one factor around an anchor, without changing its layout.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").scaleEffect(0.8)
    /// ```
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Draws this view scaled by factors across and down, around an anchor, without changing its layout.
    ///
    /// ```swift
    /// Capsule().scaleEffect(x: -1, y: 1)   // mirrored
    /// ```
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        recording(.scaleEffect(x: Double(x), y: Double(y), anchor: anchor))
    }

    /// Clips this view to its frame, so content drawn outside it (a filled image, an offset view)
    /// is cut off.
    ///
    /// ```swift
    /// Image("banner").resizable().scaledToFill().frame(height: 60).clipped()
    /// ```
    public func clipped(antialiased: Bool = false) -> some View {
        recording(.clipShape(.rectangle))
    }

    /// Draws this view above siblings with a lower value and below those with a higher one (0 by
    /// default), in stacks and overlapping layouts.
    ///
    /// ```swift
    /// ZStack { Badge().zIndex(1); Card() }
    /// ```
    public func zIndex(_ value: Double) -> some View {
        recording(.zIndex(value))
    }

    /// Names this view's coordinate space, so views inside can ask for frames in it.
    ///
    /// ```swift
    /// VStack { GeometryReader { Text("\($0.frame(in: .named("card")).minY)") } }
    ///     .coordinateSpace(name: "card")
    /// ```
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        recording(.coordinateSpace(CoordinateSpace.archiveName(AnyHashable(name))))
    }

    /// Names this view's coordinate space, so views inside can ask for frames in it.
    ///
    /// ```swift
    /// content.coordinateSpace(.named("card"))
    /// ```
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        recording(.coordinateSpace(CoordinateSpace.archiveName(name.name)))
    }

    /// Sets where this view's horizontal guide lies, for stacks, frames and overlays that line views
    /// up by it.
    ///
    /// The closure runs while the widget's views are resolved, with probe dimensions; the archive
    /// keeps its value as a linear function of the width, height and baselines it read, which the
    /// host evaluates with the view's real dimensions. A closure that is not linear in them (one
    /// with a condition, say) is kept as the linear function through its values near the probes.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("indented").alignmentGuide(.leading) { d in d[.leading] - 12 }
    /// }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(horizontal: true, guide: g.name, computeValue: computeValue))
    }

    /// Sets where this view's vertical guide lies, for stacks, frames and overlays that line views
    /// up by it (see the horizontal variant for how the closure is kept).
    ///
    /// ```swift
    /// HStack(alignment: .top) {
    ///     Image(systemName: "bell").alignmentGuide(.top) { d in d[.top] - 2 }
    ///     Text("Reminder")
    /// }
    /// ```
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(horizontal: false, guide: g.name, computeValue: computeValue))
    }

    /// Makes this view, in a `GridRow`, take this many columns.
    ///
    /// ```swift
    /// GridRow { Text("Total").gridCellColumns(2); Text("$42") }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        recording(.gridCellColumns(count))
    }

    /// Lines up every cell of this view's `Grid` column by a horizontal guide.
    ///
    /// ```swift
    /// Text("8,421").gridColumnAlignment(.trailing)
    /// ```
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        recording(.gridColumnAlignment(guide.name))
    }

    /// Keeps this view in a `Grid` from sizing its row or column along these axes: it takes the size
    /// the others give them.
    ///
    /// ```swift
    /// Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        recording(.gridCellUnsizedAxes(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))
    }

    /// Where this view lies in its `Grid` cell when the cell is bigger than the view.
    ///
    /// ```swift
    /// Image(systemName: "star").gridCellAnchor(.topLeading)
    /// ```
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        recording(.gridCellAnchor(anchor))
    }
}

/// Records an alignment guide: its closure evaluated at probe dimensions, kept as a linear function.
struct AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let horizontal: Bool
    let guide: String
    let computeValue: (ViewDimensions) -> CGFloat

    /// Probe dimensions: a view of 120 × 40 points with its baselines at 30 and 32.
    static let sample: [String: Double] = ["width": 120, "height": 40, "firstTextBaseline": 30, "lastTextBaseline": 32]
    static let steps: [String: Double] = ["width": -23.75, "height": -8.25, "firstTextBaseline": -5.5, "lastTextBaseline": -6.5]

    func resolve<Content: View>(_ content: Content, in context: inout ResolveContext) -> ViewNode {
        let child = context.resolve(content)
        let explicit = Self.explicitGuides(of: child)
        let environment = context.environment
        func evaluate(_ values: [String: Double], _ reads: ParameterReads) -> Double {
            EnvironmentValues.$current.withValue(environment) {
                Double(computeValue(ViewDimensions(values: values, reads: reads, explicitGuides: explicit)))
            }
        }
        let reads = ParameterReads()
        let home = evaluate(Self.sample, reads)
        let parameters = reads.names
        let sample = parameters.map { Self.sample[$0] ?? 0 }
        let steps = parameters.map { Self.steps[$0] ?? 1 }
        func probe(_ values: [Double]) -> [Double]? {
            var dimensions = Self.sample
            for (name, value) in zip(parameters, values) { dimensions[name] = value }
            return [evaluate(dimensions, ParameterReads())]
        }
        // A linear closure is exact; another keeps the slopes measured at the probes.
        let row = LinearFit.rows(parameters: parameters, sample: sample, steps: steps, numbers: [home], evaluate: probe)?
            .first ?? [home] + parameters.indices.map { index in
                var values = sample
                values[index] += steps[index]
                return ((probe(values)?.first ?? home) - home) / steps[index]
            }
        let coefficients = Array(row.dropFirst())
        let constant = zip(coefficients, sample).reduce(row[0]) { $0 - $1.0 * $1.1 }
        let value = LinearValue(constant: constant, parameters: parameters, coefficients: coefficients)
        return .modified(.alignmentGuide(horizontal: horizontal, guide: guide, value: value), child)
    }

    /// The guides a view sets on itself with alignment guides directly around it (not through
    /// modifiers that change its size, which would move them).
    static func explicitGuides(of node: ViewNode) -> [String: LinearValue] {
        var guides: [String: LinearValue] = [:]
        var current = node
        while case .modified(let modifier, let inner) = current {
            switch modifier {
            case .alignmentGuide(let horizontal, let guide, let value):
                let key = "\(horizontal ? "h" : "v"):\(guide)"
                if guides[key] == nil { guides[key] = value }
            case .padding, .frame, .flexibleFrame, .aspectRatio, .position, .fixedSize:
                return guides
            default:
                break
            }
            current = inner
        }
        return guides
    }
}
