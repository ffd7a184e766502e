import LoupeJSON
import LoupeRender
import LoupeSwiftSource
import Testing

/// The front end's behaviour on small sources whose results are worked out by hand.
@Suite struct FrontEndTests {
    func scene(_ text: String, preview: String? = nil) throws -> SwiftScene {
        let file = try SwiftSourceFile(text: text, fileName: "Test.swift")
        return try file.scene(for: file.preview(matching: preview))
    }

    /// The error the source gives, if any.
    func failure(_ text: String) -> SwiftSourceError? {
        do {
            _ = try scene(text).document()
            return nil
        } catch let error as SwiftSourceError {
            return error
        } catch {
            Issue.record("not a SwiftSourceError: \(error)")
            return nil
        }
    }

    /// The error's family and place, `kind@line:column`: what a test pins, rather than the wording.
    func problem(_ text: String) -> String? {
        failure(text).map { "\($0.kind)@\($0.place.line):\($0.place.column)" }
    }

    @Test func stackLayoutFollowsSwiftUI() throws {
        // iPhone 15: safe area 393×759 from y 59. The stack is 100 wide and 50 + 10 + 30 = 90 tall, centred:
        // x (393 − 100) / 2 = 146.5, y 59 + (759 − 90) / 2 = 393.5; the blue view is centred in the stack's width.
        let source = """
            #Preview {
                VStack(spacing: 10) {
                    Color.red.frame(width: 100, height: 50).id("red")
                    Color.blue.frame(width: 80, height: 30).id("blue")
                }
            }
            """
        let renderer = try LoupeRenderer(threads: 1)
        let report = try renderer.layoutReport(for: renderer.loadSwiftPreview(source: source))
        let views = report.member("views")?.arrayValue ?? []
        func frame(_ id: String) -> [Double] {
            let view = views.first { $0.member("id")?.stringValue == id }
            let f = view?.member("frame")
            return ["x", "y", "width", "height"].map { f?.member($0)?.doubleValue ?? .nan }
        }
        #expect(frame("red") == [146.5, 393.5, 100, 50])
        #expect(frame("blue") == [156.5, 453.5, 80, 30])
    }

    @Test func constantsArithmeticInterpolationAndForEach() throws {
        let source = """
            let base = 10
            let names = ["A", "B"]
            #Preview {
                HStack(spacing: base * 2 - 4) {
                    ForEach(0..<names.count) { i in
                        Text("\\(names[i]) \\(i + 1)")
                    }
                }
            }
            """
        // Subscripts read the element: "A 1", "B 2".
        let texts = try scene(source).json.serializedExactly()
        #expect(texts.contains("\"string\": \"A 1\"") && texts.contains("\"string\": \"B 2\""))
        // An index out of range is an error at the subscript.
        #expect(problem(source.replacing("names[i]", with: "names[i + 1]")) == "invalidValue@6:21")
        let supported = """
            let base = 10
            #Preview {
                HStack(spacing: base * 2 - 4) {
                    ForEach(["A", "B"], id: \\.self) { name in Text("\\(name) \\(base / 4) \\(1.5 * 2)") }
                }
            }
            """
        let json = try scene(supported).json.serializedExactly()
        #expect(json.contains("\"spacing\": 16"))
        // A Text's literal is a LocalizedStringKey: it writes a Double with six decimals (`%lf`), an Int as it is.
        #expect(json.contains("\"string\": \"A 2 3.000000\""))
        #expect(json.contains("\"string\": \"B 2 3.000000\""))
    }

    @Test func previewsAreFoundAndChosen() throws {
        let file = try SwiftSourceFile(text: """
            #Preview("First") { Text("1") }
            @available(iOS 26.0, *)
            #Preview { Text("2") }
            #Preview("Third one") { Text("3") }
            """, fileName: "P.swift")
        #expect(file.previews.map(\.title) == ["First", "Preview 2", "Third one"])
        #expect(file.previews.map(\.place.line) == [1, 3, 4])
        #expect(try file.preview(matching: "Third one").number == 3)
        #expect(try file.preview(matching: "2").title == "Preview 2")
        #expect(file.previews.map(\.fileSafeName) == ["first", "2", "third-one"])
        #expect(throws: SwiftSourceError.self) { try file.preview(matching: "Fourth") }
    }

    @Test func snippetExpressionsAreNumberedPreviews() throws {
        let file = try SwiftSourceFile(text: """
            // Label below
            DraggablePositionView("Top").frame(width: 10)

            // Flipped label
            DraggablePositionView("Bottom").frame(width: 10)
            UserDefaults.standard.set([1.0, 2.0], forKey: "x")
            """, fileName: "S.swift")
        #expect(file.previews.map(\.number) == [1, 2])
        #expect(file.previews.map(\.place.line) == [2, 5])
    }

    @Test func unsupportedConstructsFailWithTheirPlace() {
        #expect(problem("#Preview {\n    DisclosureGroup { Text(\"a\") }\n}") == "unsupportedView@2:5")
        #expect(problem("#Preview {\n    Text(\"a\")\n        .sheet(isPresented: true) { Text(\"b\") }\n}") == "unsupportedModifier@3:10")
        #expect(problem("#Preview {\n    VStack { Text(\"a\")\n}") == "syntax@3:2")
    }

    @Test func recursionBetweenViewStructsIsAnError() {
        let message = failure("""
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { A() } }
            #Preview { A() }
            """)
        // Reported at the call that closes the cycle: A() inside B's body.
        #expect(message.map { "\($0.kind)@\($0.place.line):\($0.place.column)" } == "recursion@2:40")
        #expect(message?.message.contains("A → B → A") == true)
    }

    @Test func aVeryLongChainIsRefusedBeforeAnyRecursiveWalk() {
        let chain = String(repeating: ".padding(1)", count: 3000)
        let message = failure("#Preview { Text(\"x\")\(chain) }")
        #expect(message?.kind == .limit && message?.place.line == 1)
    }

    @Test func aGeometryReadersFrameIsShownByItsText() throws {
        // The reader fills the safe area inset by 10: its global origin is (10, 69), shown as a Text's string literal
        // (a LocalizedStringKey) writes a CGFloat, `%lf`; `Text(verbatim:)` writes it as Swift's String does.
        let source = """
            #Preview {
                GeometryReader { proxy in
                    Text("at \\(proxy.frame(in: .global).origin.x), \\(proxy.frame(in: .global).minY)").id("label")
                    Text(verbatim: "at \\(proxy.frame(in: .global).origin.x)").id("verbatim")
                }
                .padding(10)
            }
            """
        let renderer = try LoupeRenderer(threads: 1)
        let report = try renderer.layoutReport(for: renderer.loadSwiftPreview(source: source))
        let label = report.member("views")?.arrayValue?.first { $0.member("id")?.stringValue == "label" }
        #expect(label?.member("text")?.stringValue == "at 10.000000, 69.000000")
        let verbatim = report.member("views")?.arrayValue?.first { $0.member("id")?.stringValue == "verbatim" }
        #expect(verbatim?.member("text")?.stringValue == "at 10.0")
        // Anywhere else the proxy is known only at layout time.
        #expect(problem("#Preview {\n    GeometryReader { proxy in\n        Color.red.frame(width: proxy.size.width)\n    }\n}")
                == "unsupportedSwift@3:25")
    }

    @Test func manyOpenBracketsAreRefusedBeforeParsing() {
        // Brackets in comments and strings do not count: the 13th '[' of code is at column 28 + 12 = 40 of line 2.
        let message = failure("// [[[[[[[[[[[[[[[[[[[[\nlet x = \"[[[[[[[[[[[[[[\" + " + String(repeating: "[", count: 20))
        #expect(message.map { "\($0.kind)@\($0.place.line):\($0.place.column)" } == "limit@2:40")
        #expect(failure("let x = [[[[1]]]]\n#Preview { Text(\"[[[[[[[[[[[[[[[[\") }") == nil)
        // Code in a string's interpolation counts: the 13th '[' is at column 12 + 12 = 24.
        #expect(problem("let x = \"\\(" + String(repeating: "[", count: 20) + ")\"") == "limit@1:24")
        // Inside one string literal, the 17th: swift-syntax may read the text as code where this scan sees a string
        // (a regex literal hiding a '"', found by fuzz-swift). Column 10 + 16 = 26.
        #expect(problem("let x = \"" + String(repeating: "[", count: 30) + "\"") == "limit@1:26")
    }

    @Test func anApostropheInCodeOpensALiteralAsForTheParser() {
        // swift-syntax reads `'s … x'` as a string literal, so the `//` inside it starts no comment and the brackets
        // after the closing `'` are code (found by fuzz-swift: 50 of them there took minutes). "a's // b'" is 9
        // columns, so the 13th '[' is at column 10 + 12 = 22.
        #expect(problem("a's // b'" + String(repeating: "[", count: 20)) == "limit@1:22")
        // An apostrophe in a comment or a string is just a character; the brackets after it are the comment's.
        #expect(failure("// Loupe's [[[[[[[[[[[[[[[[[[[[\nlet s = \"it's\" // [[[[[[[[[[[[[[[[\n#Preview { Text(s) }") == nil)
    }

    @Test func aTokenTheLexerFindsWrongIsNamedWhereItIs() {
        // `@available (…)`: swift-syntax's lexer marks the `(` (column 12) for the whitespace before it, an error in
        // Swift 6; before, such an error was reported as a bare "syntax error" at the file's start.
        let error = failure("@available (iOS 16, *)\nstruct V: View { var body: some View { Text(\"a\") } }\n#Preview { V() }")
        #expect(error.map { "\($0.kind)@\($0.place.line):\($0.place.column)" } == "syntax@1:12")
        #expect(error?.message == "syntax error: extraneous leading whitespace at '('")
    }

    @Test func manyAtSignsWithoutANameAreRefusedBeforeParsing() {
        // swift-syntax's lookahead for an attribute without a name doubles its time with each (found by fuzz-swift:
        // fourteen `@ (` took seconds). "@ (" is 3 columns, so the ninth `@` is at column 3 × 8 + 1 = 25.
        #expect(problem(String(repeating: "@ (", count: 14)) == "limit@1:25")
        // `@@(`: both `@`s count (the first is followed by `@`), so the ninth is the first of the fifth pair, at
        // column 3 × 4 + 1 = 13.
        #expect(problem(String(repeating: "@@(", count: 10)) == "limit@1:13")
        // Eight are left to the parser (a regular expression literal may hold a few), which reports its own error.
        #expect(failure(String(repeating: "@ (", count: 8))?.kind == .syntax)
        // Named attributes do not count, nor `@` in strings and comments.
        #expect(failure("""
            // \(String(repeating: "@ (", count: 20))
            let s = "\(String(repeating: "@@", count: 20))"
            struct V: View {
                @State private var a = 1
                @Environment(\\.colorScheme) var scheme
                var body: some View { Text(s) }
            }
            #Preview { V() }
            """) == nil)
    }

    @Test func aMultilineStringInAOneLineInterpolationIsRefusedBeforeParsing() {
        // swift-syntax 603's parser traps on this (found by fuzz-swift); it is no valid Swift, so it is a syntax error
        // at the `"""`: column 5 (`"` 1, `\(` 2–3, `n` 4).
        #expect(problem(#"let a = "\(n""""""s E""""#.replacing("let a = ", with: "")) == "syntax@1:5")
        // A multi-line string inside a multi-line string's interpolation is Swift, and is read.
        #expect(failure("let s = \"\"\"\n\\(\"\"\"\nin\n\"\"\")\n\"\"\"\n#Preview { Text(s) }") == nil)
    }

    @Test func manyOpenParenthesesAreRefusedBeforeParsing() {
        // swift-syntax's recovery looks ahead once for each '(' left open (found by fuzz-swift). "let x = " is 8
        // columns, so the 101st '(' is at column 9 + 100 = 109.
        #expect(problem("let x = " + String(repeating: "(", count: 150)) == "limit@1:109")
        // A string's interpolation counts too: 100 of code, then the `(` of `"\(` at column 8 + 100 + 3 = 111.
        #expect(problem("let x = " + String(repeating: "(", count: 100) + "\"\\(1)\"") == "limit@1:111")
        // In a string or a comment they do not count, and closed ones free their place (8 × 15 opened, 15 at most
        // at once).
        #expect(failure("""
            // \(String(repeating: "(", count: 150))
            let x = "\(String(repeating: "(", count: 150))"
            let y = \(Array(repeating: String(repeating: "(", count: 15) + "1" + String(repeating: ")", count: 15), count: 8).joined(separator: " + "))
            #Preview { Text(x + "\\(y)") }
            """) == nil)
    }

    @Test func anAttributeAfterLetOrVarIsRefusedBeforeParsing() {
        // swift-syntax 603's parser keeps such an attribute twice, doubling the tree with each one nested in another's
        // argument (found by fuzz-swift). The `@` is at column 5 + 4 = 9 of line 2, past a comment at 5 + 4 + 8 = 17.
        #expect(problem("struct A {\n    let @State var x = 1\n}") == "syntax@2:9")
        #expect(problem("struct A {\n    var /* c */ @State x = 1\n}") == "syntax@2:17")
        #expect(problem(String(repeating: "let@S({", count: 30)) == "syntax@1:4")
        // Attributes in their places, a word ending in "let", and the words in a string or a comment are Swift.
        #expect(failure("""
            struct A: View {
                @State var outlet = "let @x" // var @y
                var body: some View { Text(outlet) }
                func take(_ f: inout @Sendable () -> Void) {}
            }
            #Preview { A() }
            """) == nil)
    }

    @Test func lineLimitReachesEveryTextInside() throws {
        let json = try scene("""
            #Preview {
                VStack {
                    Text("a").lineLimit(2)
                    Text("b").font(.caption)
                }
                .lineLimit(1)
            }
            """).json.serializedExactly()
        // The inner setting wins for "a"; "b" gets the stack's.
        #expect(json.contains("\"string\": \"a\",\n            \"lineLimit\": 2"))
        #expect(json.contains("\"string\": \"b\",\n            \"lineLimit\": 1"))
        // A colour has no text for the limit: nothing changes, with a warning; a control's title is not a Text.
        #expect(problem("#Preview {\n    Color.red.lineLimit(1)\n}") == nil)
        #expect(problem("#Preview {\n    Button(\"Go\") {}.lineLimit(1)\n}") == "unsupportedModifier@2:21")
    }

    @Test func invisibleModifiersAreSkippedWithAWarning() throws {
        let result = try scene("#Preview {\n    Text(\"a\")\n        .onTapGesture { }\n        .padding(4)\n}")
        #expect(result.warnings.map(\.description)
                == ["Test.swift:3:10: warning: '.onTapGesture' skipped: it has no visible effect in a still picture"])
        #expect(result.json.member("body")?.member("modifiers")?.arrayValue?.count == 1)
        let traits = try scene("#Preview(\"Wide\", traits: .modifier(Bordered())) { Text(\"a\") }")
        #expect(traits.warnings.map(\.place.column) == [18])
    }

    @Test func theSceneDecodersErrorsPointAtTheSwift() {
        // Reported at the argument that holds the value.
        #expect(problem("#Preview {\n    Text(\"a\")\n        .opacity(1.5)\n}") == "invalidValue@3:18")
        // Color.opacity is the colour's own method: the colour is out of range, at the Color view.
        #expect(problem("#Preview {\n    Color.red\n        .opacity(1.5)\n}") == "invalidValue@2:5")
    }

    @Test func strokesAndFillsAreTheShapesOwn() throws {
        let json = try scene("""
            #Preview {
                VStack {
                    Circle().stroke(.red, lineWidth: 4)
                    Capsule().strokeBorder(lineWidth: 2).frame(height: 20)
                    Rectangle().stroke()
                    Circle().fill(.orange)
                }
            }
            """).json.serializedExactly().filter { !$0.isWhitespace }
        #expect(json.contains(#"{"Circle":{"stroke":{"style":"red","lineWidth":4}}}"#))
        #expect(json.contains(#"{"Capsule":{"strokeBorder":{"lineWidth":2}},"modifiers":[{"frame":{"height":20}}]}"#))
        #expect(json.contains(#"{"Rectangle":{"stroke":{}}}"#))
        #expect(json.contains(#"{"Circle":{},"modifiers":[{"foregroundStyle":"orange"}]}"#))
        // Shape methods: not after a modifier, not twice.
        #expect(problem("#Preview {\n    Circle()\n        .padding(4).stroke()\n}") == "unsupportedModifier@3:21")
        #expect(problem("#Preview { Circle().stroke().strokeBorder() }") == "unsupportedModifier@1:30")
        #expect(failure("#Preview { Text(\"a\").fill(.red) }")?.message.hasPrefix("'.fill(_:)' applies to Rectangle(), Circle()") == true)
        #expect(try previewBody("Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 1))")
                == #"{"Circle":{"stroke":{"style":"red","lineWidth":2,"dash":[4,2],"dashPhase":1}}}"#)
        #expect(try previewBody("Ellipse().strokeBorder(style: StrokeStyle(lineWidth: 3))") == #"{"Ellipse":{"strokeBorder":{"lineWidth":3}}}"#)
        #expect(problem("#Preview { Circle().stroke(lineWidth: -2) }") == "invalidValue@1:28")
    }

    @Test func aNavigationViewIsTheScenesNavigationStack() throws {
        let json = try scene("""
            #Preview {
                NavigationView {
                    VStack { Text("a") }
                        .navigationTitle("Screen")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
            """).json.serializedExactly().filter { !$0.isWhitespace }
        #expect(json == #"{"body":{"NavigationStack":{"content":[{"VStack":{"content":[{"Text":{"string":"a"}}]},"modifiers":[{"navigationTitle":"Screen"},{"navigationBarTitleDisplayMode":"inline"}]}]}}}"#)
        // Only at the root, and around one view: the decoder's errors, at the Swift.
        #expect(problem("#Preview {\n    VStack {\n        NavigationStack { Text(\"a\") }\n    }\n}") == "invalidValue@3:9")
        #expect(problem("#Preview {\n    NavigationStack {\n        Text(\"a\")\n        Text(\"b\")\n    }\n}") == "invalidValue@2:5")
        // A modifier on the stack itself: a title there does nothing (a warning); anything else is an error.
        let outside = try scene("#Preview {\n    NavigationStack { Text(\"a\") }\n        .navigationTitle(\"Outside\")\n}")
        #expect(outside.warnings.map(\.description) == ["Test.swift:3:10: warning: '.navigationTitle(_:)' skipped: on the NavigationStack itself it has no effect (give it to the stack's content)"])
        #expect(problem("#Preview {\n    NavigationStack { Text(\"a\") }\n        .padding()\n}") == "unsupportedModifier@3:10")
    }

    @Test func aViewFactoryIsCalledForEveryCellTheArrayDoesNotGive() throws {
        func cells(_ model: String) throws -> [String] {
            let json = try scene("""
                class Factory: ViewFactoryProtocol {
                    func makeView(row r: Int, col: Int) -> AnyView {
                        let label = "\\(r)-\\(col)"
                        return AnyView(Text(label))
                    }
                }
                #Preview { GridDragView(gridDragViewModel: \(model)) }
                """).json
            let list = json.member("body")?.member("GridDragView")?.member("cells")?.arrayValue ?? []
            return list.compactMap { $0.member("Text")?.member("string")?.stringValue }
        }
        // makeView runs as Swift runs it: the first `return` reached wins, `guard` and `if` / `else if` choose.
        let flow = try scene("""
            class F: ViewFactoryProtocol {
                func makeView(row: Int, col: Int) -> AnyView {
                    if row == col { return AnyView(Color.green) }
                    guard row < 2 else { return AnyView(Color.blue) }
                    let c = row + col
                    if c == 1 {
                        return AnyView(Color.yellow)
                    } else if c == 3 {
                        return AnyView(Color.orange)
                    }
                    return AnyView(Color.red)
                }
            }
            #Preview { GridDragView(gridDragViewModel: GridDragViewModel(rows: 3, cols: 3, cellSize: 0, viewFactory: F(), cells: nil)) }
            """).json.member("body")?.member("GridDragView")?.member("cells")?.arrayValue ?? []
        #expect(flow.compactMap { $0.member("Color")?.stringValue }
                == ["green", "yellow", "red", "yellow", "green", "orange", "blue", "blue", "green"])
        // Identity row × cols + col, row by row.
        #expect(try cells("GridDragViewModel(rows: 2, cols: 3, cellSize: 0, viewFactory: Factory(), cells: nil)")
                == ["0-0", "0-1", "0-2", "1-0", "1-1", "1-2"])
        // Given cells win where they exist; the factory makes the rest.
        #expect(try cells("""
            GridDragViewModel(rows: 2, cols: 3, cellSize: 0, viewFactory: Factory(), cells: [
                GridDragViewModel.GridCell(cell: AnyView(Text("a"))), GridDragViewModel.GridCell(cell: AnyView(Text("b")))])
            """) == ["a", "b", "0-2", "1-0", "1-1", "1-2"])
        #expect(problem("""
            class Factory: ViewFactoryProtocol {
                func makeView(row: Int, col: Int) -> AnyView { AnyView(Text("x")) }
            }
            #Preview { GridDragView(gridDragViewModel: GridDragViewModel(rows: 200, cols: 2, cellSize: 0, viewFactory: Factory(), cells: nil)) }
            """) == "limit@4:95")
        #expect(problem("""
            class Factory: ViewFactoryProtocol {
                func makeView(row: Int, col: Int) -> AnyView {
                    Text("x")
                    Text("y")
                }
            }
            #Preview { GridDragView(gridDragViewModel: GridDragViewModel(rows: 1, cols: 1, cellSize: 0, viewFactory: Factory(), cells: nil)) }
            """) == "missingArgument@2:10")
        #expect(problem("""
            class Factory: ViewFactoryProtocol {
                func makeView(row: Int, col: Int) -> AnyView {
                    return Group { Text("x"); Text("y") }
                }
            }
            #Preview { GridDragView(gridDragViewModel: GridDragViewModel(rows: 1, cols: 1, cellSize: 0, viewFactory: Factory(), cells: nil)) }
            """) == "typeMismatch@2:10")
    }

    @Test func stateIsReadAsItsInitialValueAndIfLetBinds() throws {
        let json = try scene("""
            struct Card: View {
                @State private var offset: CGFloat = 12
                var title: String? = "T"
                var body: some View {
                    if let title { Text(title).offset(y: offset) } else { EmptyView() }
                }
            }
            """).json.serializedExactly()
        #expect(json.contains("\"string\": \"T\""))
        #expect(json.contains("\"y\": 12"))
    }

    /// Loupe's own source declares the views and modifiers its previews use; they are drawn as Loupe draws them, not
    /// evaluated (their bodies need a running app: coordinators, geometry, preferences).
    @Test func loupesOwnDeclarationsAreImplementationNotPreviews() throws {
        let json = try scene("""
            import SwiftUI
            public extension View {
                func visualLayoutGuideInteractions(dragEnabled: Bool = false, persistenceEnabled: Bool = false) -> some View {
                    environment(\\.overlayCoordinator, OverlayPositionCoordinator())
                }
            }
            public struct VisualLayoutGuide: View {
                let label: String
                public init(_ label: String) { self.label = label }
                public var body: some View { GeometryReader { proxy in Text(label).onAppear { } } }
            }
            #Preview {
                VisualLayoutGuide("Bounds").visualLayoutGuideInteractions(dragEnabled: true)
            }
            """).json.serializedExactly()
        #expect(json.contains("\"VisualLayoutGuide\": {\n      \"label\": \"Bounds\""), "\(json)")
        #expect(json.contains("\"visualLayoutGuideInteractions\""), "\(json)")
        #expect(json.contains("\"dragEnabled\": true"), "\(json)")
    }
}
