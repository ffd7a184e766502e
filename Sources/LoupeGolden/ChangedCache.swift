#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import LoupeJSON

/// `check --changed`: a scene whose inputs and golden are what they were when it last passed is reported as
/// unchanged, without rendering.
///
/// A scene's **key** is the SHA-256 of, in order:
/// 1. the **base**, the same for every scene of a run: each program that draws (`loupe-render`, and
///    `loupe-render-swift` beside it) and each bundled font, by path, size and modification time — so that any
///    rebuild or font change renders everything again — then the comparison options, what is compared, the layout
///    tolerance, the masks and the overrides laid over every scene;
/// 2. the scene as it is rendered: a JSON scene's file, or a Swift preview's translation (which holds everything the
///    preview read from its file and its module);
/// 3. every file the scene names (a string of the scene that is the path of an existing file, relative to the
///    scene's folder or absolute: a background image, an asset), by its bytes.
///
/// A scene is skipped only when the key recorded at its last pass equals the key now **and** its golden picture and
/// layout report hash to what they were then. The record is a cache, kept out of the goldens (a key depends on this
/// machine's build); a scene that fails, or cannot be rendered, loses its record.
public struct ChangedCache: Sendable {
    /// Where the records are kept, one file per scene.
    public let folder: URL
    /// The part of every key that does not depend on the scene (item 1 above).
    public let base: String

    /// The most files a scene may name that are read for its key; past it, the scene is always rendered.
    public static let maximumNamedFiles = 64
    /// The most bytes read for the named files of one scene; past it, the scene is always rendered.
    public static let maximumNamedBytes = 256 * 1024 * 1024

    /// A cache in `folder` whose keys start from `base` (``base(programs:fonts:check:overrides:)``).
    public init(folder: URL, base: String) {
        self.folder = folder; self.base = base
    }

    /// The base of every key: the programs and fonts by path, size and modification time, then `check`'s options and
    /// the overrides (as text).
    public static func base(programs: [URL], fonts: [URL], check: GoldenCheck, overrides: String) -> String {
        var lines = ["loupe-render --changed key 1"]
        for file in programs + fonts { lines.append("file \(file.path) \(stamp(of: file))") }
        lines.append("options " + DiffJSON.options(check.options).serializedExactly())
        lines.append("compare \(check.comparison.rawValue) \(check.layoutTolerance)")
        lines.append("masks " + check.masks.map(\.selector).joined(separator: "\u{1F}"))
        lines.append("overrides \(overrides)")
        return lines.joined(separator: "\n")
    }

    /// `size modified-time` of a file, or `missing`.
    static func stamp(of file: URL) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return "missing" }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\((attributes[.size] as? Int) ?? -1) \(modified)"
    }

    /// The key of a scene rendered from `sceneBytes` in `variant` (its overrides, as text), whose relative paths
    /// start at `baseDirectory`; `nil` when it
    /// names more files, or more bytes of them, than is read for a key (then it is always rendered).
    public func key(sceneBytes: [UInt8], baseDirectory: URL, variant: String = "") -> String? {
        var text = base + "\nvariant " + variant + "\nscene " + SHA256.hex(sceneBytes)
        guard let value = try? JSONReader.parse(sceneBytes) else { return SHA256.hex(Array(text.utf8)) }
        var named = Set<String>()
        Self.collectStrings(value, into: &named)
        var files = 0, bytes = 0
        for string in named.sorted() {
            guard string.count < 1024, !string.contains("\n"), !string.isEmpty else { continue }
            let url = string.hasPrefix("/") ? URL(fileURLWithPath: string) : baseDirectory.appendingPathComponent(string)
            guard FileKind(atPath: url.path) == .regularFile else { continue }
            files += 1
            guard files <= Self.maximumNamedFiles,
                  let content = try? WholeFile.read(atPath: url.path, maxByteCount: Self.maximumNamedBytes - bytes) else {
                return nil
            }
            bytes += content.count
            text += "\nnamed \(string) " + SHA256.hex(content)
        }
        return SHA256.hex(Array(text.utf8))
    }

    private static func collectStrings(_ value: JSONValue, into strings: inout Set<String>) {
        switch value {
        case .string(let text): strings.insert(text)
        case .array(let items): for item in items { collectStrings(item, into: &strings) }
        case .object(let object): for member in object.members { collectStrings(member.value, into: &strings) }
        default: break
        }
    }

    /// The golden's picture and layout report, hashed; `nil` when its picture is missing.
    static func digest(of golden: GoldenFiles) -> String? {
        guard let picture = try? WholeFile.read(atPath: golden.image.path, maxByteCount: ReportReader.maximumImageSize)
        else { return nil }
        let layout = (try? WholeFile.read(atPath: golden.layout.path, maxByteCount: JSONReader.maximumInputSize)) ?? []
        return SHA256.hex(picture) + " " + SHA256.hex(layout)
    }

    private func recordFile(_ name: String) -> URL { folder.appendingPathComponent(name + ".key") }

    /// Whether the scene `name` last passed with inputs `key` against the golden as it is now.
    public func isUnchanged(name: String, key: String, golden: GoldenFiles) -> Bool {
        guard let bytes = try? WholeFile.read(atPath: recordFile(name).path, maxByteCount: 4096),
              let digest = Self.digest(of: golden) else { return false }
        return String(decoding: bytes, as: UTF8.self) == key + "\n" + digest + "\n"
    }

    /// Records that the scene `name` passed with inputs `key` against `golden` as it is now. Best effort: a cache
    /// that cannot be written only means the scene renders next time.
    public func record(name: String, key: String, golden: GoldenFiles) {
        guard let digest = Self.digest(of: golden) else { return forget(name: name) }
        let file = recordFile(name)
        try? Folder.create(file.deletingLastPathComponent(), for: "the --changed cache")
        try? StagedOutput.stage(Array((key + "\n" + digest + "\n").utf8), to: file).commit()
    }

    /// Drops the record of the scene `name`: it renders next time.
    public func forget(name: String) {
        try? FileManager.default.removeItem(at: recordFile(name))
    }
}
