import Foundation
import LoupeRender

/// Writes `--frames`: one PNG per moment of the interaction replay, numbered from `frame-0000.png` (before any event).
struct FrameWriter {
    var directory: String

    func write(_ moments: [LaidOutScene], with renderer: LoupeRenderer) throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw LoupeRenderError.io("--frames \(directory): not a directory") }
        } else {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw LoupeRenderError.io("--frames \(directory): cannot create the folder: \(error.localizedDescription)")
            }
        }
        for (index, moment) in moments.enumerated() {
            let name = "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) + ".png"
            try renderer.writeAtomically(try renderer.pngData(for: moment), to: folder.appendingPathComponent(name))
        }
        print("wrote \(moments.count) frames to \(directory)")
    }
}
