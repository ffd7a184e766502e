#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the commands this program prints (the accept commands) name it: `loupe-render` when that is what the
/// `PATH` finds, else the path it was started by, so that a pasted command runs this same program.
enum ProgramName {
    static var forCommands: String {
        let invoked = CommandLine.arguments.first ?? "loupe-render"
        let me = URL(fileURLWithPath: invoked).resolvingSymlinksInPath().path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("loupe-render")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.resolvingSymlinksInPath().path == me ? "loupe-render" : invoked
            }
        }
        return invoked
    }
}
