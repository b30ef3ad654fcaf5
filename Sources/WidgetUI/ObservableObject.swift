/// An object whose changes views follow, as Combine's protocol of the same name.
///
/// A widget is drawn once per entry, so nothing subscribes: the object is read as it is when the
/// widget is drawn. `objectWillChange` exists so code that calls `objectWillChange.send()` compiles.
public protocol ObservableObject: AnyObject {
    /// What announces a change.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher nobody listens to: widgets don't redraw on change.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Announces that an observable object will change. Nothing listens in a widget.
public final class ObservableObjectPublisher {
    /// A publisher.
    public init() {}

    /// Announces a change (nothing listens in a widget).
    public func send() {}
}
