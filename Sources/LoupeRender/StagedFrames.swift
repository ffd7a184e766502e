#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles

/// A picture of every moment of a scene's interaction replay, staged in a folder as `frame-0000.png` (before any
/// event), `frame-0001.png`, … (after each event) until ``commit()`` puts them in place: what
/// `loupe-render render --frames DIR` writes. Dropped uncommitted, the frames are removed, and so is the folder if
/// staging them created it.
public final class StagedFrames {
    /// The most pictures one run draws: each is a whole-canvas render and encode.
    public static let maximumCount = 2000

    private let files: [StagedOutput]
    /// The folder, when staging created it.
    private let createdFolder: URL?
    private var committed = false

    init(files: [StagedOutput], createdFolder: URL?) {
        self.files = files
        self.createdFolder = createdFolder
    }

    /// How many frames are staged.
    public var count: Int { files.count }

    /// Puts every frame in place.
    public func commit() throws(LoupeRenderError) {
        for file in files { try file.commitOrFail() }
        committed = true
    }

    deinit {
        guard !committed else { return }
        for file in files { file.discard() }
        if let createdFolder { try? FileManager.default.removeItem(at: createdFolder) }
    }

    /// `frame-0007.png`: four digits at least, so the names sort in order.
    static func name(ofFrame index: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) + ".png"
    }
}

extension LoupeRenderer {
    /// Replays `scene`'s interactions once, staging a PNG of every moment in `folder` (created if missing), and
    /// returns the frames with the last moment: the scene as ``layOut(_:)`` gives it, for the run's other outputs.
    /// - Throws: ``LoupeRenderError/badInput(_:)`` when the replay has more than ``StagedFrames/maximumCount``
    ///   moments (checked before anything is drawn); ``LoupeRenderError/io(_:)`` when `folder` is a file or cannot
    ///   be created or written. Errors begin with `label`, the folder's name for the reader.
    public func stageFrames(of scene: LoadedScene, in folder: URL,
                            label: String? = nil) throws(LoupeRenderError) -> (frames: StagedFrames, last: LaidOutScene) {
        let label = label ?? folder.path
        let count = momentCount(of: scene)
        guard count <= StagedFrames.maximumCount else {
            throw .badInput("\(label): the interactions deliver \(count - 1) events, \(count) pictures with the one "
                            + "before them; at most \(StagedFrames.maximumCount) frames are drawn")
        }
        var created: URL?
        switch FileKind(atPath: folder.path) {
        case .directory: break
        case .regularFile, .special: throw .io("\(label): not a directory")
        case .unreachable(let reason): throw .io("\(label): \(reason)")
        case .missing:
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                created = folder
            } catch {
                throw .io("\(label): cannot create the folder: \(FileErrorReason.text(error))")
            }
        }
        var files: [StagedOutput] = []
        var last: LaidOutScene?
        var failure: LoupeRenderError?
        forEachMoment(of: scene) { moment in
            last = moment
            guard failure == nil else { return }
            do throws(LoupeRenderError) {
                let png = try pngData(for: moment)
                files.append(try stage(png, to: folder.appendingPathComponent(StagedFrames.name(ofFrame: files.count))))
            } catch {
                failure = error
            }
        }
        // Built before a failure is thrown, so that dropping it removes what was staged.
        let frames = StagedFrames(files: files, createdFolder: created)
        if let failure { throw failure }
        guard let last else { throw .badInput("\(label): the replay gave no picture") }
        return (frames, last)
    }
}
