import Foundation

/// How views line up across a vertical stack.
public struct HorizontalAlignment: Hashable, Sendable {
    package let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// How views line up across a horizontal stack.
public struct VerticalAlignment: Hashable, Sendable {
    package let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// An alignment in both directions.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package var name: String {
        horizontal == .center && vertical == .center ? "center" : "\(vertical.name)-\(horizontal.name)"
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A side of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of sides.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each side.
public struct EdgeInsets: Codable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Arranges views top to bottom.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .stack(axis: .vertical, alignment: alignment.name, spacing: spacing.map(Double.init),
               children: ViewResolver.resolve(content, in: environment).flattened)
    }
}

/// Arranges views leading to trailing.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .stack(axis: .horizontal, alignment: alignment.name, spacing: spacing.map(Double.init),
               children: ViewResolver.resolve(content, in: environment).flattened)
    }
}

/// Layers views back to front.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .zstack(alignment: alignment.name, children: ViewResolver.resolve(content, in: environment).flattened)
    }
}

/// Flexible empty space in a stack.
public struct Spacer: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .spacer(minLength: minLength.map(Double.init))
    }
}

/// A thin line between views.
public struct Divider: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    public init() {}
    package func makeNode(in environment: EnvironmentValues) -> ViewNode { .divider }
}

/// A picture: an SF Symbol by name, or an image asset.
public struct Image: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    package var source: ImageSource
    package var isResizable = false

    /// An SF Symbol, such as `gamecontroller`.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// An image from the widget's resources.
    public init(_ name: String) {
        source = .named(name)
    }

    /// Lets the image take the size it is offered.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    package func makeNode(in environment: EnvironmentValues) -> ViewNode {
        isResizable ? .modified(.resizable, .image(source)) : .image(source)
    }
}

extension ViewNode {
    /// Children of groups and tuples spliced into their parent's list.
    var flattened: [ViewNode] {
        switch self {
        case .group(let children): children.flatMap(\.flattened)
        case .empty: []
        default: [self]
        }
    }
}
