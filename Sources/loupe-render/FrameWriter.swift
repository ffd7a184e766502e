#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

/// Writes `--frames`: one PNG per moment of the interaction replay, numbered from `frame-0000.png` (before any event).
struct FrameWriter {
    /// The most pictures one run draws: each is a whole-canvas render and encode.
    static let maximumFrames = 2000

    var directory: String

    /// The frames of one run, staged beside their names until the run's other outputs are staged too.
    final class StagedFrames {
        let files: [StagedOutput]
        /// The folder, when this run created it: removed again if the frames are discarded.
        let createdFolder: URL?
        private var committed = false

        init(files: [StagedOutput], createdFolder: URL?) {
            self.files = files; self.createdFolder = createdFolder
        }

        var count: Int { files.count }

        func commit() throws {
            for file in files { try file.commitOrFail() }
            committed = true
        }

        deinit {
            guard !committed else { return }
            for file in files { file.discard() }
            if let createdFolder { try? FileManager.default.removeItem(at: createdFolder) }
        }
    }

    /// Draws every moment of `scene`'s replay as it is reached and stages it in the folder (created if missing).
    func stage(_ scene: LoadedScene, with renderer: LoupeRenderer) throws -> StagedFrames {
        let count = renderer.momentCount(of: scene)
        guard count <= Self.maximumFrames else {
            throw LoupeRenderError.badInput("--frames: the interactions deliver \(count - 1) events, \(count) pictures "
                                            + "with the one before them; --frames draws at most \(Self.maximumFrames)")
        }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        var created: URL?
        let kind = FileKind(atPath: folder.path)
        if kind != .missing {
            guard kind == .directory else { throw LoupeRenderError.io("--frames \(directory): not a directory") }
        } else {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                created = folder
            } catch {
                throw LoupeRenderError.io("--frames \(directory): cannot create the folder: \(FileErrorReason.text(error))")
            }
        }
        var files: [StagedOutput] = []
        var failure: Error?
        renderer.forEachMoment(of: scene) { moment in
            guard failure == nil else { return }
            let index = files.count
            let name = "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) + ".png"
            do {
                files.append(try renderer.stage(try renderer.pngData(for: moment), to: folder.appendingPathComponent(name)))
            } catch {
                failure = error
            }
        }
        if let failure {
            for file in files { file.discard() }
            if let created { try? FileManager.default.removeItem(at: created) }
            throw failure
        }
        return StagedFrames(files: files, createdFolder: created)
    }
}
