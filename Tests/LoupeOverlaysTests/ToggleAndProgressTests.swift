import LoupeCore
import LoupeDisplayList
import LoupeLayout
import LoupeOverlays
import LoupeScene
import LoupeTestSupport
import Testing

/// `Toggle` and `ProgressView` at the metrics of docs/controls.md, on an iPhone 15 (safe area 59…818, 393 wide).
@Suite struct ToggleAndProgressTests {
    func scene(_ body: String) -> String { #"{"device": "iPhone 15", "body": \#(body)}"# }

    func fills(_ painter: ScenePainter) -> [(DisplayShape, DisplayPaint)] {
        painter.displayList().commands.compactMap { if case .fill(let s, let p) = $0 { (s, p) } else { nil } }
    }

    @Test func aToggleFillsTheWidthWithItsSwitchAtTheTrailingEdge() throws {
        let (layout, painter) = try painted(scene(#"{"VStack": [{"Toggle": {"label": "Wi-Fi", "isOn": true}, "id": "t"}]}"#))
        // As wide as the screen; as tall as the 31-point switch (the label is 22⅓); centred in the safe area.
        let toggle = try #require(layout.node(id: "t")).frame
        #expect(toggle == Rect(x: 0, y: 59 + (759 - 31) / 2.0, width: 393, height: 31))
        // The track: 51 × 31 at the trailing edge, green; the knob: 27 across, 2 in from the track's right end.
        let track = Rect(x: 342, y: toggle.minY, width: 51, height: 31)
        let drawn = fills(painter)
        #expect(drawn.contains { $0.0 == .roundedRect(track, CornerRadii(all: 15.5)) && $0.1 == .solid(RGBAColor(rgb8: 52, 199, 89)) })
        #expect(drawn.contains { $0.0 == .ellipse(Rect(x: 393 - 2 - 27, y: toggle.minY + 2, width: 27, height: 27)) && $0.1 == .solid(.white) })
        // The label sits at the leading edge, centred on the switch.
        let label = try #require(layout.node(path: "body.content[0].label")).frame
        #expect(label.minX == 0 && abs(label.midY - toggle.midY) < 1e-9)
    }

    @Test func offTheKnobIsAtTheLeadingEndOnTheGreyTrack() throws {
        let (layout, painter) = try painted(scene(#"{"Toggle": {"label": "B"}, "id": "t", "modifiers": [{"labelsHidden": true}]}"#))
        let toggle = try #require(layout.node(id: "t")).frame
        #expect(toggle.size == Size(width: 51, height: 31) && layout.node(path: "body.label") == nil)
        let drawn = fills(painter)
        #expect(drawn.contains { $0.0 == .ellipse(Rect(x: toggle.minX + 2, y: toggle.minY + 2, width: 27, height: 27)) })
        #expect(drawn.first?.1 == .solid(RGBAColor(rgb8: 120, 120, 128, alpha: 0x28 / 255.0)))
    }

    @Test func aBarIsFourTallUnderItsLabelAndFilledToTheFraction() throws {
        let (layout, painter) = try painted(scene(#"{"ProgressView": {"label": "Up", "value": 3, "total": 4}, "id": "p", "modifiers": [{"frame": {"width": 200}}]}"#))
        // Label 22⅓, 8, then the 4-point bar: 34⅓ tall, 200 wide.
        let bar = try #require(layout.node(id: "p")).frame
        #expect(bar.width == 200 && abs(bar.height - (67.0 / 3 + 8 + 4)) < 1e-9)
        let drawn = fills(painter)
        let track = snappedToPixels(bar, scale: 3)
        let filled = Rect(x: track.minX, y: track.maxY - 4, width: 150, height: 4)
        #expect(drawn.contains { $0.0 == .roundedRect(filled, CornerRadii(all: 2)) && $0.1 == .solid(RGBAColor(rgb8: 0, 122, 255)) })
    }

    @Test func theIndicatorIsTwentySquareWithEightSpokesAndItsLabelBelow() throws {
        let (layout, painter) = try painted(scene(#"{"ProgressView": {"label": "Wait"}, "id": "p"}"#))
        // "Wait": 4 × 10.2 = 40.8 → 41 wide; 20 + 8 + 22⅓ tall.
        let frame = try #require(layout.node(id: "p")).frame
        #expect(frame.width == 41 && abs(frame.height - (28 + 67.0 / 3)) < 1e-9)
        let spokes = fills(painter).filter { if case .polygon = $0.0 { true } else { false } }
        #expect(spokes.count == 8)
        let label = try #require(layout.node(path: "body.label")).frame
        #expect(abs(label.minY - (frame.minY + 28)) < 1e-9)
    }
}

/// `Stepper`: the label and the 94 × 32 control at the trailing edge.
@Suite struct StepperTests {
    @Test func theControlIs94By32AtTheTrailingEdgeWithItsDivider() throws {
        let (layout, painter) = try painted(#"{"device": "iPhone 15", "body": {"VStack": [{"Stepper": {"label": "Guests"}, "id": "s"}]}}"#)
        let stepper = try #require(layout.node(id: "s")).frame
        // As wide as the screen, as tall as the control (32, over the label's 22⅓), centred in the safe area.
        #expect(stepper == Rect(x: 0, y: 59 + (759 - 32) / 2.0, width: 393, height: 32))
        let fills = painter.displayList().commands.compactMap { if case .fill(let s, let p) = $0 { (s, p) } else { nil } }
        // Drawn in the frame snapped to the pixel grid: y 422.5 → 422⅔.
        let drawn = snappedToPixels(stepper, scale: 3)
        let box = Rect(x: 299, y: drawn.minY, width: 94, height: 32)
        #expect(fills.contains { $0.0 == .roundedRect(box, CornerRadii(all: 8)) && $0.1 == .solid(RGBAColor(rgb8: 118, 118, 128, alpha: 0x1E / 255.0)) })
        // The divider: 1 × 18 at the control's centre.
        #expect(fills.contains { $0.0 == .rect(Rect(x: 345.5, y: box.midY - 9, width: 1, height: 18)) })
    }

    @Test func itsSwiftSpellingsKeepOnlyTheLabel() throws {
        let (layout, _) = try painted(#"{"device": "iPhone 15", "body": {"Stepper": {"label": "N"}, "id": "s", "modifiers": [{"labelsHidden": true}]}}"#)
        #expect(try #require(layout.node(id: "s")).frame.size == Size(width: 94, height: 32))
    }
}

/// `Slider`, and `progressViewStyle` choosing the indicator or the bar.
@Suite struct SliderTests {
    @Test func aSliderIsAsWideAsOfferedAndFilledToTheThumbsCentre() throws {
        let (layout, painter) = try painted(#"{"device": "iPhone 15", "body": {"Slider": {"value": 25, "in": [0, 100]}, "id": "s", "modifiers": [{"frame": {"width": 228}}]}}"#)
        let slider = try #require(layout.node(id: "s")).frame
        #expect(slider.width == 228 && slider.height == 34)
        // The thumb's centre travels 14 … 214: at a quarter it is 14 + 200 / 4 = 64 in; the tint fills up to it.
        let track = snappedToPixels(slider, scale: 3)
        let fills = painter.displayList().commands.compactMap { if case .fill(let s, let p) = $0 { (s, p) } else { nil } }
        let tinted = fills.first { $0.1 == .solid(RGBAColor(rgb8: 0, 122, 255)) }
        guard case .roundedRect(let filled, let radii)? = tinted?.0 else { Issue.record("no tinted track"); return }
        #expect(abs(filled.width - 64) < 1e-9 && filled.height == 4 && abs(filled.midY - track.midY) < 1e-9 && radii == CornerRadii(all: 2))
        #expect(fills.contains { $0.0 == .ellipse(Rect(x: track.minX + 64 - 14, y: track.midY - 14, width: 28, height: 28)) })
    }

    @Test func theStyleChoosesTheIndicatorOrTheBar() throws {
        let (circular, _) = try painted(#"{"device": "iPhone 15", "body": {"ProgressView": {"value": 0.5}, "id": "p", "modifiers": [{"progressViewStyle": "circular"}]}}"#)
        #expect(try #require(circular.node(id: "p")).frame.size == Size(width: 20, height: 20))
        let (linear, _) = try painted(#"{"device": "iPhone 15", "body": {"ProgressView": {}, "id": "p", "modifiers": [{"progressViewStyle": "linear"}]}}"#)
        #expect(try #require(linear.node(id: "p")).frame.size == Size(width: 393, height: 4))
    }
}

/// `Picker` in the menu and segmented styles.
@Suite struct PickerTests {
    static let picker = #"{"Picker": {"label": "Size", "options": ["S", "M", "L"], "selection": 1}, "id": "p""#

    @Test func aSegmentedPickerIs32TallWithTheSelectedSegmentsThumb() throws {
        let (layout, painter) = try painted(#"{"device": "iPhone 15", "body": {"VStack": [\#(Self.picker), "modifiers": [{"pickerStyle": "segmented"}]}]}}"#)
        let frame = try #require(layout.node(id: "p")).frame
        #expect(frame.width == 393 && frame.height == 32)
        // Three segments of 131: the second's thumb is inset 2 on every side, radius 7.
        let drawn = snappedToPixels(frame, scale: 3)
        let thumb = Rect(x: 131 + 2, y: drawn.minY + 2, width: 127, height: 28)
        let fills = painter.displayList().commands.compactMap { if case .fill(let s, _) = $0 { s } else { nil } }
        #expect(fills.contains(.roundedRect(thumb, CornerRadii(all: 7))))
        let titles = painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        #expect(titles.map(\.string) == ["S", "M", "L"] && titles.map(\.font.weight) == [.regular, .semibold, .regular])
    }

    @Test func aMenuPickerOutsideAListIsItsSelectionAndChevrons() throws {
        let (layout, painter) = try painted(#"{"device": "iPhone 15", "body": \#(Self.picker)}}"#)
        // "M" is 10.2 → 10⅓ wide (31 px), then 4 and the 17-point chevrons; as tall as the taller of the 22⅓ line and
        // the chevrons' square.
        let frame = try #require(layout.node(id: "p")).frame
        #expect(abs(frame.width - (31.0 / 3 + 4 + 17)) < 1e-9 && abs(frame.height - 67.0 / 3) < 1e-9)
        let runs = painter.displayList().commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        #expect(runs.first?.string == "M" && runs.first?.paint == .solid(RGBAColor(rgb8: 0, 122, 255)))
        #expect(runs.last?.font.family == .symbols)
    }
}
