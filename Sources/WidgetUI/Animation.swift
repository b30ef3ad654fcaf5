import Foundation

/// How a change animates. A widget shows still frames, one per entry, so an animation is recorded by
/// nothing and changes nothing: it exists so widget code compiles.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    private init(_ description: String) { self.description = description }

    /// The default animation.
    public static let `default` = Animation("default")
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation("easeInOut")
    /// Ease in.
    public static let easeIn = Animation("easeIn")
    /// Ease out.
    public static let easeOut = Animation("easeOut")
    /// Constant speed.
    public static let linear = Animation("linear")
    /// A spring.
    public static let spring = Animation("spring")
    /// A spring with no bounce.
    public static let smooth = Animation("smooth")
    /// A quick spring with a little bounce.
    public static let snappy = Animation("snappy")
    /// A spring with more bounce.
    public static let bouncy = Animation("bouncy")
    /// A spring with more bounce.
    public static let interactiveSpring = Animation("interactiveSpring")

    /// Ease in and out over a duration.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(\(duration))") }
    /// Ease in over a duration.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(\(duration))") }
    /// Ease out over a duration.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(\(duration))") }
    /// Constant speed over a duration.
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(\(duration))") }
    /// A spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation { Animation("spring") }
    /// A spring of a duration and bounce.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring")
    }
    /// A spring with no bounce, of a duration.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth") }
    /// A quick spring, of a duration.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy") }
    /// A bouncy spring, of a duration.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy") }
    /// A timing curve.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35)
        -> Animation { Animation("timingCurve") }

    /// The animation after a delay.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// The animation faster or slower.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`; in a widget nothing animates, so it only runs it.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view comes and goes. A widget shows still frames: recorded by nothing.
public struct AnyTransition: Sendable {
    private init() {}
    /// Fades.
    public static let opacity = AnyTransition()
    /// Scales.
    public static let scale = AnyTransition()
    /// Slides in from the leading edge.
    public static let slide = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()
    /// Scales from a factor.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves in from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Pushes in from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moves by an offset.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// This transition and another.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

// No-ops: a widget is drawn once per entry and doesn't respond to gestures except through `Button`,
// `Toggle` and `Link`. These compile and change nothing.
extension View {
    /// Animates changes of `value`; a widget shows still frames, so this changes nothing.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates changes; a widget shows still frames, so this changes nothing.
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { self }

    /// How the view comes and goes; a widget shows still frames, so this changes nothing.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Runs `action` when the view appears. A widget's view is drawn, not shown live: never called.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` when the view disappears: never called in a widget.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Starts a task when the view appears: never started in a widget (load data in the provider).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        self
    }

    /// Starts a task when the view appears or `id` changes: never started in a widget.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    /// Runs `action` on a tap. A widget responds to taps only through `Button`, `Toggle`, `Link` and
    /// `widgetURL`: never called.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
}
