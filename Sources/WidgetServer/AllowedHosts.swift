import Foundation
import Hummingbird
import Synchronization
import WidgetHost

#if canImport(Glibc)
import Glibc
#endif

/// The names the dashboard answers to, against DNS rebinding.
///
/// A page on any site can point a name it controls at 127.0.0.1 and then talk to the dashboard as
/// if it were its own origin; the browser still sends that name in `Host`. So a request is served
/// only when its `Host` is one of the host's own names, with any port: `127.0.0.1`, `localhost`,
/// `[::1]`, the `--host` address, the names given with `--allowed-host`, and — when the dashboard
/// listens on every interface (`0.0.0.0`, `::`) — the machine's interface addresses and hostname.
///
/// ```swift
/// let hosts = AllowedHosts(bindHost: "127.0.0.1", extra: ["dashboard.lan"])
/// hosts.allows(authority: "dashboard.lan:8080")   // true
/// hosts.allows(authority: "evil.example:8080")    // false
/// ```
package struct AllowedHosts: Sendable {
    /// Lowercased names, IPv6 addresses without brackets.
    package let names: Set<String>

    /// The names for a dashboard listening on `bindHost`, with `extra` names allowed by the user.
    package init(bindHost: String, extra: [String] = []) {
        var names: Set<String> = ["127.0.0.1", "localhost", "::1"]
        names.insert(Self.normalized(bindHost))
        for name in extra { names.insert(Self.normalized(name)) }
        if Self.isWildcard(bindHost) {
            names.formUnion(Self.interfaceAddresses())
            if let hostname = Self.hostname() {
                names.insert(Self.normalized(hostname))
            }
        }
        self.names = names
    }

    /// Whether `host` means every interface.
    package static func isWildcard(_ host: String) -> Bool {
        ["0.0.0.0", "::", "[::]", "*"].contains(host)
    }

    /// Checks a name given with `--allowed-host`: a DNS name or an IP address, without port or scheme.
    package static func validate(_ name: String) throws {
        let bare = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
        let isAddress = bare.contains(":") && bare.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        let isName = !bare.isEmpty && bare.count <= 253
            && bare.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "." }
        guard isAddress || isName else {
            throw ControlRefusal("\"\(name)\" is not a host name or address: give a name such as "
                + "dashboard.lan or an address such as 192.168.1.20, without scheme or port")
        }
    }

    /// Whether a `Host` header (`name`, `name:port`, `[v6]` or `[v6]:port`) names this host.
    package func allows(authority: String) -> Bool {
        guard let name = Self.name(ofAuthority: authority) else { return false }
        return names.contains(name)
    }

    /// Whether an `Origin` header is this dashboard's own: `http` or `https`, one of the allowed
    /// names, and the port the dashboard listens on (or the port the request's `Host` names, which
    /// differs behind a proxy).
    package func allows(origin: String, ports: Set<Int>) -> Bool {
        guard let components = URLComponents(string: origin), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", components.path.isEmpty, components.query == nil,
            components.user == nil, let host = components.host
        else { return false }
        let port = components.port ?? (scheme == "https" ? 443 : 80)
        return names.contains(Self.normalized(host)) && ports.contains(port)
    }

    /// The host name of an authority, lowercased, IPv6 without brackets; nil when it is malformed.
    package static func name(ofAuthority authority: String) -> String? {
        var host = Substring(authority)
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && isPort(rest.dropFirst())) else { return nil }
            host = host[host.index(after: host.startIndex)..<close]
        } else if let colon = host.lastIndex(of: ":") {
            guard isPort(host[host.index(after: colon)...]), !host[..<colon].contains(":") else { return nil }
            host = host[..<colon]
        }
        guard !host.isEmpty else { return nil }
        return normalized(String(host))
    }

    /// The port of an authority (`name:port`), if it names one.
    package static func port(ofAuthority authority: String) -> Int? {
        guard let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") else { return nil }
        let digits = authority[authority.index(after: colon)...]
        return isPort(digits) ? Int(digits) : nil
    }

    private static func isPort(_ text: Substring) -> Bool {
        (1...5).contains(text.count) && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
            && Int(text).map { $0 <= 65_535 } == true
    }

    private static func normalized(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return name
    }

    /// The addresses of the machine's interfaces (getifaddrs), IPv4 and IPv6.
    private static func interfaceAddresses() -> Set<String> {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: Set<String> = []
        var current = first
        while let entry = current {
            defer { current = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(address, length, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0 else {
                continue
            }
            var text = String(cString: buffer)
            // Link-local IPv6 addresses come with their zone (`fe80::1%eth0`); a Host header has none.
            if let percent = text.firstIndex(of: "%") { text = String(text[..<percent]) }
            addresses.insert(text.lowercased())
        }
        return addresses
    }

    private static func hostname() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return nil }
        let name = String(cString: buffer)
        return name.isEmpty ? nil : name
    }
}

/// The port the dashboard listens on, known once it is bound (`--port 0` takes any free one).
package final class BoundPort: Sendable {
    private let value = Mutex<Int?>(nil)

    package init() {}

    package var port: Int? {
        get { value.withLock { $0 } }
    }

    package func set(_ port: Int) {
        value.withLock { $0 = port }
    }
}
