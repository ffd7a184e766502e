import LoupeJSON
import LoupeScene

/// One preview translated to the scene format: the scene model, its JSON form (what `translate` prints), what was
/// skipped, and where each part came from in the source.
public struct SwiftScene {
    /// The preview it renders.
    public var preview: SwiftPreview
    /// The scene, exactly as a JSON scene file would hold it.
    public var json: JSONValue
    /// Constructs skipped because they have no visible effect in a still picture.
    public var warnings: [SwiftSourceWarning]
    /// The keys of the GeometryReaders whose content needs their frame, not given yet: with
    /// `SwiftSourceFile.probesGeometry`, the scene is a probe to lay out for them; empty for a finished scene.
    public var pendingGeometry: [String] = []
    /// The source place of every view, modifier and argument, by scene path.
    var sourceMap: SourceMap

    /// The file the interactions came from, which names their errors.
    var interactionsFile: String?

    /// The scene with `interactions` (the scene format's array) added, as `--interactions FILE.json` gives them;
    /// an error in them is reported in `file`.
    public func adding(interactions: JSONValue, from file: String = "interactions.json") -> SwiftScene {
        var copy = self
        copy.interactionsFile = file
        if case .object(var object) = json {
            object.members.removeAll { $0.key == "interactions" }
            object.members.append(.init(key: "interactions", value: interactions))
            copy.json = .object(object)
        }
        return copy
    }

    /// The scene model, decoded from the translated value by the scene format's own decoding (no text in between). An
    /// error the decoder finds (a value out of range, an unknown id) is reported at the Swift construct that made it.
    public func document() throws(SwiftSourceError) -> SceneDocument {
        do {
            return try SceneDecoding.decode(json)
        } catch {
            throw locate(error)
        }
    }

    /// `File.swift:4:10: opacity: expected a number from 0 to 1, found 1.5`.
    func locate(_ error: SceneError) -> SwiftSourceError {
        if error.path.hasPrefix("interactions") {
            return SwiftSourceError(.invalidValue, "\(error.path): \(error.message)",
                                    at: .start(of: interactionsFile ?? preview.place.fileName))
        }
        return sourceMap.error(for: error, otherwise: preview.place)
    }
}
