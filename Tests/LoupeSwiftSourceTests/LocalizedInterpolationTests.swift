import LoupeJSON
import LoupeSwiftSource
import Testing

/// `Text("…\(x)…")` takes a `LocalizedStringKey`, whose interpolation writes each number by its format specifier:
/// `%lf` for a `Double` or `CGFloat`, `%f` for a `Float` — six decimals — and an `Int` as it is. The evidence is a UI
/// test of a public project run on iOS simulators (StanfordSpezi/SpeziViews, `ViewsTests.swift`: a
/// `Text("\(width)")` of a `CGFloat` width of 300 is found as the static text "300.000000"), and the keys Xcode
/// extracts from such literals (`"Canvas Size: width %lf, height %lf"`). `Text(verbatim:)` and a `String` variable
/// are written as Swift's `String` writes them.
// sdk-usage: Text(_:), Text(verbatim:), Double, CGFloat, Float, Int
@Suite struct LocalizedInterpolationTests {
    let subset = SwiftSubsetTests()

    @Test func numbersInATextsLiteral() throws {
        #expect(try subset.texts("""
            let width: CGFloat = 300
            let rating = 3.5
            let ratio: Float = 0.25
            let count = 42
            let name = "Ada"
            #Preview {
                VStack {
                    Text("\\(width) \\(rating) \\(ratio) \\(count) \\(name)")
                    Text(verbatim: "\\(width) \\(rating) \\(ratio) \\(count) \\(name)")
                    let line = "\\(rating)"
                    Text(line)
                }
            }
            """) == ["300.000000 3.500000 0.250000 42 Ada", "300.0 3.5 0.25 42 Ada", "3.5"])
    }

    /// A Bool in a `LocalizedStringKey` does not compile: an error at its place.
    @Test func aBoolIsRefused() throws {
        #expect(subset.problem("""
            let on = true
            #Preview { Text("\\(on)") }
            """) == "typeMismatch@2:20")
    }
}
