import Foundation
import Hummingbird
import NIOCore
import WidgetHost

/// Server-sent events: `event: changed` with the IDs of the widgets that changed, `event: controls` with
/// the kinds of the controls to draw again, and a comment line
/// every `heartbeat` so proxies and browsers keep the stream open. The stream listens to `changes`
/// from its first byte until the client goes (`closed`: the connection closed, which
/// `ConnectionGuard` does as soon as the client shuts its side) or the host stops.
func eventStream(
    _ changes: InstanceChanges, controls: ControlChanges? = nil, heartbeat: Duration, closed: EventLoopFuture<Void>
) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/event-stream"
    headers[.cacheControl] = "no-cache"
    return Response(status: .ok, headers: headers, body: ResponseBody { writer in
        let (merged, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
        closed.whenComplete { _ in continuation.finish() }
        let subscription = changes.subscribe()
        let feed = Task {
            for await changed in subscription {
                let list = changed.sorted().map(String.init).joined(separator: ",")
                continuation.yield("event: changed\ndata: {\"instances\":[\(list)]}\n\n")
            }
            continuation.finish()
        }
        // Controls to draw again: `event: controls` with their kinds.
        let controlFeed = Task {
            guard let controls else { return }
            for await kinds in controls.subscribe() {
                guard let data = try? JSONEncoder().encode(["kinds": kinds.sorted()]) else { continue }
                continuation.yield("event: controls\ndata: \(String(decoding: data, as: UTF8.self))\n\n")
            }
        }
        let beat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: heartbeat)
                continuation.yield(": heartbeat\n\n")
            }
        }
        defer {
            feed.cancel()
            controlFeed.cancel()
            beat.cancel()
        }
        try await writer.write(ByteBuffer(string: "retry: 1000\n: connected\n\n"))
        for await message in merged {
            try await writer.write(ByteBuffer(string: message))
        }
        try await writer.finish(nil)
    })
}

