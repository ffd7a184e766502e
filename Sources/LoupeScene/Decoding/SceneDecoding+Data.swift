#if canImport(FoundationEssentials)
import FoundationEssentials
#else
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#endif

extension SceneDecoding {
    /// Decodes a scene from the contents of a JSON file.
    public static func decode(_ data: Data, fileName: String = "scene.json") throws(SceneError) -> SceneDocument {
        try decode([UInt8](data), fileName: fileName)
    }
}
