#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles
import LoupeRender

/// The previews of a whole SwiftPM package: every `.swift` file under `Sources/<Target>/` that declares a preview
/// (`#Preview` or a `PreviewProvider`), with each preview's golden named `<Target>/<File>-<preview>`.
///
/// The name is stable: `<preview>` is the preview's name in lower case with runs of other characters as `-`, or its
/// number from 1 when it has none, and it is there even when the file has one preview, so that adding a second one
/// renames nothing. A target whose sources are elsewhere (a `path:` in `Package.swift`) is not walked.
public enum PackagePreviews {
    /// The most `.swift` files looked at in one package.
    public static let maximumFiles = 20_000

    /// The `Sources` folder a scene argument stands for: the folder itself when it is named `Sources`, its
    /// `Sources` when it holds a `Package.swift`; `nil` for any other folder.
    public static func sourcesFolder(of argument: String) -> URL? {
        let folder = URL(fileURLWithPath: argument, isDirectory: true)
        if folder.standardizedFileURL.lastPathComponent == "Sources" { return folder }
        guard FileKind(atPath: folder.appendingPathComponent("Package.swift").path) == .regularFile else { return nil }
        let sources = folder.appendingPathComponent("Sources", isDirectory: true)
        return FileKind(atPath: sources.path) == .directory ? sources : nil
    }

    /// The files that declare previews, target by target (targets and files sorted by name): `(target, path)`.
    public static func files(in sources: URL) throws(LoupeRenderError) -> [(target: String, path: String)] {
        let targets: [String]
        do {
            targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }
                .filter { FileKind(atPath: sources.appendingPathComponent($0).path) == .directory }.sorted()
        } catch {
            throw .io("cannot list \(sources.relativePath): \(LoupeRenderer.reason(error))")
        }
        var result: [(String, String)] = []
        var looked = 0
        for target in targets {
            let root = sources.appendingPathComponent(target, isDirectory: true)
            for file in swiftFiles(under: root) {
                looked += 1
                guard looked <= maximumFiles else {
                    throw .usage("\(sources.relativePath) holds more than \(maximumFiles) .swift files; name targets")
                }
                if declaresPreview(atPath: file.path) { result.append((target, file.relativePath)) }
            }
        }
        return result
    }

    /// `<Target>/<File>-<preview>`.
    public static func goldenName(target: String, file: String, preview: String) -> String {
        "\(target)/\(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)-\(preview)"
    }

    /// `.swift` files under `root`, sorted by path, hidden folders (`.build`, `.git`) left out.
    public static func swiftFiles(under root: URL) -> [URL] {
        DirectoryTree.files(under: root.path, endingWith: ".swift", skippingHidden: true)
            .map { root.appendingPathComponent($0) }
    }

    /// Whether the file's text declares a preview — a line that starts with `#Preview`, or a conformance to
    /// `PreviewProvider` — a cheap look before the front end parses it.
    static func declaresPreview(atPath path: String) -> Bool {
        guard let bytes = try? WholeFile.read(atPath: path, maxByteCount: 8 * 1024 * 1024) else { return false }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#Preview") { return true }
            if !trimmed.hasPrefix("//"), line.contains(": PreviewProvider") || line.contains(", PreviewProvider") {
                return true
            }
        }
        return false
    }

    /// The goldens in the folders of the entries' targets (`<goldens>/<Target>/`, at any depth) that no entry names:
    /// a preview removed or renamed left them behind. Only those folders are looked in, so the goldens of JSON
    /// scenes or of single files kept beside them are never taken for orphans. Their names (`App/Card-big`), sorted.
    public static func orphans(in goldens: URL, entries: [SceneList.Entry]) -> [String] {
        let names = Set(entries.map(\.name))
        var orphans: [String] = []
        for target in Set(entries.compactMap(\.packageTarget)).sorted() {
            let folder = goldens.appendingPathComponent(target, isDirectory: true)
            for relative in DirectoryTree.files(under: folder.path, endingWith: ".png", skippingHidden: false) {
                let name = target + "/" + String(relative.dropLast(4))
                if !names.contains(name) { orphans.append(name) }
            }
        }
        return orphans.sorted()
    }

    /// Removes the orphan `name`'s picture and layout report from `goldens`.
    public static func prune(_ name: String, in goldens: URL) throws(LoupeRenderError) {
        let golden = try GoldenFiles.confined(name: name, in: goldens)
        for file in [golden.image, golden.layout] where FileKind(atPath: file.path) == .regularFile {
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                throw .io("cannot remove \(file.relativePath): \(LoupeRenderer.reason(error))")
            }
        }
    }
}
