import Foundation
import LoupeGolden
import LoupeRender

/// A whole review: check every scene, serve the page, and check again whatever is saved, until stopped.
public struct ReviewRun: Sendable {
    /// Checks the scenes.
    public var runner: CheckRunner
    /// The scene files and folders, as given.
    public var scenes: [String]
    /// The port to listen on; 0 lets the system pick a free one.
    public var port: UInt16
    /// How often the scenes' files are looked at.
    public static let pollInterval: Duration = .milliseconds(250)

    /// A review of `scenes` checked by `runner`, on `port`.
    public init(runner: CheckRunner, scenes: [String], port: UInt16 = 0) {
        self.runner = runner; self.scenes = scenes; self.port = port
    }

    /// Checks every scene, starts the server and calls `ready` with its URL, then follows the files until the task
    /// is cancelled.
    public func run(ready: @Sendable (String) -> Void) async throws {
        let session = ReviewSession(goldens: URL(fileURLWithPath: runner.goldens, isDirectory: true))
        var watcher = SourceWatcher(scenes: scenes)
        await checkAll(into: session)
        let server = try ReviewServer(session: session, port: port)
        let url = try await server.start()
        ready(url)
        defer { Task { await server.stop() } }
        while !Task.isCancelled {
            try await Task.sleep(for: Self.pollInterval)
            let changes = watcher.changes()
            if changes.other {
                await checkAll(into: session)
            } else if !changes.scenes.isEmpty {
                do {
                    await session.update(with: try runner.check(changes.scenes))
                } catch {
                    await session.report(problem: "\(error)")
                }
            }
        }
    }

    private func checkAll(into session: ReviewSession) async {
        do {
            await session.replaceAll(with: try runner.check(scenes))
        } catch {
            await session.report(problem: "\(error)")
        }
    }
}
