#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

/// The scene files `check` runs: files as given, folders as the `.json` files directly inside them, sorted by name,
/// and a package folder (or its `Sources`) as the previews of every target (``PackagePreviews``).
public enum SceneList {
    /// One scene to check.
    public struct Entry: Hashable, Sendable {
        /// The path as it will be printed.
        public var path: String
        /// The golden's name: the file name without `.json`.
        public var name: String
        /// Where the scene stands in the suite, from 0: reports keep this order, and a shard keeps the positions
        /// its scenes have in the whole suite.
        public var position: Int
        /// For a preview of a Swift file, its scene as JSON (the translation); nil for a JSON scene file.
        public var translatedScene: [UInt8]?
        /// For a preview of a Swift file that could not be translated, why (`File.swift:3:5: …`): the scene fails.
        public var translationError: String?
        /// For a preview found in a package folder, its target (its golden is `<Target>/<File>-<preview>`).
        public var packageTarget: String?
        /// What a variant lays over the scene (``GoldenVariants``); `nil` for the scene as it is.
        public var variant: RenderOverrides?

        /// An entry from its parts (``SceneList/expand(_:swiftPreviews:)`` makes them from files and folders).
        public init(path: String, name: String, position: Int, translatedScene: [UInt8]? = nil,
                    translationError: String? = nil, packageTarget: String? = nil) {
            self.path = path; self.name = name; self.position = position; self.translatedScene = translatedScene
            self.translationError = translationError; self.packageTarget = packageTarget
        }
    }

    /// One preview of a Swift file: its golden's name (`<file>` or `<file>-<preview>`), the preview's own name
    /// (`<preview>`: its name as a file name, or its number), and its scene as JSON, or why it has none (then that
    /// scene fails and the others are checked).
    public typealias SwiftPreviewScene = (name: String, preview: String, json: Result<[UInt8], LoupeRenderError>)

    /// A Swift file of the suite: its path, and whether it gives no preview, rather than a failed one, when it
    /// declares none (a package's file that only mentions a preview, in a string say).
    public typealias SwiftFile = (path: String, passOver: Bool)

    /// Expands `arguments` in order. With `swiftPreviews`, `.swift` files (given, or in a folder) are scenes too: one
    /// entry per preview, named as `swiftPreviews` names them (`<file>` or `<file>-<preview>`). It is called once,
    /// with every Swift file of the suite, and gives each file's previews in the same order.
    /// - Throws: `LoupeRenderError.io(_:)` for a path that does not exist, `LoupeRenderError.usage(_:)` when two
    ///   scenes share a name (they would share a golden) or nothing is left to check.
    public static func expand(
        _ arguments: [String],
        swiftPreviews: ((_ files: [SwiftFile]) throws(LoupeRenderError) -> [[SwiftPreviewScene]])? = nil
    ) throws(LoupeRenderError) -> [Entry] {
        /// A JSON scene, or a Swift file whose previews are entries once translated.
        enum Found { case scene(path: String, name: String), swift(path: String, target: String?) }
        var found: [Found] = []
        func addSwift(_ path: String, target: String? = nil) throws(LoupeRenderError) {
            guard swiftPreviews != nil else { throw .usage("\(path): Swift files need loupe-render's SwiftUI front end") }
            found.append(.swift(path: path, target: target))
        }
        for argument in arguments {
            let kind = FileKind(atPath: argument)
            guard kind != .missing else {
                throw .io("\(argument): no such file or folder")
            }
            if case .unreachable(let reason) = kind { throw .io("\(argument): \(reason)") }
            if kind == .directory, swiftPreviews != nil, let sources = PackagePreviews.sourcesFolder(of: argument) {
                for (target, path) in try PackagePreviews.files(in: sources) {
                    try addSwift(path, target: target)
                }
            } else if kind == .directory {
                let names: [String]
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: argument)
                } catch {
                    throw .io("cannot list \(argument): \(LoupeRenderer.reason(error))")
                }
                let folder = URL(fileURLWithPath: argument, isDirectory: true)
                for name in names.filter({ $0.hasSuffix(".json") && !$0.hasPrefix(".") }).sorted() {
                    found.append(.scene(path: folder.appendingPathComponent(name).relativePath, name: String(name.dropLast(5))))
                }
                if swiftPreviews != nil {
                    for name in names.filter({ $0.hasSuffix(".swift") && !$0.hasPrefix(".") }).sorted() {
                        try addSwift(folder.appendingPathComponent(name).relativePath)
                    }
                }
            } else if argument.hasSuffix(".swift") {
                try addSwift(argument)
            } else {
                found.append(.scene(path: argument, name: URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent))
            }
        }
        let swiftFiles: [SwiftFile] = found.compactMap {
            if case .swift(let path, let target) = $0 { (path, target != nil) } else { nil }
        }
        var translated = swiftFiles.isEmpty ? [] : try swiftPreviews?(swiftFiles) ?? []
        guard translated.count == swiftFiles.count else {
            throw .io("the SwiftUI front end gave previews for \(translated.count) of \(swiftFiles.count) files")
        }
        translated.reverse()
        var entries: [Entry] = []
        for item in found {
            switch item {
            case .scene(let path, let name):
                entries.append(Entry(path: path, name: name, position: entries.count))
            case .swift(let path, let target):
                for preview in translated.removeLast() {
                    let name = target.map { PackagePreviews.goldenName(target: $0, file: path, preview: preview.preview) }
                        ?? preview.name
                    switch preview.json {
                    case .success(let json):
                        entries.append(Entry(path: path, name: name, position: entries.count, translatedScene: json,
                                             packageTarget: target))
                    case .failure(let error):
                        entries.append(Entry(path: path, name: name, position: entries.count,
                                             translationError: error.description, packageTarget: target))
                    }
                }
            }
        }
        guard !entries.isEmpty else { throw .usage("no scene to check: the folders hold no .json file\(swiftPreviews == nil ? "" : " and no .swift file with previews")") }
        var seen: [String: String] = [:]
        for entry in entries {
            if let other = seen[entry.name] {
                throw .usage("\(other) and \(entry.path) are both named \"\(entry.name)\": they would share one golden")
            }
            seen[entry.name] = entry.path
        }
        return entries
    }

    /// Each entry in each variant, named with the variant's suffix, in the suite's order (scene by scene, the
    /// variants of one scene together).
    public static func applying(_ variants: GoldenVariants, to entries: [Entry]) -> [Entry] {
        let all = variants.all
        guard all.count > 1 || all.first?.suffix.isEmpty == false || all.first?.overrides != RenderOverrides() else {
            return entries
        }
        var result: [Entry] = []
        for entry in entries {
            for variant in all {
                var copy = entry
                copy.name += variant.suffix
                copy.variant = variant.overrides
                copy.position = result.count
                result.append(copy)
            }
        }
        return result
    }
}
