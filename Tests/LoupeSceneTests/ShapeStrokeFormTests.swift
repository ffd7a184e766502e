import LoupeCore
import Testing
@testable import LoupeScene

/// The `stroke` and `strokeBorder` parameters of the shapes.
@Suite struct ShapeStrokeFormTests {
    @Test func strokeAndStrokeBorderDecode() throws {
        #expect(try decodeBody(#"{"Circle": {"stroke": {"lineWidth": 3, "style": "red"}}}"#).kind
                == .shape(.circle, stroke: ShapeStroke(lineWidth: 3, style: .named(.red), placement: .centered)))
        #expect(try decodeBody(#"{"RoundedRectangle": {"cornerRadius": 8, "strokeBorder": {"lineWidth": 2.5}}}"#).kind
                == .shape(.roundedRectangle(cornerRadius: 8), stroke: ShapeStroke(lineWidth: 2.5, placement: .inside)))
        // SwiftUI's defaults: one point, the foreground style.
        #expect(try decodeBody(#"{"Capsule": {"stroke": {}}}"#).kind
                == .shape(.capsule, stroke: ShapeStroke(lineWidth: 1, style: nil, placement: .centered)))
        // No stroke: filled, as before.
        #expect(try decodeBody(#"{"Rectangle": {}}"#).kind == .shape(.rectangle, stroke: nil))
    }

    /// A dashed stroke and an ellipse's outline decode.
    @Test func dashesAndEllipses() throws {
        var dashed = ShapeStroke(lineWidth: 2)
        dashed.dash = [6, 4]
        dashed.dashPhase = 1
        #expect(try decodeBody(#"{"Circle": {"stroke": {"lineWidth": 2, "dash": [6, 4], "dashPhase": 1}}}"#).kind
                == .shape(.circle, stroke: dashed))
        #expect(try decodeBody(#"{"Ellipse": {"strokeBorder": {}}}"#).kind == .shape(.ellipse, stroke: ShapeStroke(placement: .inside)))
    }

    /// `trim(from:to:)` wraps the shape; `lineCap` and `lineJoin` are the stroke's ends.
    @Test func trimsCapsAndJoins() throws {
        var rounded = ShapeStroke(lineWidth: 20)
        rounded.ends = StrokeEnds(cap: .round, join: .bevel)
        #expect(try decodeBody(#"{"Circle": {"trim": {"to": 0.7}, "stroke": {"lineWidth": 20, "lineCap": "round", "lineJoin": "bevel"}}}"#).kind
                == .shape(.trimmed(.circle, from: 0, to: 0.7), stroke: rounded))
        let path = try decodeBody(#"{"Path": {"elements": [["move", 0, 0], ["line", 10, 0]], "trim": {"from": 0.5}}}"#).kind
        guard case .shape(.trimmed(.path(let elements), 0.5, 1), nil) = path else { Issue.record("\(path)"); return }
        #expect(elements.elements.count == 2)
        // Where a rounded rectangle's or a capsule's outline starts is not known: refused, not guessed.
        #expect(bodyError(#"{"RoundedRectangle": {"cornerRadius": 8, "trim": {"to": 0.5}}}"#)?
                    .hasPrefix("body.trim: trimming a RoundedRectangle is not supported") == true)
        #expect(bodyError(#"{"Capsule": {"trim": {}}}"#)?.hasPrefix("body.trim: trimming a Capsule") == true)
        #expect(bodyError(#"{"Circle": {"stroke": {"lineCap": "rounded"}}}"#)?.hasPrefix("body.stroke.lineCap:") == true)
    }

    @Test func badStrokesNameTheirPlace() {
        #expect(bodyError(#"{"Circle": {"stroke": {"lineWidth": -1}}}"#)
                == "body.stroke.lineWidth: expected a number ≥ 0, found -1")
        #expect(bodyError(#"{"Circle": {"stroke": {"width": 2}}}"#)?.hasPrefix("body.stroke.width: unknown key") == true)
        #expect(bodyError(#"{"Circle": {"stroke": 2}}"#)?.hasPrefix("body.stroke: expected an object") == true)
        #expect(bodyError(#"{"Circle": {"stroke": {}, "strokeBorder": {}}}"#)
                == "body.stroke: a shape takes \"stroke\" or \"strokeBorder\", not both")
        #expect(bodyError(#"{"Circle": {"stroke": {"dash": [0, 0]}}}"#) == "body.stroke.dash: a dash pattern needs a length above 0")
        #expect(bodyError(#"{"Circle": {"stroke": {"dash": [-1]}}}"#)?.hasPrefix("body.stroke.dash[0]:") == true)
        #expect(bodyError(#"{"Color": "red", "modifiers": [{"background": {"material": "thin", "in": {"Circle": {"stroke": {}}}}}]}"#)?
                    .contains("no stroke") == true)
    }
}
