import LoupeJSON
import LoupeSwiftSource
import Testing

/// Number literals take the type their context gives them, as Swift's type checker types them. Every expected text
/// is what `swiftc` (Swift 6.3, Linux) printed for the same expressions with `print("\(…)")`.
// sdk-usage: CGFloat, Double, Float, Int, Color(red:green:blue:), .frame, .opacity, Double(_:), CGFloat(_:), Int(_:), Float(_:)
@Suite struct LiteralTypingTests {
    let subset = SwiftSubsetTests()

    /// A `let` of a declared floating-point type, at file level, in a struct's default and in a computed property:
    /// `7 / 2` divides as `CGFloat`s (3.5); untyped, as `Int`s (3).
    @Test func declaredTypesTypeTheirLiterals() throws {
        #expect(try subset.texts("""
            let t: CGFloat = 7 / 2
            let xs: [Double] = [2, 4]
            let u = 7 / 2
            struct Box { var w: Double = 1 / 4; var h: CGFloat }
            var width: CGFloat { 10 / 4 }
            #Preview {
                VStack {
                    Text(verbatim: "\\(t) \\(xs) \\(u)")
                    Text(verbatim: "\\(Box(h: 3 / 2).w) \\(Box(h: 3 / 2).h) \\(width)")
                }
            }
            """) == ["3.5 [2.0, 4.0] 3", "0.25 1.5 2.5"])
    }

    /// A parameter's declared type types the literals given to it, and its default value; a return type types the
    /// body's literal.
    @Test func parametersAndReturnTypesTypeTheirLiterals() throws {
        #expect(try subset.texts("""
            func half(_ x: Double = 1 / 8) -> Double { x }
            func third(_ x: Double) -> Double { x / 3 }
            func quarter() -> CGFloat { return 1 / 4 }
            #Preview { Text(verbatim: "\\(half()) \\(half(1 / 2)) \\(third(1)) \\(quarter())") }
            """) == ["0.125 0.5 0.3333333333333333 0.25"])
    }

    /// The other operand types a literal (`x + 1 / 2` adds 0.5); two literal operands share one type (`1 / 2 == 0.5`
    /// compares Doubles); a conversion converts its argument's own type (`Double(7 / 2)` is 3.0).
    @Test func operandsAndConversions() throws {
        #expect(try subset.texts("""
            let x: Double = 2
            #Preview {
                VStack {
                    Text(verbatim: "\\(x + 1 / 2) \\(1 / 2 == 0.5) \\((1 / 2) as Double) \\(2.0 + 1 / 2)")
                    Text(verbatim: "\\(Double(7 / 2)) \\(CGFloat(7 / 2)) \\(Int(7 / 2)) \\(1 / 2 * 8 + 3)")
                }
            }
            """) == ["2.5 true 0.5 2.5", "3.0 3.0 3 3"])
    }

    /// Assignment stores a literal in the variable's type.
    @Test func assignmentTypesItsLiteral() throws {
        #expect(try subset.texts("""
            func widths() -> String {
                var w: CGFloat = 0
                w = 3 / 2
                var n = 0
                n = 3 / 2
                var total = 1.0
                total += 1 / 4
                return "\\(w) \\(n) \\(total)"
            }
            #Preview { Text(verbatim: widths()) }
            """) == ["1.5 1 1.25"])
    }

    /// `Float` keeps single precision in its arithmetic and its printing.
    @Test func floatIsSinglePrecision() throws {
        #expect(try subset.texts("""
            let f: Float = 1 / 3
            #Preview { Text(verbatim: "\\(f) \\(f * 3) \\(Float(1) / 3) \\([f])") }
            """) == ["0.33333334 1.0 0.33333334 [0.33333334]"])
    }

    /// What SwiftUI is given: `Color(red: 130 / 255, …)` is 0.5098…, not black; a frame of `1 / 2 * 8 + 3` is 7
    /// points, an opacity of `1 / 4` a quarter.
    @Test func swiftUIsParametersAreFloating() throws {
        let file = try SwiftSourceFile(text: """
            #Preview {
                Color(red: 130 / 255, green: 200 / 255, blue: 120 / 255)
                    .frame(height: 1 / 2 * 8 + 3).opacity(1 / 4)
            }
            """, fileName: "S.swift")
        let body = try #require(try file.scene(for: file.preview(matching: nil)).json.member("body"))
        let color = try #require(body.member("Color"))
        #expect(color.member("red")?.doubleValue == 130.0 / 255)
        #expect(color.member("green")?.doubleValue == 200.0 / 255)
        #expect(color.member("blue")?.doubleValue == 120.0 / 255)
        let modifiers = body.member("modifiers")?.arrayValue ?? []
        #expect(modifiers.first?.member("frame")?.member("height")?.doubleValue == 7)
        #expect(modifiers.last?.member("opacity")?.doubleValue == 0.25)
    }

    /// An implicit member is the static of the type the parameter declares: two extensions declare `.dim`, and a
    /// `Double` parameter takes `Double`'s (swiftc prints 2.0).
    @Test func implicitMembersResolveInTheParametersType() throws {
        #expect(try subset.texts("""
            extension CGFloat { static let dim: CGFloat = 1 }
            extension Double { static let dim: Double = 2 }
            func f(_ x: Double) -> Double { x }
            #Preview { Text(verbatim: "\\(f(.dim))") }
            """) == ["2.0"])
    }

    /// A closure's declared result, a tuple's element types and both branches of a ternary type their literals; a
    /// constant declared optional is written `Optional(…)` (swiftc printed each).
    @Test func closuresTuplesTernariesAndOptionals() throws {
        #expect(try subset.texts("""
            let k: () -> Double = { -9 }
            let k2: () -> CGFloat = { 3 / 6 }
            let p: (x: Double, y: Int) = (8, 1 / -5 - (78 + 4))
            let b = false
            let y: Double = b ? 5 + 0.1 + (140 + 186) : 9 / 81
            let y2: Double = true ? 1 + 1 : 0 + 82
            let t = true ? 1 : 0.5
            let o: Double? = 6 / -8
            #Preview { Text(verbatim: "\\(k()) \\(k2()) \\(p) \\(y) \\(y2) \\(t) \\(o)") }
            """) == ["-9.0 0.5 (x: 8.0, y: -82) 0.1111111111111111 2.0 1.0 Optional(-0.75)"])
    }

    /// What traps in Swift is an error at its place, never a crash of the tool.
    @Test func trapsAreLocatedErrors() throws {
        #expect(subset.problem("""
            #Preview { Text(verbatim: "\\(Int.min / -1)") }
            """) == "invalidValue@1:38")
        #expect(subset.problem("""
            let m = Int.min
            #Preview { Text(verbatim: "\\(-m)") }
            """) == "invalidValue@2:30")
        #expect(subset.problem("""
            #Preview { Text(verbatim: String(format: "%d", 1e30)) }
            """) == "typeMismatch@1:27")
        #expect(subset.problem("""
            #Preview { Text(verbatim: "\\(1 / 0)") }
            """) == "invalidValue@1:30")
    }
}
