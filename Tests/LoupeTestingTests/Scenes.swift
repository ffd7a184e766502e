import Foundation
import LoupeRender

/// Small scenes for the assertion tests, and throwaway folders.
enum Scenes {
    static let renderer = try! LoupeRenderer()

    /// A 200×160-point scene at scale 1: a blue box 50 points wide and `height` tall, centred.
    static func box(height: Int) throws -> LoadedScene {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("box.json")
        try Data("""
            { "device": { "width": 200, "height": 160, "scale": 1 },
              "body": { "ZStack": { "content": [
                { "Color": "blue", "id": "box", "modifiers": [ { "frame": { "width": 50, "height": \(height) } } ] } ] } } }
            """.utf8).write(to: file)
        return try renderer.loadScene(at: file)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
