import Foundation
import LoupeCore
import Testing
@testable import LoupeText

/// `FREETYPE_PROPERTIES` is read by `FT_Init_FreeType`; the library pins the properties right after.
@Suite(.serialized) struct EnvironmentTests {
    /// Stem darkening and the old hinting engines all change unhinted CFF or TrueType output if left unpinned.
    static let hostileProperties =
        "cff:no-stem-darkening=0 cff:darkening-parameters=500,800,1000,800,1667,800,2333,800 "
        + "cff:hinting-engine=freetype truetype:interpreter-version=35 autofitter:no-stem-darkening=0"

    func sample(_ library: FontLibrary) throws -> [DrawnGlyph] {
        let rasterizer = GlyphRasterizer(library: library)
        return try drawn("Safe area 0123", spec: FontSpec(size: 13), scale: 1, with: rasterizer)
            + drawn("x196 y852", spec: mono10, scale: 1.3, with: rasterizer)
    }

    @Test func environmentCannotChangePixels() throws {
        let previous = getenv("FREETYPE_PROPERTIES").map { String(cString: $0) }
        unsetenv("FREETYPE_PROPERTIES")
        let reference = try sample(FontLibrary())
        setenv("FREETYPE_PROPERTIES", Self.hostileProperties, 1)
        let pinned = try FontLibrary()
        let unpinned = try FontLibrary(pinningProperties: false)
        if let previous { setenv("FREETYPE_PROPERTIES", previous, 1) } else { unsetenv("FREETYPE_PROPERTIES") }

        #expect(try sample(pinned) == reference)
        // The variable does reach an unpinned library: Inter's stems darken.
        #expect(try sample(unpinned) != reference)
    }
}
