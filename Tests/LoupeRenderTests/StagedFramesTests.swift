import Foundation
import LoupeRender
import Testing

/// `stageFrames`: one replay gives every frame and the final scene; nothing is in place before `commit`.
@Suite struct StagedFramesTests {
    static let renderer = try! LoupeRenderer()

    // A guide dragged 50 pt in 2 steps, released: the picture before, two change events and the end event.
    static let scene = """
        {"device": {"width": 120, "height": 80, "scale": 1},
         "body": {"VisualLayoutGuide": "G", "id": "g", "modifiers": [{"frame": {"width": 50, "height": 50}}]},
         "interactions": [{"drag": {"target": "g", "start": [25, 25], "translation": [50, 0], "steps": 2}}]}
        """

    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("loupe-frames-\(UUID().uuidString)/frames")
    }

    @Test func framesAreStagedThenCommittedAndTheLastIsTheLaidOutScene() throws {
        let renderer = Self.renderer
        let scene = try renderer.loadScene(json: Array(Self.scene.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (frames, last) = try renderer.stageFrames(of: scene, in: folder)
        #expect(frames.count == 4)
        // Staged: only hidden temporary files so far.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { $0.hasPrefix(".") })
        try frames.commit()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png"])
        #expect(try renderer.pngData(for: last) == (try renderer.pngData(for: renderer.layOut(scene))))
        #expect(try Data(contentsOf: folder.appendingPathComponent("frame-0003.png")) == Data(try renderer.pngData(for: last)))
    }

    @Test func droppedUncommittedTheFramesAndTheFolderTheyNeededAreGone() throws {
        let renderer = Self.renderer
        let scene = try renderer.loadScene(json: Array(Self.scene.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        do {
            let staged = try renderer.stageFrames(of: scene, in: folder)
            #expect(staged.frames.count == 4)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aFileInTheWayIsRefusedWithTheLabel() throws {
        let renderer = Self.renderer
        let scene = try renderer.loadScene(json: Array(Self.scene.utf8), baseDirectory: URL(fileURLWithPath: "/tmp"))
        let error = #expect(throws: LoupeRenderError.self) {
            try renderer.stageFrames(of: scene, in: URL(fileURLWithPath: "/dev/null"), label: "frames")
        }
        #expect(error?.description == "frames: not a directory")
        #expect(error?.exitCode == 74)
    }
}
