#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeFiles
import LoupeSwiftOutline
import SwiftParser
import SwiftSyntax

/// The module a preview's file belongs to: the other `.swift` files whose declarations it may use, and its asset
/// catalogs. Read only when a preview needs a name its own file does not declare (`docs/swift-source.md#modules`).
///
/// The module of a file is, unless `--module DIR` names it: the SwiftPM target whose folder holds it (`Sources/<Target>`,
/// or a target's `path:` in `Package.swift`); else, in an Xcode project, the top folder beside the `.xcodeproj` that
/// holds it; else the file alone.
public final class SwiftModule {
    /// The module's folder.
    public let directory: String
    /// How it was found, for messages: `SwiftPM target "App"`, `--module`, `the folder beside App.xcodeproj`.
    public let origin: String
    /// The module's files, read and outlined once: every file of a suite in this module shares them.
    private var scanned: [(path: String, text: String, outline: SourceOutline?)]?
    /// What the last file asked for: a file's previews are evaluated one after another.
    private var reached: (fileName: String, files: [SwiftSourceFile])?
    /// Files left out, and why (too large, not UTF-8, over the parser's limits).
    public private(set) var skipped: [(path: String, reason: String)] = []

    /// The most `.swift` files a module is read with.
    public static let maximumFileCount = 2000
    /// The most bytes of source a module is read with, in all.
    public static let maximumTotalBytes = 32 << 20

    /// A module of the `.swift` files under `directory` (its `.build` and hidden folders excluded).
    public init(directory: String, origin: String) {
        self.directory = directory
        self.origin = origin
    }

    /// The module a file belongs to by the rule above; nil when the file stands alone.
    public static func containing(_ path: String) -> SwiftModule? {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        var folder = file.deletingLastPathComponent()
        let manager = FileManager.default
        while folder.path != "/" && !folder.path.isEmpty {
            let manifest = folder.appendingPathComponent("Package.swift")
            if manager.fileExists(atPath: manifest.path) {
                return PackageTargets.module(of: file, package: folder)
            }
            if let entries = try? manager.contentsOfDirectory(atPath: folder.path),
               let project = entries.sorted().first(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                let relative = file.path.dropFirst(folder.path.count + 1)
                guard let top = relative.split(separator: "/").first, relative.contains("/") else { return nil }
                return SwiftModule(directory: folder.appendingPathComponent(String(top)).path,
                                   origin: "the folder \(top) beside \(project)")
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The module's asset catalogs, read on first use.
    private(set) lazy var assets = AssetCatalog(directory: directory)
    /// The font files the module bundles, by their names.
    private(set) lazy var fonts = ModuleFonts(directory: directory)

    /// What `file`'s previews reach in the module's other files — and in `file` beyond what it parsed, through
    /// them — each parsed with only that (``Reach``); every file whole when one of them cannot be outlined.
    func files(reachedFrom file: SwiftSourceFile) -> [SwiftSourceFile] {
        if let reached, reached.fileName == file.fileName { return reached.files }
        let own = URL(fileURLWithPath: file.fileName).standardizedFileURL.path
        let others = scan().filter { URL(fileURLWithPath: $0.path).standardizedFileURL.path != own }
        var read: [SwiftSourceFile] = []
        if let ownOutline = file.outline, others.allSatisfy({ $0.outline != nil }) {
            let reach = Reach.ofPreviews(in: [ownOutline] + others.compactMap(\.outline))
            // This file's declarations reached only through the module: a second parse of it holds them.
            let more = reach.units[0].reached.subtracting(file.parsedDeclarations)
            if !more.isEmpty {
                append(file.fileName, file.text, ownOutline, more, to: &read)
            }
            for (index, unit) in reach.units.dropFirst().enumerated() where unit.isNeeded {
                append(others[index].path, others[index].text, unit.outline, unit.reached, to: &read)
            }
        } else {
            for other in others {
                append(other.path, other.text, other.outline, Set(other.outline?.declarations.indices ?? 0..<0), to: &read)
            }
        }
        reached = (file.fileName, read)
        return read
    }

    /// Every `.swift` file of the module, read and outlined on first use, within the limits above.
    private func scan() -> [(path: String, text: String, outline: SourceOutline?)] {
        if let scanned { return scanned }
        var found: [(path: String, text: String, outline: SourceOutline?)] = []
        var total = 0
        for candidate in Self.swiftFiles(under: directory) {
            if found.count >= Self.maximumFileCount {
                skipped.append((candidate, "more than \(Self.maximumFileCount) files in the module"))
                continue
            }
            do {
                let text = try SourceText.read(candidate, limit: SwiftSourceFile.maximumByteCount)
                total += text.utf8.count
                if total > Self.maximumTotalBytes {
                    skipped.append((candidate, "the module is over \(Self.maximumTotalBytes >> 20) MiB"))
                    continue
                }
                found.append((candidate, text, SourceOutline(text)))
            } catch {
                skipped.append((candidate, error.message))
            }
        }
        // The classes Xcode generates from the module's Core Data models, read as one more file each.
        for generated in CoreDataModels.generatedSources(under: directory) {
            found.append((generated.path, generated.text, SourceOutline(generated.text)))
        }
        scanned = found
        return found
    }

    private func append(_ path: String, _ text: String, _ outline: SourceOutline?, _ kept: Set<Int>,
                        to read: inout [SwiftSourceFile]) {
        do {
            read.append(try SwiftSourceFile(text: text, fileName: path, outline: outline, keeping: kept))
        } catch {
            skipped.append((path, error.message))
        }
    }

    /// `.swift` files under `root`, sorted, outside hidden folders (`.build`, `.git`), at most 32 folders deep.
    static func swiftFiles(under root: String, depth: Int = 0) -> [String] {
        guard depth < 32, let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = root.hasSuffix("/") ? root + name : root + "/" + name
            switch FileKind(atPath: path) {
            case .directory: found += swiftFiles(under: path, depth: depth + 1)
            case .regularFile where name.hasSuffix(".swift"): found.append(path)
            default: break
            }
        }
        return found
    }

    /// "read: 12 files under Sources/App".
    var summary: String {
        let count = scanned?.count ?? 0
        return "read: \(count) file\(count == 1 ? "" : "s") under \(directory)"
    }
}

/// Which target of a SwiftPM package holds a file: the conventional `Sources/<Target>` folders, or a target's `path:`.
enum PackageTargets {
    static func module(of file: URL, package: URL) -> SwiftModule? {
        let relative = String(file.path.dropFirst(package.path.count + 1))
        // Targets with an explicit `path:`, read from the manifest without running it.
        if let bytes = try? WholeFile.read(atPath: package.appendingPathComponent("Package.swift").path, maxByteCount: 1 << 20),
           let manifest = String(validating: bytes, as: UTF8.self) {
            for (name, path) in explicitPaths(in: manifest) where relative.hasPrefix(path.hasSuffix("/") ? path : path + "/") {
                return SwiftModule(directory: package.appendingPathComponent(path).path, origin: "SwiftPM target \"\(name)\"")
            }
        }
        let parts = relative.split(separator: "/").map(String.init)
        for root in ["Sources", "Source", "src", "srcs", "Tests"] where parts.count >= 3 && parts[0] == root {
            return SwiftModule(directory: package.appendingPathComponent("\(root)/\(parts[1])").path,
                               origin: "SwiftPM target \"\(parts[1])\"")
        }
        return nil
    }

    /// `(name, path)` of every `.target(name: "X", …, path: "Y")`-like call in a manifest.
    static func explicitPaths(in manifest: String) -> [(String, String)] {
        let tree = Parser.parse(source: manifest)
        var found: [(String, String)] = []
        final class Finder: SyntaxVisitor {
            var found: [(String, String)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                func literal(_ label: String) -> String? {
                    node.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?
                        .representedLiteralValue
                }
                if let name = literal("name"), let path = literal("path") { found.append((name, path)) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        found = finder.found
        return found
    }
}
