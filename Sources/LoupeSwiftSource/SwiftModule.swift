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
    private var files: [SwiftSourceFile]?
    /// How many of the module's other files were read (and outlined), parsed or not.
    private var scannedCount = 0
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

    /// What `file`'s previews reach in the module's other files — and in `file` beyond what it parsed, through
    /// them — each parsed with only that (``Reach``); every file whole when one of them cannot be outlined.
    func files(reachedFrom file: SwiftSourceFile) -> [SwiftSourceFile] {
        if let files { return files }
        var texts: [(path: String, text: String)] = []
        var total = file.text.utf8.count
        let excluded = URL(fileURLWithPath: file.fileName).standardizedFileURL.path
        for candidate in Self.swiftFiles(under: directory) {
            if URL(fileURLWithPath: candidate).standardizedFileURL.path == excluded { continue }
            if texts.count >= Self.maximumFileCount {
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
                texts.append((candidate, text))
            } catch {
                skipped.append((candidate, error.message))
            }
        }
        scannedCount = texts.count
        let outlines = texts.map { SourceOutline($0.text) }
        var read: [SwiftSourceFile] = []
        if let own = file.outline, outlines.allSatisfy({ $0 != nil }) {
            let reach = Reach.ofPreviews(in: [own] + outlines.compactMap { $0 })
            // This file's declarations reached only through the module: a second parse of it holds them.
            let more = reach.units[0].reached.subtracting(file.parsedDeclarations)
            if !more.isEmpty {
                append(file.fileName, file.text, own, more, to: &read)
            }
            for (index, unit) in reach.units.dropFirst().enumerated() where unit.isNeeded {
                append(texts[index].path, texts[index].text, unit.outline, unit.reached, to: &read)
            }
        } else {
            for (index, entry) in texts.enumerated() {
                append(entry.path, entry.text, outlines[index], Set(outlines[index]?.declarations.indices ?? 0..<0), to: &read)
            }
        }
        files = read
        return read
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

    /// "12 files under Sources/App".
    var summary: String {
        "read: \(scannedCount + 1) file\(scannedCount == 0 ? "" : "s") under \(directory)"
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
