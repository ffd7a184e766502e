#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

/// Where one golden lives: `name.png` and the layout report `name.layout.json` beside it.
public struct GoldenFiles: Hashable, Sendable {
    /// The golden picture.
    public let image: URL
    /// The golden layout report.
    public var layout: URL {
        image.deletingPathExtension().appendingPathExtension("layout.json")
    }

    /// The golden picture at `image` (a `.png` path).
    public init(image: URL) { self.image = image }

    /// The golden named `name` in `directory`.
    public init(directory: URL, name: String) {
        self.image = directory.appendingPathComponent(name + ".png")
    }

    /// The path as given, for messages.
    public var displayPath: String { image.relativePath }

    /// Writes the picture and the layout report (each when given), creating the folder: both are staged in full
    /// beside their destinations before either is renamed into place, so a failure leaves the old golden whole.
    /// - Throws: `LoupeRenderError.io(_:)` naming the file that could not be written.
    public func write(picture: [UInt8]?, layout layoutBytes: [UInt8]?) throws(LoupeRenderError) {
        try Folder.create(image.deletingLastPathComponent(), for: "the goldens folder")
        try LoupeRenderError.fileWork { () throws(FileError) in
            var staged: [StagedOutput] = []
            do throws(FileError) {
                if let picture { staged.append(try StagedOutput.stage(picture, to: image)) }
                if let layoutBytes { staged.append(try StagedOutput.stage(layoutBytes, to: layout)) }
                for file in staged { try file.commit() }
            } catch {
                for file in staged { file.discard() }
                throw error
            }
        }
    }
}
