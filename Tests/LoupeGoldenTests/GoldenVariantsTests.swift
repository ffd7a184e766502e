import LoupeGolden
import LoupeRender
import Testing

@Suite struct GoldenVariantsTests {
    @Test func everyCombinationHasAGoldenNameOfItsOwn() throws {
        let variants = try GoldenVariants.parse(#"{"colorScheme": ["light", "dark"], "device": ["iPhone 15"], "dynamicTypeSize": ["large", "accessibility3"]}"#)
        #expect(variants.all.map(\.suffix) == ["@iPhone-15", "@iPhone-15@AX3", "@dark@iPhone-15", "@dark@iPhone-15@AX3"])
        #expect(variants.all[3].overrides == RenderOverrides(device: "iPhone 15", colorScheme: .dark,
                                                            dynamicTypeSize: .accessibility3))
        #expect(GoldenVariants(dynamicTypeSizes: [.xSmall, .xxxLarge]).all.map(\.suffix) == ["@xS", "@xxxL"])
        let directions = try GoldenVariants.parse(#"{"colorScheme": ["dark"], "layoutDirection": ["leftToRight", "rightToLeft"]}"#)
        #expect(directions.all.map(\.suffix) == ["@dark", "@dark@rtl"])
        #expect(directions.all[1].overrides == RenderOverrides(colorScheme: .dark, layoutDirection: .rightToLeft))
    }

    @Test func aWrongSpecIsAUsageErrorNamingIt() {
        for (spec, message) in [
            (#"{"colorScheme": ["sepia"]}"#, "colorScheme: expected light or dark, found \"sepia\""),
            (#"{"device": ["iPhone 99"]}"#, "device: unknown preset \"iPhone 99\""),
            (#"{"dynamicTypeSize": ["huge"]}"#, "dynamicTypeSize: expected one of xSmall"),
            (#"{"layoutDirection": ["upsideDown"]}"#, "layoutDirection: expected leftToRight or rightToLeft, found \"upsideDown\""),
            (#"{"orientation": ["landscape"]}"#, "unknown key \"orientation\""),
            (#"{"colorScheme": []}"#, "colorScheme: expected a non-empty array of strings"),
            (#"{"colorScheme": ["dark", "dark"]}"#, "a value is repeated"),
        ] {
            let error = #expect(throws: LoupeRenderError.self) { try GoldenVariants.parse(spec) }
            #expect(error?.exitCode == 64)
            #expect(error?.description.contains(message) == true, "\(spec): \(error?.description ?? "")")
        }
    }

    /// Apple's Human Interface Guidelines, Typography › Specifications: a few cells of the Dynamic Type table.
    @Test func textStylesFollowTheDynamicTypeTable() {
        #expect(TextStyle.body.pointSize(at: .large) == 17)
        #expect(TextStyle.body.pointSize(at: .accessibility3) == 40)
        #expect(TextStyle.largeTitle.pointSize(at: .xSmall) == 31)
        #expect(TextStyle.footnote.pointSize(at: .medium) == 12)
        #expect(TextStyle.caption2.pointSize(at: .accessibility5) == 40)
        #expect(TextStyle.allCases.allSatisfy { $0.sizes.count == 12 && $0.sizes == $0.sizes.sorted() })
    }
}
