import LoupeJSON
import LoupeSwiftSource
import Testing

/// `.alignmentGuide(_:computeValue:)`: the closure becomes the constant and coefficients of the view's width, height
/// and baselines that it adds up to; each expected value below is read off the closure.
@Suite struct AlignmentGuideSpellingTests {
    func modifier(_ view: String) throws -> String {
        let file = try SwiftSourceFile(text: "#Preview { \(view) }", fileName: "G.swift")
        let body = try file.scene(for: file.preview(matching: nil)).json.member("body")
        return (body?.member("modifiers")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
    }

    func problem(_ view: String) -> String? {
        do {
            let file = try SwiftSourceFile(text: "#Preview {\n    \(view)\n}\n", fileName: "G.swift")
            _ = try file.scene(for: file.preview(matching: nil)).document()
            return nil
        } catch let error as SwiftSourceError {
            return "\(error.kind)@\(error.place.line):\(error.place.column)"
        } catch {
            return "\(error)"
        }
    }

    @Test func aTrailingEdgeIsTheWholeWidth() throws {
        #expect(try modifier("Color.red.alignmentGuide(.leading) { d in d[.trailing] }")
                == #"[{"alignmentGuide":{"horizontal":"leading","value":{"width":1}}}]"#)
    }

    /// `d[VerticalAlignment.center]` is half the height; minus 4 is the constant.
    @Test func aTypedCentreIsHalfTheHeight() throws {
        #expect(try modifier("Color.red.alignmentGuide(VerticalAlignment.center) { $0[VerticalAlignment.center] - 4 }")
                == #"[{"alignmentGuide":{"vertical":"center","value":{"constant":-4,"height":0.5}}}]"#)
    }

    @Test func aConstantStaysANumber() throws {
        #expect(try modifier("Text(\"a\").alignmentGuide(.firstTextBaseline) { _ in 12 }")
                == #"[{"alignmentGuide":{"vertical":"firstTextBaseline","value":12}}]"#)
    }

    /// The baseline twice, less the width over 4: the guide reads both.
    @Test func baselinesAndSizesCombine() throws {
        #expect(try modifier("Text(\"a\").alignmentGuide(.top) { d in 2 * d[.firstTextBaseline] - d.width / 4 }")
                == #"[{"alignmentGuide":{"vertical":"top","value":{"width":-0.25,"firstTextBaseline":2}}}]"#)
    }

    /// `Alignment(horizontal:vertical:)` on a baseline is SwiftUI's `.leadingFirstTextBaseline`.
    @Test func anAlignmentOnABaselineHasItsSwiftUIName() throws {
        #expect(try modifier("Text(\"a\").frame(width: 50, alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline))")
                == #"[{"frame":{"width":50,"alignment":"leadingFirstTextBaseline"}}]"#)
        #expect(try modifier("Text(\"a\").frame(width: 50, alignment: .trailingLastTextBaseline)")
                == #"[{"frame":{"width":50,"alignment":"trailingLastTextBaseline"}}]"#)
    }

    /// An untyped `.center` could be either axis (Swift refuses it too); a closure that is not a sum of the
    /// dimensions and a guide of the app's own are refused where they are written.
    @Test func whatCannotBeReadIsLocated() {
        #expect(problem("Color.red.alignmentGuide(.center) { d in 0 }") == "invalidValue@2:30")
        #expect(problem("Color.red.alignmentGuide(.leading) { d in max(d.width, 10) }") == "unsupportedSwift@2:40")
        #expect(problem("Color.red.alignmentGuide(.leading) { d in d.width * d.height }") == "unsupportedSwift@2:40")
        #expect(problem("Color.red.alignmentGuide(.myGuide) { d in 0 }") == "unsupportedSwift@2:30")
        #expect(problem("Color.red.alignmentGuide(.leading)") == "missingArgument@2:15")
    }
}
