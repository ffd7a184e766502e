#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles

/// The font files a module bundles (`*.ttf`, `*.otf` at any depth of its folder), by the names `Font.custom` and
/// `UIFont(name:size:)` find them by: the PostScript name, the full name, or the family name for its regular face
/// (`docs/swift-source.md#fonts`). A file whose name table cannot be read is left out.
struct ModuleFonts {
    /// Each file's path by every name it answers to, made comparable.
    private var paths: [String: String] = [:]

    init(directory: String) {
        var families: [String: (path: String, regular: Bool)] = [:]
        // Absolute, as a scene names a font file (the module may be given relative to the working directory).
        let root = directory.hasPrefix("/") ? directory : URL(fileURLWithPath: directory).standardizedFileURL.path
        for path in Self.fontFiles(under: root) {
            guard let bytes = try? WholeFile.read(atPath: path, maxByteCount: 32 << 20),
                  let names = FontNameTable.names(in: bytes) else { continue }
            for name in [names.postScript, names.full].compactMap({ $0 }) where paths[Self.comparable(name)] == nil {
                paths[Self.comparable(name)] = path
            }
            if let family = names.family {
                let regular = names.subfamily.map { ["regular", "roman", "book"].contains($0.lowercased()) } ?? false
                let key = Self.comparable(family)
                if families[key] == nil || (regular && families[key]?.regular == false) { families[key] = (path, regular) }
            }
        }
        for (family, entry) in families where paths[family] == nil { paths[family] = entry.path }
    }

    /// The file of the font named `name`, if the module bundles it.
    func file(named name: String) -> String? { paths[Self.comparable(name)] }

    /// Whether the module bundles any font file.
    var isEmpty: Bool { paths.isEmpty }

    /// Case and spaces do not tell font names apart (`"Poppins Bold"` finds `Poppins-Bold`'s full name too).
    private static func comparable(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }

    private static func fontFiles(under root: String, depth: Int = 0) -> [String] {
        guard depth < 12, let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") && name != "build" {
            let path = root + "/" + name
            switch FileKind(atPath: path) {
            case .directory: found += fontFiles(under: path, depth: depth + 1)
            case .regularFile where [".ttf", ".otf"].contains(where: name.lowercased().hasSuffix): found.append(path)
            default: break
            }
        }
        return found
    }
}
