import CFreeType
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeCore
import LoupeFonts

/// The FreeType library, its open faces and the glyph cache, behind one lock.
///
/// FreeType objects are not thread-safe, so every FreeType call and cache access happens under `lock`; the class is
/// therefore `Sendable`. Creating it initialises FreeType, pins every module property that could change pixels (see
/// `FreeTypeProperties`) and opens the seven shipped fonts. ``TextMeasurer`` and ``GlyphRasterizer`` share one library.
public final class FontLibrary: @unchecked Sendable {
    private let lock = PlainLock()
    private let store: FontStore
    /// The app's font files registered so far, by absolute path: their faces' indices in the store.
    private let customLock = PlainLock()
    private var customFaces: [String: Int] = [:]
    /// Face index of each shipped font, in `BundledFont.allCases` order.
    private let bundledFaces: [Int]
    /// The FreeType version this library runs on, such as `2.12.1`. Goldens hold for one version only.
    public let freeTypeVersion: String

    /// Initialises FreeType with pinned properties and opens the shipped fonts.
    public convenience init() throws { try self.init(pinningProperties: true) }

    /// - Parameter pinningProperties: `false` leaves the properties `FREETYPE_PROPERTIES` set, for tests that show
    ///   the pinning matters.
    init(pinningProperties: Bool) throws {
        var created: FT_Library?
        try check(FT_Init_FreeType(&created), "FT_Init_FreeType")
        guard let library = created else { throw TextError.freeType(call: "FT_Init_FreeType", code: 0) }
        let store = FontStore(library: library)
        do {
            if pinningProperties { try FreeTypeProperties.pin(in: library) }
            var indices: [Int] = []
            for font in BundledFont.allCases {
                guard let url = FontFiles.url(named: font.fileName) else { throw TextError.fontNotBundled(font.fileName) }
                indices.append(try store.openFace(path: url.path).handle.index)
            }
            for font in BundledFont.allCases {
                store.faces[indices[font.rawValue]].fallback = indices[font.fallback.rawValue]
                // The UI family lays lines out with SF Pro's vertical metrics, so text frames match SwiftUI's
                // (docs/layout.md#fonts-and-line-height); the monospaced family keeps its own.
                if font.isProportional { store.faces[indices[font.rawValue]].lineMetrics = .systemFont }
            }
            bundledFaces = indices
        } catch {
            store.close()
            throw error
        }
        self.store = store
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        freeTypeVersion = "\(major).\(minor).\(patch)"
    }

    deinit { store.close() }

    /// The shipped face that draws `spec` (JetBrains Mono for `.monospaced`, Inter otherwise).
    public func face(for spec: FontSpec) -> FontFace {
        withStore { $0.faces[faceIndex(for: spec)].handle }
    }

    /// Opens a font file by path, for tools such as benchmarks; scenes only ever use the shipped fonts.
    /// Opening the same path twice returns the same face. Such a face has no fallback: missing characters draw .notdef.
    public func loadFont(path: String) throws -> FontFace {
        // One face per file, however the path is spelled.
        let canonical = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return try withStore { try $0.openFace(path: canonical).handle }
    }

    /// Opens a font from its bytes (copied; the library keeps the copy until it is released).
    public func loadFont(bytes: [UInt8]) throws -> FontFace {
        try withStore { try $0.openFace(bytes: bytes).handle }
    }

    /// Vertical metrics and underline of the face that draws `spec`, in points.
    public func metrics(for spec: FontSpec) -> FontMetrics {
        withStore { $0.faces[faceIndex(for: spec)].metrics(size: Self.usableSize(spec.size)) }
    }

    /// Vertical metrics of `face` at `size` (points in, points out; pixels in, pixels out).
    public func metrics(of face: FontFace, size: Double) -> FontMetrics {
        withStore { $0.faces[face.index].metrics(size: Self.usableSize(size)) }
    }

    /// Whether `face` maps `character` to a glyph of its own (without fallback).
    public func covers(_ character: Unicode.Scalar, in face: FontFace) -> Bool {
        withStore { $0.faces[face.index].glyphIndex(for: character) != 0 }
    }

    /// How many glyph masks the cache holds.
    public var cachedGlyphCount: Int { withStore { $0.masks.count } }

    /// How many bytes of glyph masks the cache holds.
    public var cachedGlyphBytes: Int { withStore { $0.maskBytes } }

    /// The most bytes of glyph masks the cache keeps (64 MiB unless set): past it the cache is emptied and filled
    /// again as text is drawn. Masks come out the same, so it changes no pixel; it only bounds a long-lived
    /// renderer's memory.
    public var maximumCachedGlyphBytes: Int {
        get { withStore { $0.maximumMaskBytes } }
        set { withStore { $0.maximumMaskBytes = max(newValue, 0) } }
    }

    /// The face index for `spec`: its registered font file's, else among the shipped fonts.
    func faceIndex(for spec: FontSpec) -> Int {
        if let file = spec.file {
            customLock.lock()
            defer { customLock.unlock() }
            if let index = customFaces[file] { return index }
        }
        return bundledFaces[BundledFont.primary(for: spec).rawValue]
    }

    /// Opens the font file an app bundles at `path` (absolute), so that text whose `FontSpec.file` is `path` is set
    /// in it: its own vertical metrics, and characters it lacks from the shipped UI family. Registering a path again
    /// does nothing.
    public func registerFontFile(path: String) throws {
        customLock.lock()
        let known = customFaces[path] != nil
        customLock.unlock()
        guard !known else { return }
        let fallback = bundledFaces[BundledFont.primary(for: FontSpec(size: 17)).rawValue]
        let index = try withStore { store in
            let index = try store.openFace(path: path).handle.index
            store.faces[index].fallback = fallback
            return index
        }
        customLock.lock()
        customFaces[path] = index
        customLock.unlock()
    }

    /// Runs `body` with exclusive access to FreeType and the caches.
    func withStore<Result>(_ body: (FontStore) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(store)
    }

    /// A size that keeps arithmetic finite: NaN, infinite and negative sizes measure as 0.
    static func usableSize(_ size: Double) -> Double { size.isFinite && size > 0 ? size : 0 }
}
