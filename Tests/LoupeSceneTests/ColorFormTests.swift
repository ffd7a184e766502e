import Testing
import LoupeCore
@testable import LoupeScene

@Suite struct ColorFormTests {
    private func color(_ json: String) throws -> ColorValue {
        guard case .color(let value) = try decodeBody("{\"Color\": \(json)}").kind else {
            Issue.record("not a Color")
            return .named(.clear)
        }
        return value
    }

    @Test func decodesEveryName() throws {
        for named in SystemColor.allCases {
            #expect(try color("\"\(named.rawValue)\"") == .named(named))
        }
    }

    @Test func decodesHexInEitherCase() throws {
        #expect(try color(##""#007AFF""##) == .rgba(RGBAColor(rgb8: 0, 122, 255)))
        #expect(try color(##""#ff8000cc""##) == .rgba(RGBAColor(rgb8: 255, 128, 0, alpha: 204.0 / 255)))
    }

    @Test func decodesComponentsWithOpacityDefaultingToOne() throws {
        #expect(try color(##"{"red": 1, "green": 0.5, "blue": 0}"##) == .rgba(RGBAColor(red: 1, green: 0.5, blue: 0)))
        #expect(try color(##"{"red": 0, "green": 0, "blue": 1, "opacity": 0.25}"##) ==
                .rgba(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.25)))
    }

    @Test func decodesAColourWithOpacity() throws {
        #expect(try color(##"{"color": "yellow", "opacity": 0.3}"##) == .opacity(.named(.yellow), 0.3))
        #expect(try color(##"{"color": "#000000"}"##) == .rgba(.black))
    }

    @Test func decodesGradientsWithNamedOrNumericUnitPoints() throws {
        #expect(try color(##"{"linearGradient": {"colors": ["red", "#0000FF"], "startPoint": "leading", "endPoint": [1, 0.25]}}"##) ==
                .linearGradient(colors: [.named(.red), .rgba(RGBAColor(rgb8: 0, 0, 255))],
                                startPoint: .leading, endPoint: UnitPoint(x: 1, y: 0.25)))
        #expect(try color(##"{"linearGradient": {"colors": ["red"]}}"##) ==
                .linearGradient(colors: [.named(.red)], startPoint: .top, endPoint: .bottom))
    }

    /// `stops` give each colour its place; resolving sorts them by location (Core Graphics' order).
    @Test func decodesGradientStopsAndSortsThem() throws {
        let gradient = try color(##"{"linearGradient": {"stops": [{"color": "red", "location": 0.8}, {"color": "blue", "location": 0.2}]}}"##)
        #expect(gradient == .linearGradient(colors: GradientStops([.named(.red), .named(.blue)], locations: [0.8, 0.2]),
                                            startPoint: .top, endPoint: .bottom))
        guard case .linearGradient(let resolved) = resolve(gradient, scheme: .light) else { Issue.record("not linear"); return }
        #expect(resolved.stops.map(\.location) == [0.2, 0.8])
        #expect(resolved.stops.map(\.color) == [SystemColor.blue.rgba(in: .light), SystemColor.red.rgba(in: .light)])
        #expect(bodyError(##"{"Color": {"linearGradient": {"colors": ["red"], "stops": [{"color": "red", "location": 0}]}}}"##) != nil)
        #expect(bodyError(##"{"Color": {"radialGradient": {"stops": [{"color": "red", "location": 1.5}], "endRadius": 4}}}"##)?
            .hasPrefix("body.Color.radialGradient.stops[0].location:") == true)
    }

    @Test func rejectsBadColours() {
        #expect(bodyError(##"{"Color": "bleu"}"##) == """
        body.Color: expected a colour name (red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, \
        brown, gray, black, white, clear, primary, secondary, or UIKit's such as label, separator, \
        systemGroupedBackground), "#RRGGBB" or "#RRGGBBAA", found "bleu"
        """)
        #expect(bodyError(##"{"Color": "#12345"}"##) == ##"body.Color: "#12345" is not a hex colour; expected "#RRGGBB" or "#RRGGBBAA""##)
        #expect(bodyError(##"{"Color": "#12345G"}"##) == ##"body.Color: "#12345G" is not a hex colour; expected "#RRGGBB" or "#RRGGBBAA""##)
        #expect(bodyError(##"{"Color": {"red": 1, "green": 1, "blue": 2}}"##) ==
                "body.Color.blue: expected a number from 0 to 1, found 2")
        #expect(bodyError(##"{"Color": {"red": 1, "green": 1}}"##) == ##"body.Color: missing key "blue""##)
        #expect(bodyError(##"{"Color": {"red": 1, "green": 1, "blue": 1, "alpha": 1}}"##) == """
        body.Color.alpha: unknown key; a colour object has red, green, blue and opacity, or "color" and "opacity", \
        or a single "linearGradient"
        """)
        #expect(bodyError(##"{"Color": {"linearGradient": {"colors": []}}}"##) ==
                "body.Color.linearGradient.colors: a gradient has 1 to 64 colours, found 0")
        #expect(bodyError(##"{"Color": {"linearGradient": {"colors": [{"linearGradient": {"colors": ["red"]}}]}}}"##) ==
                "body.Color.linearGradient.colors[0]: a gradient cannot be one of a gradient's colours")
        #expect(bodyError(##"{"Color": {"linearGradient": {"colors": ["red"], "startPoint": "middle"}}}"##) == """
        body.Color.linearGradient.startPoint: expected one of topLeading, top, topTrailing, leading, center, trailing, \
        bottomLeading, bottom, bottomTrailing or [x, y], found "middle"
        """)
        #expect(bodyError(##"{"Color": 3}"##) ==
                ##"body.Color: expected a colour (a name, "#RRGGBB", "#RRGGBBAA" or an object), found 3"##)
    }

    @Test func decodesTheSceneBackground() throws {
        #expect(try decodeScene(##"{"background": "#101010", "body": {"Color": "red"}}"##).background ==
                .color(.rgba(RGBAColor(rgb8: 16, 16, 16))))
        #expect(sceneError(##"{"background": {"image": "a.png", "scale": 2}, "body": {"Color": "red"}}"##) ==
                "background.scale: unknown key; expected one of image")
        #expect(sceneError(##"{"background": {"image": ""}, "body": {"Color": "red"}}"##) ==
                "background.image: expected a non-empty string")
    }
}

@Suite struct ColorResolutionTests {
    private func solid(_ color: ColorValue, _ scheme: ColorScheme) -> RGBAColor? {
        guard case .solid(let rgba) = resolve(color, scheme: scheme) else { return nil }
        return rgba
    }

    @Test func resolvesSystemColoursPerScheme() {
        #expect(solid(.named(.blue), .light) == RGBAColor(red: 0, green: 122.0 / 255, blue: 1))
        #expect(solid(.named(.blue), .dark) == RGBAColor(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
        #expect(solid(.named(.red), .light) == RGBAColor(rgb8: 255, 59, 48))
        #expect(solid(.named(.red), .dark) == RGBAColor(rgb8: 255, 69, 58))
        #expect(solid(.named(.teal), .light) == RGBAColor(rgb8: 48, 176, 199))
        #expect(solid(.named(.teal), .dark) == RGBAColor(rgb8: 64, 200, 224))
        #expect(solid(.named(.gray), .light) == solid(.named(.gray), .dark))
        #expect(solid(.named(.white), .dark) == .white)
        #expect(solid(.named(.clear), .light)?.alpha == 0)
    }

    @Test func resolvesPrimaryAndSecondary() {
        #expect(solid(.named(.primary), .light) == .black)
        #expect(solid(.named(.primary), .dark) == .white)
        #expect(solid(.named(.secondary), .light) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.55))
        #expect(solid(.named(.secondary), .dark) == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.55))
    }

    @Test func multipliesOpacityIntoColoursAndGradientStops() {
        #expect(solid(.opacity(.named(.secondary), 0.5), .light)?.alpha == 0.275)
        let gradient = ColorValue.opacity(.linearGradient(colors: [.named(.orange), .named(.clear), .rgba(.white)],
                                                          startPoint: .top, endPoint: .bottom), 0.5)
        #expect(resolve(gradient, scheme: .dark) == .linearGradient(ResolvedLinearGradient(stops: [
            .init(color: RGBAColor(rgb8: 255, 159, 10, alpha: 0.5), location: 0),
            .init(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), location: 0.5),
            .init(color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5), location: 1),
        ], startPoint: .top, endPoint: .bottom)))
    }
}

/// `Color.gradient` starts from its colour with the HSL lightness raised by 0.15.
@Suite struct AnyGradientTests {
    /// iOS's blue (0, 122, 255) is hue 211.3°, saturation 1, lightness ½. At lightness 0.65 the chroma is 0.7, and
    /// hue sector 3 gives (0, 0.7 × 0.478, 0.7) + 0.3 = (0.3, 0.6349, 1).
    @Test func itStartsLighterAtTheTopAndEndsWithTheColour() throws {
        let document = try SceneDecoding.decode(##"{"body": {"Color": {"gradient": "#007AFF"}}}"##)
        guard case .color(let value) = document.body.kind,
              case .linearGradient(let stops) = resolve(value, scheme: .light) else {
            Issue.record("a linear gradient expected"); return
        }
        #expect(stops.startPoint == .top && stops.endPoint == .bottom)
        let top = stops.stops[0].color, bottom = stops.stops[1].color
        // Green: 0.3 + 0.7 × (1 − |(4 − 122/255) mod 2 − 1|) = 0.3 + 0.7 × 122/255.
        #expect(abs(top.red - 0.3) < 1e-9 && abs(top.green - (0.3 + 0.7 * 122 / 255)) < 1e-9)
        #expect(abs(top.blue - 1) < 1e-9)
        #expect(bottom == RGBAColor(rgb8: 0, 122, 255))
    }
}
