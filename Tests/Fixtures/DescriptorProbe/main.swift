// Runs a widget extension through `ExtensionProcess` while every descriptor of this process is
// taken, for the host's tests (Tests/WidgetHostTests/ExtensionProcessTests.swift). A process of its
// own: the test process runs other tests at the same time, and they need descriptors.
//
//   descriptor-probe start EXTENSION   asks EXTENSION to describe itself with no descriptor left,
//                                      then again once they are freed
//   descriptor-probe exit              an extension (a shell script) exits with status 7 while no
//                                      descriptor is left
//
// It prints what happened, one line each: `exhausted: N (EMFILE)`, then `answered: N widgets` or
// `failed: REASON` for each request, then `starts: N`.
import Foundation
import OpenWidgetKit
import Synchronization
import WidgetHost

/// Opens `/dev/null` until no descriptor is left; returns them and the error that stopped it.
func exhaustDescriptors() -> (held: [Int32], error: Int32) {
    var held: [Int32] = []
    held.reserveCapacity(descriptorUsage().limit)
    while true {
        let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return (held, errno) }
        held.append(descriptor)
    }
}

/// Sends `describe` and prints how it went.
func describe(_ process: ExtensionProcess) async {
    do {
        let widgets = try await process.send(.describe).description?.widgets.count ?? 0
        print("answered: \(widgets) widgets")
    } catch {
        print("failed: \(error)")
    }
}

// libdispatch, under Swift's task pool and timers, sets up its event loop (which takes descriptors)
// the first time it is used: use it now, as any running host already has.
try await Task.sleep(for: .milliseconds(1))
await Task.detached {}.value

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "start" where arguments.count == 2:
    let process = ExtensionProcess(executable: URL(fileURLWithPath: arguments.last!))
    let (held, error) = exhaustDescriptors()
    print("exhausted: \(held.count) (\(error == EMFILE ? "EMFILE" : "errno \(error)"))")
    await describe(process)
    held.forEach { close($0) }
    await describe(process)
    print("starts: \(process.starts)")
    process.stop()
case "exit" where arguments.count == 1:
    let ready = Mutex(false)
    let process = ExtensionProcess(
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", "read line; trap 'exit 7' USR1; echo ready >&2; while :; do sleep 0.05; done"]
    ) { line in
        if line.hasSuffix("ready") { ready.withLock { $0 = true } }
    }
    let request = Task { await describe(process) }
    while !ready.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
    guard let pid = process.processIdentifier else {
        print("failed: the extension is not running")
        exit(1)
    }
    let (held, error) = exhaustDescriptors()
    print("exhausted: \(held.count) (\(error == EMFILE ? "EMFILE" : "errno \(error)"))")
    kill(pid, SIGUSR1)
    await request.value
    held.forEach { close($0) }
    print("starts: \(process.starts)")
default:
    FileHandle.standardError.write(Data("usage: descriptor-probe start EXTENSION | exit\n".utf8))
    exit(64)
}
