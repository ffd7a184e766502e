import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// The text modifiers: the font each Text is drawn in, the case it is shown in and where its lines sit. The test
/// measurer gives each character 0.6 em and each line 1.3 em, so every position below is worked out by hand.
@Suite struct TextStylingTests {
    /// The text runs of the scene's display list, in order.
    func runs(_ json: String) throws -> [TextRun] {
        let (_, painter) = try painted(json)
        return painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    func scene(_ body: String) -> String { #"{"device": "iPhone 15", "body": \#(body)}"# }

    @Test func weightModifiersChangeTheWeightOfEveryFontInsideAndTheInnermostWins() throws {
        let drawn = try runs(scene("""
            {"VStack": {"content": [
              {"Text": "a"},
              {"Text": {"string": "b", "font": "headline"}},
              {"Text": "c", "modifiers": [{"fontWeight": "light"}]},
              {"Text": {"string": "d", "font": "headline"}, "modifiers": [{"bold": false}]},
              {"Text": "e", "modifiers": [{"fontDesign": "monospaced"}, {"monospacedDigit": true}]}
            ]}, "modifiers": [{"bold": true}]}
            """))
        #expect(drawn.map(\.string) == ["a", "b", "c", "d", "e"])
        // bold reaches the Text's own font too; an inner fontWeight wins; bold(false) gives headline its semibold.
        #expect(drawn.map(\.font.weight) == [.bold, .bold, .light, .semibold, .bold])
        #expect(drawn.map(\.font.size) == [17, 17, 17, 17, 17])
        #expect(drawn[4].font.design == .monospaced && drawn[4].font.monospacedDigit)
        #expect(drawn[0].font.design == .default && !drawn[0].font.monospacedDigit)
    }

    @Test func textCaseChangesWhatIsShownAndMeasuredAndNilUndoesIt() throws {
        let json = scene("""
            {"VStack": {"content": [
              {"Text": "Shown Upper", "id": "upper"},
              {"Text": "As Written", "id": "plain", "modifiers": [{"textCase": null}]},
              {"Text": "LOWER", "modifiers": [{"textCase": "lowercase"}]}
            ]}, "modifiers": [{"textCase": "uppercase"}]}
            """)
        #expect(try runs(json).map(\.string) == ["SHOWN UPPER", "As Written", "lower"])
        let (layout, _) = try painted(json)
        #expect(layout.node(id: "upper")?.text == "SHOWN UPPER")
    }

    @Test func multilineAlignmentPlacesEachLineAcrossTheTextsFrame() throws {
        // At 17 pt a character is 10.2 wide: in a 50-pt frame "aa bbbb" wraps to "aa" (20.4) and "bbbb" (40.8), so
        // the Text is 40.8 → 41 wide (123 px), centred in the frame at x = 171.5 + 4.5 = 176.
        func origins(_ alignment: String) throws -> [Double] {
            try runs(scene("""
                {"Text": "aa bbbb", "modifiers": [{"multilineTextAlignment": "\(alignment)"}, {"frame": {"width": 50}}]}
                """)).map(\.origin.x)
        }
        let leading = try origins("leading"), centre = try origins("center"), trailing = try origins("trailing")
        #expect(leading.count == 2 && abs(leading[0] - 176) < 1e-9 && abs(leading[1] - 176) < 1e-9)
        #expect(abs(centre[0] - (176 + 20.6 / 2)) < 1e-9 && abs(centre[1] - (176 + 0.2 / 2)) < 1e-9)
        #expect(abs(trailing[0] - (176 + 20.6)) < 1e-9 && abs(trailing[1] - (176 + 0.2)) < 1e-9)
    }

    @Test func badValuesAreNamedWhereTheyStand() {
        for (modifier, expected) in [(#"{"fontWeight": "heavyish"}"#, "ultraLight"), (#"{"textCase": 3}"#, "uppercase"),
                                     (#"{"multilineTextAlignment": "justified"}"#, "leading"), (#"{"bold": "yes"}"#, "true or false")] {
            let json = scene(#"{"Text": "x", "modifiers": [\#(modifier)]}"#)
            #expect {
                _ = try SceneDecoding.decode(json)
            } throws: { error in
                let message = "\(error)"
                return message.contains("body.modifiers[0]") && message.contains(expected)
            }
        }
    }
}
