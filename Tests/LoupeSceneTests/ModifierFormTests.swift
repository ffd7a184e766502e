import Testing
import LoupeCore
@testable import LoupeScene

@Suite struct ModifierFormTests {
    @Test func decodesFrames() throws {
        #expect(try decodeModifiers(#"{"frame": {"width": 15}}, {"frame": {"width": 100, "height": 50, "alignment": "topLeading"}}, {"frame": {}}"#) == [
            .frame(FixedFrame(width: 15)),
            .frame(FixedFrame(width: 100, height: 50, alignment: .topLeading)),
            .frame(FixedFrame()),
        ])
        #expect(try decodeModifiers(#"{"frame": {"minWidth": 0, "idealWidth": 50, "maxWidth": "infinity", "minHeight": 10, "idealHeight": "infinity", "maxHeight": 300, "alignment": "bottom"}}"#) == [
            .flexibleFrame(FlexibleFrame(minWidth: 0, idealWidth: 50, maxWidth: .infinity, minHeight: 10,
                                         idealHeight: .infinity, maxHeight: 300, alignment: .bottom)),
        ])
    }

    @Test func decodesPaddingForms() throws {
        #expect(try decodeModifiers(#"{"padding": 8}, {"padding": -4}, {"padding": {}}"#) == [
            .padding(EdgeInsets(all: 8)), .padding(EdgeInsets(all: -4)), .padding(EdgeInsets(all: 16)),
        ])
        #expect(try decodeModifiers(#"{"padding": {"edges": "vertical", "length": 5}}, {"padding": {"edges": ["top", "trailing"]}}, {"padding": {"edges": "leading"}}"#) == [
            .padding(EdgeInsets(top: 5, bottom: 5)),
            .padding(EdgeInsets(top: 16, trailing: 16)),
            .padding(EdgeInsets(leading: 16)),
        ])
        #expect(try decodeModifiers(#"{"padding": {"top": 1, "trailing": 2.5}}"#) == [.padding(EdgeInsets(top: 1, trailing: 2.5))])
    }

    @Test func decodesFonts() throws {
        #expect(try decodeModifiers(#"{"font": "caption"}, {"font": {"size": 8, "weight": "black", "design": "monospaced"}}, {"font": {"size": 10}}, {"font": {"style": "caption", "weight": "semibold", "design": "monospaced"}}"#) == [
            .font(.textStyle(.caption, weight: nil, design: nil)),
            .font(.custom(size: 8, weight: .black, design: .monospaced)),
            .font(.custom(size: 10, weight: .regular, design: .default)),
            .font(.textStyle(.caption, weight: .semibold, design: .monospaced)),
        ])
        #expect(FontStyle.textStyle(.headline, weight: nil, design: nil).spec == FontSpec(size: 17, weight: .semibold))
    }

    @Test func decodesOverlayAndBackgroundForms() throws {
        let modifiers = try decodeModifiers("""
        {"overlay": {"alignment": "topTrailing", "content": {"Text": "a"}}},
        {"overlay": {"content": "blue"}},
        {"overlay": {"Circle": {}}},
        {"background": "red"},
        {"background": {"red": 0, "green": 0, "blue": 0, "opacity": 0.5}},
        {"background": {"color": "yellow", "opacity": 0.3}},
        {"background": {"linearGradient": {"colors": ["red", "blue"]}}},
        {"background": {"Capsule": {}, "id": "pill"}},
        {"background": {"alignment": "bottom", "content": "#00FF00"}}
        """)
        #expect(modifiers == [
            .overlay(alignment: .topTrailing, content: .view(ViewNode(.text(TextContent("a")), path: "body.modifiers[0].overlay.content"))),
            .overlay(alignment: .center, content: .style(.named(.blue))),
            .overlay(alignment: .center, content: .view(ViewNode(.shape(.circle), path: "body.modifiers[2].overlay"))),
            .background(alignment: .center, content: .style(.named(.red))),
            .background(alignment: .center, content: .style(.rgba(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)))),
            .background(alignment: .center, content: .style(.opacity(.named(.yellow), 0.3))),
            .background(alignment: .center, content: .style(.linearGradient(colors: [.named(.red), .named(.blue)], startPoint: .top, endPoint: .bottom))),
            .background(alignment: .center, content: .view(ViewNode(.shape(.capsule), id: "pill", path: "body.modifiers[7].background"))),
            .background(alignment: .bottom, content: .style(.rgba(RGBAColor(rgb8: 0, 255, 0)))),
        ])
    }

    @Test func decodesTheSmallModifiers() throws {
        let modifiers = try decodeModifiers("""
        {"offset": {"x": 3}}, {"offset": {}}, {"position": {"x": 10, "y": -20}},
        {"foregroundStyle": "secondary"}, {"opacity": 0.5}, {"opacity": 0},
        {"ignoresSafeArea": true}, {"ignoresSafeArea": {"edges": ["top", "bottom"]}}, {"ignoresSafeArea": {}},
        {"coordinateSpace": "card"}, {"coordinateSpace": {"name": "grid"}},
        {"containerShape": {"cornerRadius": 20}},
        {"fixedSize": true}, {"fixedSize": {"vertical": true}},
        {"layoutPriority": -1}, {"clipped": true},
        {"visualLayoutGuideInteractions": {"dragEnabled": true}},
        {"visualLayoutGuidePositioning": "auto"}, {"overlayCoordinator": "isolated"}
        """)
        #expect(modifiers == [
            .offset(x: 3, y: 0), .offset(x: 0, y: 0), .position(x: 10, y: -20),
            .foregroundStyle(.named(.secondary)), .opacity(0.5), .opacity(0),
            .ignoresSafeArea(edges: .all), .ignoresSafeArea(edges: .vertical), .ignoresSafeArea(edges: .all),
            .coordinateSpace(name: "card"), .coordinateSpace(name: "grid"),
            .containerShape(cornerRadius: 20),
            .fixedSize(horizontal: true, vertical: true), .fixedSize(horizontal: false, vertical: true),
            .layoutPriority(-1), .clipped,
            .visualLayoutGuideInteractions(GuideInteractions(dragEnabled: true)),
            .visualLayoutGuidePositioning(.auto), .isolatedOverlayCoordinator,
        ])
        #expect(modifiers.map(\.name).suffix(3) == ["visualLayoutGuideInteractions", "visualLayoutGuidePositioning", "overlayCoordinator"])
    }
}

/// `containerShape` as an UnevenRoundedRectangle, and `background(_ material, in: shape)`.
@Suite struct ContainerAndMaterialFormTests {
    @Test func containerShapesRoundedAndUneven() throws {
        let modifiers = try decodeModifiers("""
        {"containerShape": {"cornerRadius": 72, "style": "continuous"}},
        {"containerShape": {"topLeadingRadius": 60, "bottomLeadingRadius": 12, "bottomTrailingRadius": 44, "topTrailingRadius": 12}},
        {"containerShape": {"bottomTrailingRadius": 8}}
        """)
        #expect(modifiers == [
            .containerShape(CornerRadii(all: 72)),
            .containerShape(CornerRadii(topLeading: 60, topTrailing: 12, bottomLeading: 12, bottomTrailing: 44)),
            .containerShape(CornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: 0, bottomTrailing: 8)),
        ])
        #expect(modifierError(#"{"containerShape": {"cornerRadius": 4, "topLeadingRadius": 2}}"#)
                == #"body.modifiers[0].containerShape: "cornerRadius" (a RoundedRectangle) cannot go with "topLeadingRadius" (an UnevenRoundedRectangle)"#)
        #expect(modifierError(#"{"containerShape": {"style": "circular"}}"#)?.hasPrefix(
            #"body.modifiers[0].containerShape: expected "cornerRadius" or the radii of an UnevenRoundedRectangle"#) == true)
        #expect(modifierError(#"{"containerShape": {"cornerRadius": 4, "style": "squircle"}}"#)
                == #"body.modifiers[0].containerShape.style: expected "circular" or "continuous", found "squircle""#)
        #expect(modifierError(#"{"containerShape": {"topTrailingRadius": -1}}"#) != nil)
    }

    @Test func materialBackgrounds() throws {
        let modifiers = try decodeModifiers("""
        {"background": {"material": "regular", "in": {"ConcentricRectangle": {}}}},
        {"background": {"material": "thin"}},
        {"background": {"alignment": "top", "content": {"material": "regular", "in": {"Capsule": {}}}}}
        """)
        #expect(modifiers == [
            .background(alignment: .center, content: .material(.regular, in: .concentricRectangle)),
            .background(alignment: .center, content: .material(.thin, in: .rectangle)),
            .background(alignment: .top, content: .material(.regular, in: .capsule)),
        ])
        #expect(modifierError(#"{"background": {"material": "ultraThick"}}"#) == nil)
        #expect(modifierError(#"{"background": {"material": "chrome"}}"#)
                == #"body.modifiers[0].background.material: expected "thin" or "regular" or "ultraThin" or "thick" or "ultraThick" or "bar", found "chrome""#)
        #expect(modifierError(#"{"background": {"material": "thin", "in": {"Text": "x"}}}"#)?.contains(
            "expected a shape with no modifiers") == true)
        #expect(modifierError(#"{"background": {"material": "thin", "in": {"Circle": {}, "modifiers": [{"opacity": 0.5}]}}}"#)?
                .contains("expected a shape with no modifiers") == true)
    }
}

/// `alignmentGuide`: one guide, horizontal or vertical, and its value as a number or coefficients.
@Suite struct AlignmentGuideFormTests {
    @Test func decodesBothForms() throws {
        #expect(try decodeModifiers(#"{"alignmentGuide": {"horizontal": "leading", "value": -4}}, {"alignmentGuide": {"vertical": "firstTextBaseline", "value": {"height": 0.5, "constant": 2}}}"#) == [
            .alignmentGuide(.horizontal(.leading), GuideValue(constant: -4)),
            .alignmentGuide(.vertical(.firstTextBaseline), GuideValue(constant: 2, height: 0.5)),
        ])
    }

    @Test func refusesWhatIsNotOneGuide() {
        #expect(modifierError(#"{"alignmentGuide": {"horizontal": "leading", "vertical": "top", "value": 0}}"#)?
            .hasPrefix("body.modifiers[0].alignmentGuide:") == true)
        #expect(modifierError(#"{"alignmentGuide": {"value": 0}}"#) != nil)
        #expect(modifierError(#"{"alignmentGuide": {"horizontal": "top", "value": 0}}"#)?
            .hasPrefix("body.modifiers[0].alignmentGuide.horizontal:") == true)
        #expect(modifierError(#"{"alignmentGuide": {"horizontal": "leading"}}"#) != nil)
        #expect(modifierError(#"{"alignmentGuide": {"horizontal": "leading", "value": {"depth": 1}}}"#)?
            .hasPrefix("body.modifiers[0].alignmentGuide.value.depth:") == true)
        #expect(modifierError(#"{"alignmentGuide": {"horizontal": "leading", "value": 1e9}}"#) != nil)
    }

    /// The six baseline alignments SwiftUI names, where any alignment is taken.
    @Test func alignmentsOnABaselineDecode() throws {
        #expect(try decodeModifiers(#"{"frame": {"width": 10, "alignment": "centerLastTextBaseline"}}"#) == [
            .frame(FixedFrame(width: 10, alignment: Alignment(horizontal: .center, vertical: .lastTextBaseline))),
        ])
    }
}

/// `{"style": …, "italic": true}`: the font slanted.
@Suite struct ItalicFontFormTests {
    @Test func anItalicFontIsSlanted() throws {
        let modifiers = try decodeModifiers(#"{"font": {"style": "title", "italic": true}}"#)
        guard case .font(let style) = modifiers.first else { Issue.record("not a font"); return }
        #expect(style.spec.italic && style.spec.size == 28)
        #expect(modifierError(#"{"font": {"size": 12, "italic": "yes"}}"#) != nil)
    }
}

/// `symbolVariant`: the parts SwiftUI chains, and the SF Symbols name they give.
@Suite struct SymbolVariantTests {
    @Test func namesFollowSFSymbolsOrder() {
        #expect(SymbolVariants(shape: "circle", fill: true).apply(to: "heart") == "heart.circle.fill")
        #expect(SymbolVariants(slash: true, fill: true).apply(to: "bell") == "bell.slash.fill")
        #expect(SymbolVariants(shape: "circle").apply(to: "heart.fill") == "heart.circle.fill")
        #expect(SymbolVariants(shape: "circle").apply(to: "person.circle") == "person.circle")
        #expect(SymbolVariants.none.apply(to: "star") == "star")
    }

    @Test func decodesChainedParts() throws {
        #expect(try decodeModifiers(#"{"symbolVariant": "circle.fill"}, {"symbolVariant": "none"}"#) == [
            .symbolVariant(SymbolVariants(shape: "circle", fill: true)), .symbolVariant(.none),
        ])
        #expect(modifierError(#"{"symbolVariant": "circle.square"}"#) != nil)
        #expect(modifierError(#"{"symbolVariant": "fill.fill"}"#) != nil)
        #expect(modifierError(#"{"symbolVariant": "bold"}"#)?.hasPrefix("body.modifiers[0].symbolVariant:") == true)
    }
}
