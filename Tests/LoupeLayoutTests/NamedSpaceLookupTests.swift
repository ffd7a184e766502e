import Foundation
import LoupeCore
import LoupeScene
import Testing
@testable import LoupeLayout

/// How SwiftUI resolves named spaces (`docs/layout.md#named-space-lookup`), one finding at a time, on the test view
/// that `Examples/Scenes/coordinate-spaces.json` rebuilds: an
/// 800×400 HStack centred in a landscape iPad Pro 11-inch with the status bar hidden (safe area 0/0/20/0), so the
/// root sits at (197, 207) and the white 300×300 square (and its GeometryReader) at (297, 307).
@Suite struct NamedSpaceLookupTests {
    static let result: LayoutResult = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Scenes/coordinate-spaces.json")
        let document = try! SceneDecoding.decode(String(contentsOf: url, encoding: .utf8))
        return layout(document.body, device: document.device)
    }()
    var result: LayoutResult { Self.result }
    var reader: LayoutNode { result["reader"] }

    /// `gp.frame(in: .named(name)).origin`, and what the matching Text shows.
    func origin(_ name: String) -> Point { result.frame(of: reader, in: .named(name)).origin }

    @Test func theSceneIsLaidOutAsOnTheIPad() {
        #expect(result["content"].frame == rect(197, 207, 800, 400))
        #expect(reader.frame == rect(297, 307, 300, 300))
        #expect(result["pink-outer"].frame == rect(197, 207, 400, 400))
        // The inner pink VStack loses 8 pt to the outer Spacer's minimum; its own Spacer takes 92.
        #expect(result["pink-inner"].frame == rect(197, 215, 400, 392))
        #expect(result["purple"].frame == rect(197, 307, 400, 300))
        #expect(result["blue"].frame == rect(597, 207, 400, 400))
    }

    @Test func whiteIsItsOwnOrigin() {
        #expect(origin("white") == Point(x: 0, y: 0))
        #expect(result["text-white"].text == "white: 0.0, 0.0")
    }

    @Test func theReadersOwnSpaceCountsTheLookupStartsAtTheReader() {
        #expect(origin("geometry reader") == Point(x: 0, y: 0))
        #expect(result["text-geometry-reader"].text == "geometry reader: 0.0, 0.0")
    }

    @Test func purpleIs100ToTheLeft() {
        #expect(origin("purple") == Point(x: 100, y: 0))
        #expect(result["text-purple"].text == "purple: 100.0, 0.0")
    }

    @Test func theNearerOfTheTwoPinksWins() {
        // The inner pink (y 215) gives 92; the outer one (y 207) would give the 100 one expects.
        #expect(origin("pink") == Point(x: 100, y: 92))
        #expect(reader.frame.minY - result["pink-outer"].frame.minY == 100)
        #expect(result["text-pink"].text == "pink: 100.0, 92.0")
    }

    @Test func aSpaceInsideTheReaderIsNotFoundSoGlobal() {
        // "text" is on the VStack the reader holds, at the reader's own origin: found, it would read 0, 0.
        #expect(result["texts"].frame.origin == reader.frame.origin)
        #expect(origin("text") == Point(x: 297, y: 307))
        #expect(result["text-text"].text == "text: 297.0, 307.0")
        // The texts themselves are inside it.
        #expect(result.frame(of: result["text-white"], in: .named("text")).minY == 0)
    }

    @Test func aSiblingsSpaceIsNotFoundSoGlobal() {
        // Relative to the blue column one would expect -300, 100.
        #expect(reader.frame.minX - result["blue"].frame.minX == -300)
        #expect(reader.frame.minY - result["blue"].frame.minY == 100)
        #expect(origin("blue") == Point(x: 297, y: 307))
        #expect(result["text-blue"].text == "blue: 297.0, 307.0")
    }

    @Test func anUnknownNameSilentlyFallsBackToGlobal() {
        #expect(origin("5C1D8F2A-7E4B-4C36-9A0E-3B6F1D2C8E47") == Point(x: 297, y: 307))
        #expect(result["text-random"].text == "random: 297.0, 307.0")
    }

    // MARK: - Drops

    @Test func orangeDropsInTheScrollViewsSpace() {
        let orange = result["orange"]
        #expect(orange.frame == rect(597, 335, 300, 10))
        #expect(result.importantSpace(enclosingModifier: 1, of: orange)
                == .scrollView(path: result["scroll"].view.path, origin: Point(x: 597, y: 307)))
    }

    @Test func greenDropsInItsOwnSpaceBecauseCoordinateSpaceWrapsTheOnDrop() {
        let green = result["green"]
        #expect(green.frame == rect(597, 353, 300, 10))
        #expect(result.importantSpace(enclosingModifier: 1, of: green)
                == .named("green", path: green.view.path, modifierIndex: 2, origin: Point(x: 597, y: 353)))
    }

    @Test func redDropsInTheScrollViewsSpaceBecauseItsSpaceIsInsideTheOnDrop() {
        let red = result["red"]
        #expect(red.frame == rect(597, 371, 300, 10))
        #expect(result.importantSpace(enclosingModifier: 2, of: red)
                == .scrollView(path: result["scroll"].view.path, origin: Point(x: 597, y: 307)))
    }
}

/// The important-space walk beyond that scene (`docs/interactions.md#drop-location-space`): layers, ScrollView
/// modifiers and the screen.
@Suite struct ImportantSpaceTests {
    @Test func aLayerIsEnclosedOnlyByTheHostsModifiersAfterIt() {
        let target = color(id: "target", .frame(width: 10, height: 10), .onDrop(label: "t"))
        // Host: frame (0), coordinateSpace "inner" (1), padding (2), overlay with the target (3), "outer" (4).
        let result = layout(color(id: "host", .frame(width: 100, height: 50), .coordinateSpace(name: "inner"),
                                  .padding(10), .overlay(target), .coordinateSpace(name: "outer")))
        let host = result["host"]
        #expect(result.importantSpace(enclosingModifier: 1, of: result["target"])
                == .named("outer", path: host.view.path, modifierIndex: 4, origin: Point(x: 136.5, y: 403.5)))
        // Without the outer space the layer reaches the screen: "inner" wraps only what the overlay wraps.
        let bare = layout(color(id: "host", .frame(width: 100, height: 50), .coordinateSpace(name: "inner"),
                                .overlay(target)))
        #expect(bare.importantSpace(enclosingModifier: 1, of: bare["target"]) == .global)
    }

    @Test func aScrollViewsOwnSpaceIsNearerThanItsModifiers() {
        let result = layout(scrollView(contentOffset: 15, id: "scroll", [
            color(id: "target", .frame(height: 40), .onDrop(label: "t")),
        ], .frame(width: 200, height: 100), .coordinateSpace(name: "s")))
        let scroll = result["scroll"]
        // The visible frame's top-left, not the scrolled content's origin.
        #expect(result.importantSpace(enclosingModifier: 1, of: result["target"])
                == .scrollView(path: scroll.view.path, origin: scroll.frame.origin))
        #expect(result["target"].frame.minY == scroll.frame.minY - 15)
        // An onDrop on the ScrollView itself is outside its own space: the modifier after it is found.
        let onScroll = layout(scrollView(id: "scroll", [color(.blue, .frame(height: 40))],
                                         .onDrop(label: "t"), .coordinateSpace(name: "s")))
        #expect(onScroll.importantSpace(enclosingModifier: 0, of: onScroll["scroll"]).reportName == #"coordinateSpace "s""#)
    }

    @Test func ancestorsAreWalkedAndTheScreenIsTheLastResort() {
        let nested = layout(zStack(id: "outer", [
            vStack([color(id: "target", .frame(width: 10, height: 10), .onDrop(label: "t"))], .padding(20)),
        ], .coordinateSpace(name: "z")))
        let space = nested.importantSpace(enclosingModifier: 1, of: nested["target"])
        #expect(space.reportName == #"coordinateSpace "z""#)
        #expect(space.origin == nested["outer"].frame.origin)
        let plain = layout(vStack([color(id: "target", .frame(width: 10, height: 10), .onDrop(label: "t"))]))
        #expect(plain.importantSpace(enclosingModifier: 1, of: plain["target"]) == .global)
        #expect(ImportantSpace.global.reportName == "global")
        #expect(ImportantSpace.named(#"say "hi""#, path: "body", modifierIndex: 0, origin: .zero).reportName
                == #"coordinateSpace "say \"hi\"""#)
    }

    @Test func aCoordinateSpaceModifiersOwnFrameNamesItsSpace() {
        // [frame, coordinateSpace n, padding]: the view coordinateSpace returns *has* n.
        let result = layout(color(id: "v", .frame(width: 100, height: 50), .coordinateSpace(name: "n"), .padding(10)))
        #expect(result.frame(of: result["v"], modifier: 1, in: .named("n")) == rect(0, 0, 100, 50))
        #expect(result.frame(of: result["v"], modifier: 2, in: .named("n")) == rect(136.5, 403.5, 120, 70))
    }
}

/// A `frameIn` Text reads the nearest enclosing GeometryReader, measured after the reader knows its frame.
@Suite struct GeometryTextTests {
    func reading(_ string: String, _ space: GeometryFrameSpace, id: String = "t") -> ViewNode {
        ViewNode(.text(TextContent(string, frameIn: space)), id: id, path: id)
    }

    @Test func textsReadTheirReadersFrameInEachSpace() {
        let result = layout(zStack([
            geometryReader(id: "reader", [
                vStack([
                    reading("{x},{y} {width}x{height}", .global, id: "global"),
                    reading("{x},{y} {width}x{height}", .local, id: "local"),
                    reading("{minX}…{maxX} {midY}", .named("z"), id: "named"),
                ]),
            ], .frame(width: 120, height: 90), .padding(5)),
        ], .coordinateSpace(name: "z")))
        let reader = result["reader"]
        #expect(reader.frame == rect(136.5, 393.5, 120, 90))
        #expect(result["global"].text == "136.5,393.5 120.0x90.0")
        #expect(result["local"].text == "0.0,0.0 120.0x90.0")
        // The ZStack (the padded reader, 130×100) has "z": the reader is 5 in.
        #expect(result["named"].text == "5.0…125.0 50.0")
    }

    @Test func theResolvedStringIsWhatIsMeasured() {
        let result = layout(geometryReader(id: "reader", [reading("{width}", .local)], .frame(width: 77, height: 10)))
        // "77.0" is four characters of 7.3 pt in the fake measurer, ceiled to 1/3 pt.
        #expect(result["t"].text == "77.0")
        #expect(abs(result["t"].frame.width - 29.333333333333332) < 1e-9)
    }

    @Test func theNearestReaderIsRead() {
        let result = layout(geometryReader(id: "outer", [
            geometryReader(id: "inner", [reading("{width}", .local, id: "in-inner")], .frame(width: 50, height: 40)),
            reading("{width}", .local, id: "in-outer"),
        ]))
        #expect(result["in-inner"].text == "50.0")
        #expect(result["in-outer"].text == "393.0")
    }

    @Test func aTextInALayerInsideTheReaderReadsIt() {
        let result = layout(geometryReader(id: "reader", [
            color(.blue, .frame(width: 30, height: 30), .overlay(reading("{height}", .local))),
        ], .frame(width: 200, height: 60)))
        #expect(result["t"].text == "60.0")
    }

    @Test func plainTextsReportTheirString() {
        let result = layout(text("hello {x}", id: "plain"))
        #expect(result["plain"].text == "hello {x}")
    }
}
