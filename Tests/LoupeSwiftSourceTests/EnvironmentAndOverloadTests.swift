import LoupeSwiftSource
import Testing

/// Custom environment values with their declared defaults and overrides, the colour scheme a body reads, and
/// overloads chosen by their parameters' types. The expected texts of the overloads are what `swiftc` printed.
// sdk-usage: EnvironmentKey, @Entry, @Environment, \.colorScheme, .preferredColorScheme
@Suite struct EnvironmentAndOverloadTests {
    let subset = SwiftSubsetTests()

    static let themed = """
        struct Theme { var accent: String = "teal"; var padding: CGFloat = 12 }
        private struct ThemeKey: EnvironmentKey { static let defaultValue = Theme() }
        extension EnvironmentValues {
            var chatTheme: Theme {
                get { self[ThemeKey.self] }
                set { self[ThemeKey.self] = newValue }
            }
            @Entry var edgePadding: CGFloat = 16
        }
        struct Row: View {
            @Environment(\\.chatTheme) var theme
            @Environment(\\.edgePadding) var edge
            @Environment(\\.colorScheme) var scheme
            var body: some View { Text(verbatim: "\\(theme.accent) \\(theme.padding) \\(edge) \\(scheme)") }
        }
        """

    /// An `EnvironmentKey`'s `defaultValue` and an `@Entry`'s initial value where nothing sets them; a value given
    /// by `.environment` takes the declared type (`4` is a `CGFloat`, written 4.0).
    @Test func customEnvironmentValues() throws {
        #expect(try subset.texts(Self.themed + "\n" + """
            #Preview { VStack { Row(); Row().environment(\\.edgePadding, 4) } }
            """) == ["teal 12.0 16.0 light", "teal 12.0 4.0 light"])
    }

    /// `.preferredColorScheme(.dark)` written after the view: its body reads dark, as SwiftUI hands the scheme down.
    @Test func preferredSchemeReachesTheBodyBeforeIt() throws {
        #expect(try subset.texts(Self.themed + "\n" + """
            #Preview { Row().preferredColorScheme(.dark) }
            """) == ["teal 12.0 16.0 dark"])
    }

    /// The scheme the command line draws in is the one a body reads.
    @Test func commandLineSchemeIsTheOneRead() throws {
        let file = try SwiftSourceFile(text: Self.themed + "\n#Preview { Row() }", fileName: "S.swift")
        file.colorScheme = "dark"
        let json = try file.scene(for: file.preview(matching: nil)).json.serializedExactly()
        #expect(json.contains(#""string": "teal 12.0 16.0 dark""#))
    }

    @Test func overloadsByTheirParametersTypes() throws {
        #expect(try subset.texts("""
            func label(_ x: Int) -> String { "int \\(x)" }
            func label(_ x: String) -> String { "string \\(x)" }
            func label(_ x: Double) -> String { "double \\(x)" }
            func size(_ x: Double) -> String { "d \\(x)" }
            func size(_ x: Int) -> String { "i \\(x)" }
            struct P { var v: String; init(_ x: Int) { v = "pi" }; init(_ x: String) { v = "ps" } }
            #Preview { Text(verbatim: "\\(label("a")) \\(label(1)) \\(label(1.5)) \\(size(2)) \\(size(2.5)) \\(P("x").v) \\(P(3).v)") }
            """) == ["string a int 1 double 1.5 i 2 d 2.5 ps pi"])
    }
}
