#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import LoupeSwiftSource
import Testing

/// What the code of the eighth unseen set showed missing or mis-read (session 46, `docs/swift-source.md`): each text
/// is what swiftc 6.3.1 printed for the same code, or worked out by hand where Apple's Foundation is not Linux's.
// sdk-usage: super, URL(filePath:), NumberFormatter, NumberFormatter(), .string(for:), .reserveCapacity, Calendar.date(byAdding:to:), NSNumber, NSNumber(value:), .doubleValue, .intValue, .boolValue, TextField(_:text:prompt:)
@Suite struct EighthSetFindingsTests {
    let subset = SwiftSubsetTests()
    let modules = ModuleTests()

    /// A subclass of the module's class: its superclass's stored properties, methods and (where it declares none)
    /// initializers; `super.init`, `super.method()` and `super.property`, with `self`'s overrides dispatched
    /// dynamically. swiftc prints `[square 4] shape shape 3 true`.
    @Test func aSubclassInheritsAndCallsThroughSuper() throws {
        #expect(try subset.texts("""
            class Shape2 { var sides: Int; var name: String { "shape" }
              init(sides: Int) { self.sides = sides }
              func label() -> String { "\\(name) \\(sides)" } }
            class Square: Shape2 { override var name: String { "square" }
              init() { super.init(sides: 4) }
              override func label() -> String { "[" + super.label() + "] " + super.name } }
            class Tri: Shape2 { var filled = true }
            #Preview { Text(verbatim: "\\(Square().label()) \\(Tri(sides: 3).label()) \\(Tri(sides: 3).filled)") }
            """) == ["[square 4] shape shape 3 true"])
        // A superclass the module does not declare (UIKit's, NSObject) is refused where `super` is used.
        #expect(subset.problem("""
            import Foundation
            final class Model: NSObject { var n = 1; override init() { super.init() } }
            #Preview { Text("\\(Model().n)") }
            """) == "unsupportedSwift@2:60")
    }

    /// A static method of the module's extension of another type, called bare from another static (swiftc: `Hi A`);
    /// variadic parameters (swiftc: `6 1.5 0.75`); a sized integer's initializer keeps its width (swiftc: `44`);
    /// `URL(filePath:)` (swiftc: `a.txt file:///tmp/a.txt`).
    @Test func staticsVariadicsSizedIntegersAndFileURLs() throws {
        #expect(try subset.texts("""
            extension String { static func greet(_ n: String) -> String { "Hi " + n }; static var hello: String { greet("A") } }
            func f4(_ x: Int...) -> Int { x.reduce(0, +) }
            func f5(_ xs: Double..., scale: Double = 2) -> Double { xs.reduce(0, +) / scale }
            let a = UInt8(200)
            let u = URL(filePath: "/tmp/a.txt")
            #Preview { VStack {
                Text(String.hello)
                Text(verbatim: "\\(f4(1, 2, 3)) \\(f5(1, 2)) \\(f5(1, 2, scale: 4))")
                Text(verbatim: "\\(a &+ 100)")
                Text(verbatim: "\\(u.lastPathComponent) \\(u.absoluteString)")
            } }
            """) == ["Hi A", "6 1.5 0.75", "44", "a.txt file:///tmp/a.txt"])
    }

    /// `date(byAdding: DateComponents(month: 1, day: -7), to:)` adds each component (swiftc, in UTC: `1/25/1970`);
    /// `reserveCapacity` changes no value; `$flag.animation()` is the same binding (the toggle is drawn).
    @Test func componentsAddedCapacityReservedAndAnimatedBindings() throws {
        #expect(try subset.texts("""
            let start = Calendar.current.date(byAdding: DateComponents(month: 1, day: -7), to: Date(timeIntervalSince1970: 0))!
            struct V: View {
                @State private var on = true
                var body: some View {
                    var xs = [1]
                    xs.reserveCapacity(10)
                    return VStack {
                        Text(start.formatted(date: .numeric, time: .omitted) + "\\(xs)")
                        Toggle("Animated", isOn: $on.animation())
                    }
                }
            }
            #Preview { V() }
            """) == ["1/25/1970[1]"])
    }

    /// `NumberFormatter` as Apple's systems set it, each property on ICU's formatter at once: a style sets its
    /// fraction digits (currency 2, decimal 0…3, percent 0), and of a minimum and maximum that conflict the one set
    /// last wins. Worked out by hand from those rules: 1234.567 in currency is `$1,234.57`, with no fraction digits
    /// after `$1,235`; decimal then one digit `1,234.6`; one digit then decimal (the style resets it) `1,234.567`;
    /// 0.256 in percent with a minimum of one digit `25.6%`. (swift-corelibs-foundation applies the properties in a
    /// fixed order instead, so swiftc on Linux prints `$1,234.57` for the second.)
    @Test func numberFormattersPropertiesChangeAsOnApplesSystems() throws {
        #expect(try subset.texts("""
            final class Currency {
                static var base: NumberFormatter { let f = NumberFormatter(); f.numberStyle = .currency; f.usesGroupingSeparator = true; return f }
                static let whole = { let f = base; f.maximumFractionDigits = 0; return f }()
            }
            let dec: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .decimal; f.maximumFractionDigits = 1; return f }()
            let dec2: NumberFormatter = { let f = NumberFormatter(); f.maximumFractionDigits = 1; f.numberStyle = .decimal; return f }()
            let pct: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .percent; f.minimumFractionDigits = 1; return f }()
            #Preview { VStack {
                Text(Currency.base.string(for: 1234.567 as NSNumber) ?? "NaN"); Text(Currency.whole.string(for: 1234.567 as NSNumber) ?? "NaN")
                Text(dec.string(from: 1234.567)!); Text(dec2.string(from: 1234.567)!); Text(pct.string(from: 0.256)!)
            } }
            """) == ["$1,234.57", "$1,235", "1,234.6", "1,234.567", "25.6%"])
    }

    /// A leading-dot case named like a colour is the case a parameter takes (`.fontWeight(.black)`); a static
    /// property whose evaluation fails reports its own error, where it fails, rather than the member unresolved.
    @Test func casesNamedLikeColoursAndStaticsThatFail() throws {
        #expect(subset.problem("#Preview { Text(\"A\").fontWeight(.black) }") == nil)
        #expect(subset.problem("""
            struct Profile { let name: String; let photo: Image }
            struct ProfileView: View {
                let profile: Profile = .standard
                var body: some View { profile.photo.resizable() }
            }
            extension Profile { static var standard: Profile { Profile(name: "A", photo: Image("Cover")) } }
            #Preview { ProfileView() }
            """) == "undeclared@6:84")
    }

    /// A `PreviewProvider` nested in the view it previews reaches that view's code, and through it the module's
    /// other files (the row, declared in another file, is found).
    @Test func aProviderNestedInItsViewReachesTheModule() throws {
        let root = try modules.folder([
            "App/Row.swift": "import SwiftUI\nstruct Row: View { var body: some View { Text(\"row\") } }\n",
            "App/ContentView.swift": """
                import SwiftUI
                struct ContentView: View {
                    var body: some View { VStack { Row() } }
                    struct ContentView_Previews: PreviewProvider {
                        static var previews: some View { ContentView() }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadSwiftPreview(fromFile: root.appendingPathComponent("App/ContentView.swift").path,
                                                  module: root.appendingPathComponent("App").path, overrides: RenderOverrides(scale: 1))
        #expect(try modules.texts(of: scene) == ["row"])
    }

    /// Xcode's generated colour symbols drop a set's `Color` suffix (`AccentColor` is `.accent`), and a set's symbol
    /// fills a shape given with `.background(_:in:)`. Two 10-point squares, stacked and centred in the 393 × 759
    /// safe area from y 59: rows at 59 + (759 − 20) / 2 = 428.5 and 438.5, x 191.5 to 201.5.
    @Test func generatedColourSymbolsAsShapeStyles() throws {
        func set(_ red: String, _ green: String, _ blue: String) -> String {
            #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "\#(red)", "green": "\#(green)", "blue": "\#(blue)", "alpha": "1.000"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
        }
        let root = try modules.folder([
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": set("1.000", "0.000", "0.000"),
            "App/Assets.xcassets/wb.colorset/Contents.json": set("0.000", "0.000", "1.000"),
            "App/Preview.swift": """
                import SwiftUI
                #Preview {
                    VStack(spacing: 0) {
                        Rectangle().foregroundStyle(.accent).frame(width: 10, height: 10)
                        Color.clear.frame(width: 10, height: 10).background(.wb, in: .rect(cornerRadius: 0))
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadSwiftPreview(fromFile: root.appendingPathComponent("App/Preview.swift").path,
                                                  module: root.appendingPathComponent("App").path, overrides: RenderOverrides(scale: 1))
        let canvas = try renderer.render(renderer.layOut(scene))
        let top = canvas.pixel(x: 196, y: 433), bottom = canvas.pixel(x: 196, y: 443)
        #expect([top.red, top.green, top.blue] == [255, 0, 0])
        #expect([bottom.red, bottom.green, bottom.blue] == [0, 0, 255])
    }

    /// `.lineLimit` and the other settings for text reaching only shapes, colours and images change nothing: skipped
    /// with a warning, as modifiers with no visible effect are; reaching a control whose text is not a `Text` (a
    /// button's title) they stay refused.
    @Test func textSettingsOverNoTextChangeNothing() throws {
        let scene = try FrontEndTests().scene("#Preview { HStack { Color.red.frame(width: 10, height: 10); Image(systemName: \"star\") }.lineLimit(2).underline() }")
        #expect(scene.warnings.map(\.message) == ["'.lineLimit' skipped: it has no visible effect here (no text inside)",
                                                  "'.underline' skipped: it has no visible effect here (no text inside)"])
        #expect(subset.problem("#Preview { Button(\"A long title\") {}.lineLimit(1) }") == "unsupportedModifier@1:38")
    }

    /// `NSNumber(value:)` is the number it boxes, for a formatter and its readings (swiftc: `1,234.5 3 7.0 2.5
    /// false`); written into a string it is refused, as Apple's Foundation writes 3.0 as `3`.
    @Test func nsNumbersAreTheNumbersTheyBox() throws {
        #expect(try subset.texts("""
            let f: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .decimal; return f }()
            #Preview { Text(verbatim: "\\(f.string(from: NSNumber(value: 1234.5))!) \\(NSNumber(value: 3.9).intValue) \\(NSNumber(value: 7).doubleValue) \\(NSNumber(value: 2.5).floatValue) \\(NSNumber(value: 0).boolValue)") }
            """) == ["1,234.5 3 7.0 2.5 false"])
        #expect(subset.problem(#"#Preview { Text(verbatim: "\(NSNumber(value: 3.0))") }"#) == "unsupportedSwift@1:30")
    }

    /// A field's prompt is the placeholder iOS shows while it is empty; its title or label is not drawn.
    @Test func aPromptIsTheFieldsPlaceholder() throws {
        for source in [#"#Preview { TextField("Username", text: .constant(""), prompt: Text("Required")) }"#,
                       #"#Preview { TextField(text: .constant(""), prompt: Text("Required")) { Text("Username") } }"#] {
            let json = try FrontEndTests().scene(source).json.serializedExactly()
            #expect(json.contains(#""placeholder": "Required""#), "\(json)")
            #expect(!json.contains("Username"))
        }
    }

    /// Trailing closures fill the parameters that take functions, by SE-0286's forward scan: `Field { … } content:
    /// { … }` calls `init(title:content:)`, never an overload whose next parameter is a `LocalizedStringKey`, and
    /// `Field("foo") { … }` the title one.
    @Test func trailingClosuresChooseTheOverloadThatTakesThem() throws {
        #expect(try subset.texts("""
            struct Field<Title: View, Content: View>: View {
                private let title: Title
                private let content: Content
                init(@ViewBuilder title: () -> Title, @ViewBuilder content: () -> Content) { self.title = title(); self.content = content() }
                var body: some View { VStack { title; content } }
            }
            extension Field where Title == Text {
                init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.title = Text(titleKey); self.content = content() }
                init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { self.title = Text(title); self.content = content() }
            }
            #Preview { VStack { Field("foo") { Text("bar") }; Field { Text("t") } content: { Text("c") } } }
            """) == ["foo", "bar", "t", "c"])
    }

    /// `UIImage(named:)` is nil where the module's catalogs have no such set, as on the device, so the code's
    /// fallback (`?? UIImage()`) is taken: an image of no pixels, laid out 0 × 0.
    @Test func aMissingUIImageIsNilAndAnEmptyOneHasNoSize() throws {
        let root = try modules.folder([
            "App/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "App/P.swift": """
                import SwiftUI
                #Preview { VStack { Image(uiImage: UIImage(named: "missing") ?? UIImage()); Image(uiImage: UIImage()) } }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadSwiftPreview(fromFile: root.appendingPathComponent("App/P.swift").path,
                                                  module: root.appendingPathComponent("App").path, overrides: RenderOverrides(scale: 1))
        let views = try renderer.layoutReport(for: scene).member("views")?.arrayValue ?? []
        let empties = views.filter { $0.member("kind")?.stringValue == "Color" }
        #expect(empties.count == 2)
        #expect(empties.allSatisfy { $0.member("frame")?.member("width")?.doubleValue == 0 && $0.member("frame")?.member("height")?.doubleValue == 0 })
    }

    /// Names of Apple's frameworks that are not evaluated, and an older style type given arguments, are refused as
    /// such rather than as names no file declares.
    @Test func applesUnevaluatedNamesAreRefusedAsSuch() throws {
        let style = FrontEndTests().failure("#Preview { ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .gray)) }")
        #expect(style?.message.hasPrefix("'CircularProgressViewStyle(tint:)' is not supported") == true)
        let map = FrontEndTests().failure("#Preview { let p: MapCameraPosition = .automatic; Text(verbatim: \"\\(p)\") }")
        #expect(map?.message.hasPrefix("'MapCameraPosition' (MapKit) is not evaluated yet") == true, "\(String(describing: map))")
    }
}

