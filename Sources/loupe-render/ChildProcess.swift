#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeRender

/// Runs another program: the SwiftUI front end, or `swift build` to make it.
enum ChildProcess {
    struct Result { var status: Int32; var output: [UInt8] }

    /// Where the child's standard output goes.
    enum Output {
        /// Captured into ``Result/output``.
        case captured
        /// Sent to this process's standard error (a build's progress must not mix with what this command prints).
        case toStandardError
        /// Standard output and standard error both captured, each chunk also handed to `watch` as it arrives, and
        /// `tick` called about once a second meanwhile.
        case watched(_ watch: (ArraySlice<UInt8>) -> Void, tick: () -> Void)
    }

    /// Runs `path` with `arguments`, standard error shared with this process; standard output captured, or sent to
    /// standard error.
    static func run(_ path: String, _ arguments: [String], captureOutput: Bool,
                    searchPath: Bool = false) throws(LoupeRenderError) -> Result {
        try run(path, arguments, output: captureOutput ? .captured : .toStandardError, searchPath: searchPath)
    }

    /// Runs `path` with `arguments`, standard error shared with this process unless `mode` watches it.
    /// - Parameter environment: Variables set for the child on top of this process's environment.
    static func run(_ path: String, _ arguments: [String], output mode: Output, searchPath: Bool = false,
                    environment: [String: String] = [:]) throws(LoupeRenderError) -> Result {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .io("cannot run \(path): no pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        switch mode {
        case .captured: posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        case .toStandardError: posix_spawn_file_actions_adddup2(&actions, 2, 1)
        case .watched:
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        }
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = childEnvironment(adding: environment)
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = searchPath ? posix_spawnp(&pid, path, &actions, nil, argv, envp)
                                 : posix_spawn(&pid, path, &actions, nil, argv, envp)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw .io("cannot run \(path): \(String(cString: strerror(spawned)))")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if case .watched(_, let tick) = mode {
                var waiting = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
                if poll(&waiting, 1, 1000) == 0 {
                    tick()
                    continue
                }
            }
            let count = read(ends[0], &buffer, buffer.count)
            if count > 0 {
                output += buffer[0..<count]
                if case .watched(let watch, _) = mode { watch(buffer[0..<count]) }
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(ends[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = (status & 0x7f) == 0
        return Result(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output)
    }

    /// This process's environment with `added` set (replacing variables of the same name), as `posix_spawn` takes it.
    private static func childEnvironment(adding added: [String: String]) -> [UnsafeMutablePointer<CChar>?] {
        var entries: [UnsafeMutablePointer<CChar>?] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if added[name] == nil { entries.append(strdup(entry)) }
            index += 1
        }
        for (name, value) in added.sorted(by: { $0.key < $1.key }) { entries.append(strdup("\(name)=\(value)")) }
        return entries + [nil]
    }
}

