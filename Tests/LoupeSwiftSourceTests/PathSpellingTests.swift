import Foundation
import LoupeJSON
import LoupeSwiftSource
import Testing

/// `Path`s and the module's `Shape`s: a shape's `path(in:)` is read at several sizes and written with points that
/// follow the frame; each expected element below is worked out from the source.
@Suite struct PathSpellingTests {
    func scene(_ source: String) throws -> SwiftScene {
        let file = try SwiftSourceFile(text: source, fileName: "P.swift")
        return try file.scene(for: file.preview(matching: nil))
    }

    func body(_ source: String) throws -> String {
        (try scene(source).json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
    }

    /// `(midX, minY)`, `(maxX, maxY)`, `(minX, maxY)`: half the width at the top, the bottom corners.
    @Test func aShapesPathFollowsItsFrame() throws {
        #expect(try body("""
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                    return path
                }
            }
            #Preview { Triangle().fill(.red) }
            """) == #"{"Path":{"elements":[["move",{"width":0.5},0],["line",{"width":1},{"height":1}],["line",0,{"height":1}],["closeSubpath"]]},"modifiers":[{"foregroundStyle":"red"}]}"#)
    }

    /// An inset of 10 points from the top-trailing corner, and a radius of half the height (`min` of a landscape rect).
    @Test func constantsAndTheShorterSideStayExact() throws {
        let json = try body("""
            struct Mark: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { p in
                        p.move(to: CGPoint(x: rect.maxX - 10, y: 10))
                        p.addLine(to: CGPoint(x: rect.midX, y: min(rect.width, rect.height) / 2))
                    }
                }
            }
            #Preview { Mark().stroke(lineWidth: 2).frame(width: 80, height: 40) }
            """)
        #expect(json.contains(#"["move",{"points":-10,"width":1},10],["line",{"width":0.5},{"height":0.5}]"#))
        #expect(json.contains(#""stroke":{"lineWidth":2}"#))
    }

    /// A `Path` built in a body is absolute; a rect and an ellipse are lines and four quarter-circle curves.
    @Test func aPathInABodyKeepsItsPoints() throws {
        let json = try body(#"Path { p in p.addRect(CGRect(x: 0, y: 0, width: 20, height: 10)) }"#.wrappedInPreview)
        #expect(json == #"{"Path":{"elements":[["move",0,0],["line",20,0],["line",20,10],["line",0,10],["closeSubpath"]]}}"#)
        let ellipse = try body(#"Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))"#.wrappedInPreview)
        #expect(ellipse.hasPrefix(#"{"Path":{"elements":[["move",20,5],["curve",10,10,20,"#))
    }

    /// A path whose points grow with the product of the sides is not proportional: it is drawn as read at 200 × 100,
    /// stretched, with a warning at the shape.
    @Test func aPathThatDoesNotScaleInProportionIsStretchedWithAWarning() throws {
        let result = try scene("""
            struct Curve: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: .zero)
                    path.addLine(to: CGPoint(x: rect.width, y: rect.width * rect.height / 400))
                    return path
                }
            }
            #Preview { Curve().stroke() }
            """)
        #expect(result.warnings.map(\.message).contains { $0.contains("'Curve.path(in:)' does not scale in proportion") })
        // 200 × 100 / 400 = 50 at the reference height 100: half the height.
        let json = (result.json.member("body")?.serialized() ?? "").filter { $0 != " " && $0 != "\n" }
        #expect(json.contains(#"["line",{"width":1},{"height":0.5}]"#))
    }

    /// A path is bounded: a loop adding a million points stops with a located error.
    @Test func aPathOfAMillionElementsIsALocatedError() throws {
        do {
            _ = try scene("""
                struct Many: Shape {
                    func path(in rect: CGRect) -> Path {
                        var path = Path()
                        for i in 0..<1000 { for j in 0..<1000 { path.addLine(to: CGPoint(x: Double(i), y: Double(j))) } }
                        return path
                    }
                }
                #Preview { Many() }
                """).document()
            Issue.record("a million elements were accepted")
        } catch let error as SwiftSourceError {
            #expect(error.message.contains("more than 10000 elements"), "\(error)")
            #expect(error.place.line == 4)
        }
    }
}

private extension String {
    var wrappedInPreview: String { "#Preview { \(self) }" }
}

/// SwiftUI's gradients as the scene writes them.
@Suite struct GradientSpellingTests {
    @Test func eachGradientAndItsShorthand() throws {
        #expect(try previewBody(#"RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 80)"#)
                == #"{"Color":{"radialGradient":{"colors":["yellow","red"],"center":"center","startRadius":0,"endRadius":80}}}"#)
        #expect(try previewBody(#"AngularGradient(colors: [.red, .blue], center: .top, startAngle: .degrees(90), endAngle: .radians(.pi))"#)
                == #"{"Color":{"angularGradient":{"colors":["red","blue"],"center":"top","startAngle":90,"endAngle":180}}}"#)
        #expect(try previewBody(#"EllipticalGradient(colors: [.white, .blue])"#)
                == #"{"Color":{"ellipticalGradient":{"colors":["white","blue"]}}}"#)
        #expect(try previewBody(#"Circle().fill(.linearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))"#)
                == #"{"Circle":{},"modifiers":[{"foregroundStyle":{"linearGradient":{"colors":["pink","orange"],"startPoint":"top","endPoint":"bottom"}}}]}"#)
        #expect(try previewBody(#"Rectangle().fill(Color.blue.gradient)"#)
                == #"{"Rectangle":{},"modifiers":[{"foregroundStyle":{"gradient":"blue"}}]}"#)
    }
}

/// `Gradient(stops:)`, `stops:` and `Gradient.Stop(color:location:)` as the scene's stops.
@Suite struct GradientStopSpellingTests {
    @Test func stopsInEverySpelling() throws {
        let expected = #"{"Color":{"linearGradient":{"stops":[{"color":"red","location":0.25},{"color":"blue","location":1}]}}}"#
        #expect(try previewBody(#"LinearGradient(stops: [.init(color: .red, location: 0.25), .init(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom)"#)
                .replacingOccurrences(of: #","startPoint":"top","endPoint":"bottom""#, with: "") == expected)
        #expect(try previewBody(#"LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0.25), .init(color: .blue, location: 1)]), startPoint: .top, endPoint: .bottom)"#)
                .replacingOccurrences(of: #","startPoint":"top","endPoint":"bottom""#, with: "") == expected)
    }
}

/// A `Path` drawn from a `GeometryReader`'s size follows the reader's frame, as a shape's path follows its own:
/// `min(width, height)` reads the height (the reference size is landscape), so the triangle's points are fractions of it.
@Suite struct GeometryPathTests {
    @Test func aReadersPathFollowsItsSize() throws {
        let json = try previewBody("""
            GeometryReader { geometry in
                Path { path in
                    let side = min(geometry.size.width, geometry.size.height)
                    path.move(to: CGPoint(x: side * 0.5, y: 0))
                    path.addLine(to: CGPoint(x: side, y: side))
                    path.closeSubpath()
                }
                .fill(.orange)
            }
            """)
        #expect(json == #"{"GeometryReader":{"content":[{"Path":{"elements":[["move",{"height":0.5},0],["line",{"height":1},{"height":1}],["closeSubpath"]]},"modifiers":[{"foregroundStyle":"orange"}]}]}}"#)
    }

    /// Content that reads the size outside a path keeps the layout-time values of the proxy.
    @Test func otherReadsStayLayoutTimeValues() throws {
        let json = try previewBody(#"GeometryReader { geometry in Text("\(geometry.size.width)") }"#)
        #expect(json.contains("frameIn"))
    }
}

/// `Angle` arithmetic and an unlabeled gradient in a shorthand.
@Suite struct AngleAndShorthandTests {
    @Test func anglesMultiplyAndAdd() throws {
        #expect(try previewBody("Color.red.rotationEffect(.degrees(10) * 3 + .degrees(5))")
                == #"{"Color":"red","modifiers":[{"rotationEffect":{"degrees":35}}]}"#)
        #expect(try previewBody("Color.red.rotationEffect(Angle(degrees: 90) / 2)")
                == #"{"Color":"red","modifiers":[{"rotationEffect":{"degrees":45}}]}"#)
    }

    @Test func aShorthandTakesAnUnlabeledGradient() throws {
        #expect(try previewBody("Circle().fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))")
                == #"{"Circle":{},"modifiers":[{"foregroundStyle":{"linearGradient":{"colors":["red","blue"],"startPoint":"top","endPoint":"bottom"}}}]}"#)
    }
}
