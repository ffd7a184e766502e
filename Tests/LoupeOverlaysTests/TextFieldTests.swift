import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// `TextField` and `SecureField` at the metrics of docs/controls.md. The test measurer's 17-pt line is 22.1 → 22⅓.
@Suite struct TextFieldTests {
    func scene(_ body: String) -> String { #"{"device": "iPhone 15", "body": \#(body)}"# }

    func runs(_ json: String) throws -> [TextRun] {
        let (_, painter) = try painted(json)
        return painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func aFieldIsAsWideAsOfferedAndARoundedBorderPadsItBySeven() throws {
        let plain = try painted(scene(#"{"TextField": {"placeholder": "Email"}, "id": "f", "modifiers": [{"frame": {"width": 200}}]}"#))
        let field = try #require(plain.0.node(id: "f")).frame
        #expect(field.width == 200 && abs(field.height - 67.0 / 3) < 1e-9)
        let rounded = try painted(scene(#"{"TextField": {"placeholder": "Email"}, "id": "f", "modifiers": [{"textFieldStyle": "roundedBorder"}, {"frame": {"width": 200}}]}"#))
        let box = try #require(rounded.0.node(id: "f")).frame
        #expect(box.width == 200 && abs(box.height - (67.0 / 3 + 14)) < 1e-9)
        // The text starts 7 in from the box.
        let run = try #require(try runs(scene(#"{"TextField": {"placeholder": "Email"}, "id": "f", "modifiers": [{"textFieldStyle": "roundedBorder"}, {"frame": {"width": 200}}]}"#)).first)
        #expect(abs(run.origin.x - (snappedToPixels(box, scale: 3).minX + 7)) < 1e-9)
    }

    @Test func theTextOrThePlaceholderInItsColourAndSecureTextAsDots() throws {
        let placeholder = try runs(scene(#"{"TextField": {"placeholder": "Email", "text": ""}}"#))
        #expect(placeholder.map(\.string) == ["Email"])
        #expect(placeholder.first?.paint == .solid(RGBAColor(rgb8: 60, 60, 67, alpha: 0x4C / 255.0)))
        let typed = try runs(scene(#"{"TextField": {"placeholder": "Email", "text": "ada"}}"#))
        #expect(typed.map(\.string) == ["ada"] && typed.first?.paint == .solid(.black))
        #expect(try runs(scene(#"{"SecureField": {"placeholder": "Password", "text": "abc"}}"#)).map(\.string) == ["•••"])
    }

    @Test func offeredNoWidthItIsAsWideAsWhatItShows() throws {
        // "Email": 5 × 10.2 = 51 wide, plus 7 on each side.
        let (layout, _) = try painted(scene(#"{"TextField": {"placeholder": "Email"}, "id": "f", "modifiers": [{"textFieldStyle": "roundedBorder"}, {"fixedSize": true}]}"#))
        #expect(try #require(layout.node(id: "f")).frame.width == 65)
    }
}
