import CFreeType

/// The FreeType module properties Loupe Render pins after `FT_Init_FreeType`.
///
/// `FT_Init_FreeType` applies the `FREETYPE_PROPERTIES` environment variable to the new library, and several of those
/// properties change pixels (with unhinted loading, `cff:no-stem-darkening=0` alone changes Inter's glyphs). Setting
/// every property the variable can reach back to FreeType 2.12.1's defaults makes the output independent of the
/// environment. The one exception to "the default" is the CFF/Type 1 random seed, whose default is itself random.
enum FreeTypeProperties {
    /// FreeType's default stem-darkening curve: four (stem width, darkening) points in font units.
    static let defaultDarkeningParameters: [FT_Int] = [500, 400, 1000, 275, 1667, 275, 2333, 0]
    /// The seed for the CFF `random` operator (and Type 1's equivalent); any positive value is repeatable.
    static let randomSeed: FT_Int32 = 1
    /// FreeType's `FT_Err_Missing_Module` and `FT_Err_Missing_Property`: not compiled into this FreeType.
    static let missingModuleOrProperty: Set<Int32> = [0x0B, 0x0C]

    /// Sets every environment-reachable property of `library` to a fixed value.
    ///
    /// Modules that drive outline loading (TrueType, CFF, Type 1, CID, autofitter) must exist; the PCF and SDF modules
    /// (and PCF's long family names) are optional parts of a FreeType build and are pinned only when present.
    static func pin(in library: FT_Library) throws {
        for module in ["cff", "type1", "t1cid"] {
            try set(library, module, "hinting-engine", FT_UInt(FT_HINTING_ADOBE))
            try set(library, module, "no-stem-darkening", FT_Bool(1))
            try setArray(library, module, "darkening-parameters", defaultDarkeningParameters)
            try set(library, module, "random-seed", randomSeed)
        }
        try set(library, "truetype", "interpreter-version", FT_UInt(TT_INTERPRETER_VERSION_40))
        try set(library, "autofitter", "no-stem-darkening", FT_Bool(1))
        try setArray(library, "autofitter", "darkening-parameters", defaultDarkeningParameters)
        try set(library, "autofitter", "default-script", FT_UInt(FT_AUTOHINTER_SCRIPT_LATIN))
        try set(library, "autofitter", "fallback-script", FT_UInt(FT_AUTOHINTER_SCRIPT_CJK))
        try set(library, "pcf", "no-long-family-names", FT_Bool(0), optional: true)
        for module in ["sdf", "bsdf"] {
            try set(library, module, "spread", FT_Int(8), optional: true)
            try set(library, module, "flip_sign", FT_Int(0), optional: true)
            try set(library, module, "flip_y", FT_Int(0), optional: true)
            try set(library, module, "overlaps", FT_Int(0), optional: true)
        }
    }

    private static func set<Value>(
        _ library: FT_Library, _ module: String, _ property: String, _ value: Value, optional: Bool = false
    ) throws {
        var value = value
        let code = withUnsafePointer(to: &value) { FT_Property_Set(library, module, property, $0) }
        try accept(code, module, property, optional: optional)
    }

    private static func setArray(_ library: FT_Library, _ module: String, _ property: String, _ values: [FT_Int]) throws {
        let code = values.withUnsafeBufferPointer { FT_Property_Set(library, module, property, $0.baseAddress) }
        try accept(code, module, property, optional: false)
    }

    private static func accept(_ code: Int32, _ module: String, _ property: String, optional: Bool) throws {
        if code == 0 || (optional && missingModuleOrProperty.contains(code)) { return }
        throw TextError.freeType(call: "FT_Property_Set(\(module), \(property))", code: code)
    }
}
