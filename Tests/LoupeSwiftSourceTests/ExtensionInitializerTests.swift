#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeSwiftSource
import Testing

/// Initializers a module adds to SwiftUI's types, and the Swift their bodies are written in: hex colours parsed with
/// `Scanner`, `CharacterSet`, shifts and masks; SwiftGen's generated `Image(asset:)`; nested types of extensions.
/// Components are worked out by hand (0x80 = 128, 128 / 255 = 0.50196…, which a scene writes to four places: 0.502); Swift values were printed by
/// swiftc 6.3 for the same code.
// sdk-usage: Scanner, CharacterSet, .scanHexInt64, .inverted, Bundle(for:)
@Suite struct ExtensionInitializerTests {
    func body(_ source: String) throws -> String { try SwiftSubsetAdditionsTests().body(source) }
    func texts(_ source: String) throws -> [String] { try SwiftSubsetTests().texts(source) }

    /// The most copied hex initializer: "#FF8000" is 255, 128, 0; "0F8" (12-bit) 0, 15 × 17, 8 × 17 = 0, 255, 136.
    @Test func aHexColourInitializerWithScanner() throws {
        let json = try body("""
            extension Color {
                init(hex: String) {
                    let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                    var int: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&int)
                    let a, r, g, b: UInt64
                    switch hex.count {
                    case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                    case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                    case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
                    default: (a, r, g, b) = (1, 1, 1, 0)
                    }
                    self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue:  Double(b) / 255, opacity: Double(a) / 255)
                }
            }
            #Preview { VStack { Color(hex: "#FF8000"); Color(hex: "0F8") } }
            """)
        #expect(json == #"{"VStack":{"content":[{"Color":{"red":1,"green":0.502,"blue":0,"opacity":1}},{"Color":{"red":0,"green":1,"blue":0.5333,"opacity":1}}]}}"#)
    }

    /// A hex integer masked and shifted (0x336699: 51, 102, 153 = 0.2, 0.4, 0.6), a `UInt` parameter with an
    /// `alpha:` default, and a failable initializer reading `UInt64(_:radix:)` whose nil falls back to `.red`.
    @Test func otherHexInitializers() throws {
        let json = try body("""
            extension Color {
                init(hexString: String) {
                    var hexSanitized = hexString.trimmingCharacters(in: .whitespacesAndNewlines)
                    hexSanitized = hexSanitized.replacingOccurrences(of: "#", with: "")
                    var rgb: UInt64 = 0
                    Scanner(string: hexSanitized).scanHexInt64(&rgb)
                    self.init(red: Double((rgb & 0xFF0000) >> 16) / 255.0, green: Double((rgb & 0x00FF00) >> 8) / 255.0,
                              blue: Double(rgb & 0x0000FF) / 255.0)
                }
                init(hex: UInt, alpha: Double = 1) {
                    self.init(.sRGB, red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 08) & 0xff) / 255,
                              blue: Double((hex >> 00) & 0xff) / 255, opacity: alpha)
                }
                init?(code: String) {
                    guard let value = UInt64(code.dropFirst(), radix: 16) else { return nil }
                    self.init(red: Double(value >> 16) / 255, green: 0, blue: 0)
                }
            }
            #Preview {
                VStack {
                    Color(hexString: " #336699 ")
                    Color(hex: 0xFF8000, alpha: 0.5)
                    Color(code: "#800000") ?? .red
                    Color(code: "#zz") ?? .red
                }
            }
            """)
        #expect(json == #"{"VStack":{"content":[{"Color":{"red":0.2,"green":0.4,"blue":0.6}},{"Color":{"red":1,"green":0.502,"blue":0,"opacity":0.5}},{"Color":{"red":0.502,"green":0,"blue":0}},{"Color":"red"}]}}"#)
    }

    /// swiftc: `true 16744448 | true 248 | false 0 | true 255 | true 255 | false 0 | true 255` for "FF8000", "0F8",
    /// "zz", "0xFF", "  FF", "#FF", "FFzz" (a failed scan leaves 0), and `Optional(255) nil` for `scanUInt64`.
    @Test func scannerReadsHexadecimalAsFoundationDoes() throws {
        #expect(try texts(#"""
            func scan(_ s: String) -> String {
                var v: UInt64 = 7
                let ok = Scanner(string: s).scanHexInt64(&v)
                return "\(ok) \(v)"
            }
            #Preview {
                VStack {
                    Text(verbatim: ["FF8000", "0F8", "zz", "0xFF", "  FF", "#FF", "FFzz"].map(scan).joined(separator: " | "))
                    Text(verbatim: "\(String(describing: Scanner(string: "FF").scanUInt64(representation: .hexadecimal))) \(String(describing: Scanner(string: "#").scanUInt64(representation: .hexadecimal)))")
                }
            }
            """#) == ["true 16744448 | true 248 | false 0 | true 255 | true 255 | false 0 | true 255", "Optional(255) nil"])
    }

    /// SwiftGen's generated images: `extension SwiftUI.Image { init(asset:) }` reaching the image through
    /// `Bundle(for:)`; here the asset names a symbol so that no catalog is needed.
    @Test func swiftGenStyleImageInitializer() throws {
        let json = try body("""
            struct ImageAsset { var name: String }
            enum Asset { static let star = ImageAsset(name: "star") }
            private final class BundleToken {
                static let bundle: Bundle = {
                    #if SWIFT_PACKAGE
                    return Bundle.module
                    #else
                    return Bundle(for: BundleToken.self)
                    #endif
                }()
            }
            extension SwiftUI.Image {
                init(asset: ImageAsset) {
                    let bundle = BundleToken.bundle
                    self.init(systemName: asset.name)
                    _ = bundle
                }
            }
            #Preview { Image(asset: Asset.star) }
            """)
        #expect(json == #"{"Image":{"systemName":"star"}}"#)
    }

    /// A view model declared in another file's `extension ContentView { … }` is named bare inside `ContentView`.
    @Test func aTypeNestedInAnotherFilesExtension() throws {
        let root = try ModuleTests().folder([
            "App/ContentView.swift": """
                import SwiftUI
                struct ContentView: View {
                    @StateObject private var model = ViewModel()
                    var body: some View { Text(verbatim: model.title) }
                }
                #Preview { ContentView() }
                """,
            "App/ContentView+Model.swift": """
                import Foundation
                extension ContentView {
                    final class ViewModel: ObservableObject { @Published var title = "Hi" }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try SwiftSourceFile(contentsOf: root.appendingPathComponent("App/ContentView.swift").path)
        file.module = SwiftModule(directory: root.appendingPathComponent("App").path, origin: "--module")
        let json = try file.scene(for: file.preview(matching: nil)).json.member("body")?.serialized() ?? ""
        #expect(json.filter { $0 != " " && $0 != "\n" } == #"{"Text":{"string":"Hi"}}"#)
    }
}
