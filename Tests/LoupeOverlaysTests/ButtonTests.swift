import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeScene
import LoupeTestSupport
import Testing

/// `Button`, `NavigationLink` and `Label` at the metrics of docs/controls.md. The test measurer gives each character
/// 0.6 em and each line 1.3 em (at 17 pt: 10.2 and 22.1, rounded up to the @3x grid), so every frame below is worked out
/// by hand.
@Suite struct ButtonTests {
    func scene(_ body: String, scheme: String = "light") -> String {
        #"{"device": "iPhone 15", "colorScheme": "\#(scheme)", "body": \#(body)}"#
    }

    func frame(_ json: String, _ id: String) throws -> Rect {
        let (layout, _) = try painted(json)
        return try #require(layout.node(id: id)).frame
    }

    /// The fills and text runs the scene draws.
    func drawn(_ json: String) throws -> (fills: [(DisplayShape, DisplayPaint)], runs: [TextRun]) {
        let (_, painter) = try painted(json)
        var fills: [(DisplayShape, DisplayPaint)] = [], runs: [TextRun] = []
        for command in painter.displayList().commands {
            if case .fill(let shape, let paint) = command { fills.append((shape, paint)) }
            if case .text(let run) = command { runs.append(run) }
        }
        return (fills, runs)
    }

    static let blue = RGBAColor(rgb8: 0, 122, 255)

    @Test func aBorderlessButtonIsItsLabelInTheTint() throws {
        let json = scene(#"{"Button": "Save", "id": "b"}"#)
        // "Save": 4 × 10.2 = 40.8 → 41 wide (123 px), 22.1 → 22⅓ tall (67 px); no padding.
        let button = try frame(json, "b")
        #expect(abs(button.width - 41) < 1e-9 && abs(button.height - 67.0 / 3) < 1e-9)
        let (fills, runs) = try drawn(json)
        #expect(fills.isEmpty)
        #expect(runs.map(\.paint) == [.solid(Self.blue)])
    }

    @Test func aBorderedButtonPadsItsLabelOnATintedRoundedRectangle() throws {
        let json = scene(#"{"Button": "Save", "id": "b", "modifiers": [{"buttonStyle": "bordered"}]}"#)
        // Regular: 12 left and right, 7 above and below: 41 + 24 = 65 by 22⅓ + 14 = 36⅓.
        let button = try frame(json, "b")
        #expect(abs(button.width - 65) < 1e-9 && abs(button.height - (67.0 / 3 + 14)) < 1e-9)
        let (fills, runs) = try drawn(json)
        let snapped = snappedToPixels(button, scale: 3)
        // A 6-pt radius, the tint at 12 %; the label in the tint.
        #expect(fills.count == 1)
        #expect(fills.first?.0 == .roundedRect(snapped, CornerRadii(all: 6)))
        #expect(fills.first?.1 == .solid(Self.blue.opacity(0.12)))
        #expect(runs.map(\.paint) == [.solid(Self.blue)])
        // Dark mode: the dark blue at 26 %.
        let dark = try drawn(scene(#"{"Button": "Save", "modifiers": [{"buttonStyle": "bordered"}]}"#, scheme: "dark"))
        #expect(dark.fills.first?.1 == .solid(RGBAColor(rgb8: 10, 132, 255).opacity(0.26)))
    }

    @Test func aSmallProminentButtonIsAWhiteSubheadlineOnATintCapsule() throws {
        let json = scene(#"{"Button": "Go", "id": "b", "modifiers": [{"buttonStyle": "borderedProminent"}, {"controlSize": "small"}, {"tint": "green"}]}"#)
        // Subheadline 15 pt: "Go" is 2 × 9 = 18 wide, a line 19.5 → 19⅔ (59 px); 12 × 6 padding.
        let button = try frame(json, "b")
        #expect(abs(button.width - 42) < 1e-9 && abs(button.height - (59.0 / 3 + 12)) < 1e-9)
        let (fills, runs) = try drawn(json)
        let snapped = snappedToPixels(button, scale: 3)
        #expect(fills.first?.0 == .roundedRect(snapped, CornerRadii(all: snapped.height / 2)))
        #expect(fills.first?.1 == .solid(RGBAColor(rgb8: 52, 199, 89)))
        #expect(runs.first?.paint == .solid(.white) && runs.first?.font.size == 15)
    }

    @Test func destructiveIsRedAndDisabledIsGreyOnQuaternaryFill() throws {
        let destructive = try drawn(scene(#"{"Button": {"title": "Delete", "role": "destructive"}}"#))
        #expect(destructive.runs.first?.paint == .solid(RGBAColor(rgb8: 255, 59, 48)))
        let disabled = try drawn(scene(#"{"Button": "Off", "modifiers": [{"buttonStyle": "borderedProminent"}, {"disabled": true}]}"#))
        // tertiaryLabel #3C3C434C on quaternarySystemFill #74748014.
        #expect(disabled.runs.first?.paint == .solid(RGBAColor(rgb8: 60, 60, 67, alpha: 0x4C / 255.0)))
        #expect(disabled.fills.first?.1 == .solid(RGBAColor(rgb8: 116, 116, 128, alpha: 0x14 / 255.0)))
    }

    @Test func aPlainButtonLeavesItsLabelsColoursAlone() throws {
        let plain = try drawn(scene(#"{"Button": "Plain", "modifiers": [{"buttonStyle": "plain"}]}"#))
        #expect(plain.runs.first?.paint == .solid(.black) && plain.fills.isEmpty)
        // A label's own foreground style wins over the tint, as an inner modifier does.
        let own = try drawn(scene(#"{"Button": {"label": {"Text": "Own", "modifiers": [{"foregroundStyle": "red"}]}}}"#))
        #expect(own.runs.first?.paint == .solid(RGBAColor(rgb8: 255, 59, 48)))
    }

    @Test func aLabelIsItsIconAndTitleEightApartAndItsStyleHidesEither() throws {
        let both = scene(#"{"Label": {"title": "Inbox", "systemImage": "tray"}, "id": "l"}"#)
        // The icon is one line square, 22⅓; the title 5 × 10.2 = 51 wide; 8 between them.
        let label = try frame(both, "l")
        #expect(abs(label.width - (67.0 / 3 + 8 + 51)) < 1e-9 && abs(label.height - 67.0 / 3) < 1e-9)
        let iconOnly = try frame(scene(#"{"Label": {"title": "Inbox", "systemImage": "tray"}, "id": "l", "modifiers": [{"labelStyle": "iconOnly"}]}"#), "l")
        #expect(abs(iconOnly.width - 67.0 / 3) < 1e-9)
        let titleOnly = try frame(scene(#"{"Label": {"title": "Inbox", "systemImage": "tray"}, "id": "l", "modifiers": [{"labelStyle": "titleOnly"}]}"#), "l")
        #expect(abs(titleOnly.width - 51) < 1e-9)
    }

    @Test func aButtonsTitleWithASymbolIsALabelAndTheReportNamesTheParts() throws {
        let (layout, _) = try painted(scene(#"{"Button": {"title": "Share", "systemImage": "square.and.arrow.up"}, "id": "b"}"#))
        let button = try #require(layout.node(id: "b"))
        #expect(button.view.kindName == "Button")
        #expect(button.children.map(\.view.kindName) == ["Label"])
        #expect(button.children.first?.children.map(\.view.path) == ["body.label.icon", "body.label.title"])
    }

    @Test func badValuesAreRefusedWhereTheyStand() {
        for body in [#"{"Button": {"title": "A", "label": {"Text": "B"}}}"#, #"{"Button": {}}"#,
                     #"{"Button": {"title": "A", "role": "loud"}}"#, #"{"Label": {"title": "A"}}"#,
                     #"{"Button": "A", "modifiers": [{"controlSize": "huge"}]}"#,
                     #"{"Button": "A", "modifiers": [{"buttonBorderShape": {"roundedRectangle": -1}}]}"#] {
            #expect(throws: (any Error).self) { _ = try SceneDecoding.decode(scene(body)) }
        }
    }
}
