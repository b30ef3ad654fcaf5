/// How a view fills a space of another shape: fitting inside it or filling all of it.
///
/// ```swift
/// Image("photo").resizable().aspectRatio(contentMode: .fill)
/// ```
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scales to the largest size that fits inside the space, keeping the aspect ratio.
    case fit
    /// Scales to the smallest size that covers the space, keeping the aspect ratio.
    case fill

    /// The archive's spelling: `fit` or `fill`.
    package var name: String {
        switch self {
        case .fit: "fit"
        case .fill: "fill"
        }
    }
}
