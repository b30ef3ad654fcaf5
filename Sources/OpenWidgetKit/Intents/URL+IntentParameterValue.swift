import Foundation

// URLs as intent parameters (App Intents stores them; `OpenURLIntent` has one).

extension URL: IntentParameterValue {}

extension URL: BuiltInIntentValue {
    /// Stored as `ConfigurationValue.string`, the URL's absolute string.
    package static var intentValueCodec: IntentValueCodec {
        .scalar(.string, expected: "a URL", encode: { ConfigurationValue.string($0.absoluteString) }) {
            if case .string(let string) = $0 { URL(string: string) } else { nil }
        }
    }
}
