#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeJSON
import LoupeRender
import LoupeSwiftSource
import Testing

/// A preview sees every declaration of its module, found by SwiftPM's and Xcode's conventions or named with
/// `--module`; files it does not need may hold anything.
@Suite struct ModuleTests {
    /// A fresh folder with `files` (relative path → text).
    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-module-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static let models = """
        struct Recipe: Identifiable {
            let id: Int
            var title: String
            static let samples = [Recipe(id: 1, title: "Soup"), Recipe(id: 2, title: "Bread")]
        }
        """
    static let row = """
        import SwiftUI
        struct RecipeRow: View {
            let recipe: Recipe
            var body: some View { Text(recipe.title).card() }
        }
        extension View {
            func card() -> some View { padding(8).background(Color.gray.opacity(0.2)) }
        }
        """
    static let preview = """
        import SwiftUI
        #Preview {
            VStack { ForEach(Recipe.samples) { RecipeRow(recipe: $0) } }
        }
        """

    func texts(of scene: LoadedScene) throws -> [String] {
        let renderer = try LoupeRenderer(threads: 1)
        let views = try renderer.layoutReport(for: scene).member("views")?.arrayValue ?? []
        return views.compactMap { $0.member("text")?.stringValue }
    }

    @Test func aSwiftPMTargetIsTheModule() throws {
        let root = try folder([
            "Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n",
            "Sources/App/Model/Recipe.swift": Self.models,
            "Sources/App/Views/RecipeRow.swift": Self.row,
            "Sources/App/Previews.swift": Self.preview,
            // Files the preview does not need may hold anything, a syntax error included.
            "Sources/App/Broken.swift": "struct Broken { var x = }\n",
            // Another target's declarations are not the module's.
            "Sources/Other/Recipe.swift": "struct Recipe { let name: String }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let module = try #require(SwiftModule.containing(root.appendingPathComponent("Sources/App/Previews.swift").path))
        #expect(module.directory.hasSuffix("Sources/App"))
        let renderer = try LoupeRenderer(threads: 1)
        let scene = try renderer.loadSwiftPreview(fromFile: root.appendingPathComponent("Sources/App/Previews.swift").path)
        #expect(try texts(of: scene) == ["Soup", "Bread"])
    }

    @Test func aTargetsPathInTheManifestIsFollowed() throws {
        let root = try folder([
            "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "Code/Kit")])
                """,
            "Code/Kit/Recipe.swift": Self.models,
            "Code/Kit/Row.swift": Self.row,
            "Code/Kit/Preview.swift": Self.preview,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let module = try #require(SwiftModule.containing(root.appendingPathComponent("Code/Kit/Preview.swift").path))
        #expect(module.directory.hasSuffix("Code/Kit"))
    }

    @Test func anAppFolderBesideItsXcodeProjectIsTheModule() throws {
        let root = try folder([
            "Cookbook.xcodeproj/project.pbxproj": "// project\n",
            "Cookbook/Models/Recipe.swift": Self.models,
            "Cookbook/Views/RecipeRow.swift": Self.row,
            "Cookbook/Views/List/Previews.swift": Self.preview,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Cookbook/Views/List/Previews.swift").path
        #expect(SwiftModule.containing(path)?.directory.hasSuffix("/Cookbook") == true)
        let renderer = try LoupeRenderer(threads: 1)
        #expect(try texts(of: renderer.loadSwiftPreview(fromFile: path)) == ["Soup", "Bread"])
    }

    @Test func aModuleIsNamedExplicitlyAndAnUndeclaredNameSaysWhereItLooked() throws {
        let root = try folder([
            "Shared/Recipe.swift": Self.models,
            "Shared/Row.swift": Self.row,
            "Screens/Previews.swift": Self.preview,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Screens/Previews.swift").path
        let renderer = try LoupeRenderer(threads: 1)
        // Alone, the file does not declare what it uses: the error says so, and how to name the module.
        #expect(throws: LoupeRenderError.self) { try renderer.loadSwiftPreview(fromFile: path) }
        do {
            _ = try renderer.loadSwiftPreview(fromFile: path)
        } catch {
            #expect(error.description.contains("'Recipe' is not declared in this file (give its module with --module DIR)"))
        }
        #expect(try texts(of: renderer.loadSwiftPreview(fromFile: path, module: root.path)) == ["Soup", "Bread"])
        // With a module that lacks it, the message names the files read.
        do {
            _ = try renderer.loadSwiftPreview(fromFile: path, module: root.appendingPathComponent("Screens").path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("'Recipe' is not declared in this module (read: 1 file under"))
        }
    }

    @Test func aSuitesFilesAreTranslatedInOneRunAndShareTheirModule() throws {
        let root = try folder([
            "Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n",
            "Sources/App/Recipe.swift": Self.models,
            "Sources/App/RecipeRow.swift": Self.row,
            "Sources/App/First.swift": Self.preview,
            "Sources/App/Broken.swift": "import SwiftUI\n#Preview {\n    Text(\"a\").sheet(isPresented: .constant(true)) { Text(\"b\") }\n}\n",
            "Sources/App/Second.swift": "import SwiftUI\n#Preview(\"Last\") { RecipeRow(recipe: Recipe.samples[1]) }\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Sources/App")
        let paths = ["First", "Broken", "Second", "Missing"].map { app.appendingPathComponent("\($0).swift").path }
        let output = try SwiftFrontEndCommand(action: .translate, paths: paths, all: true).run()
        // One array per file, in the order given; a file that fails, or cannot be read, fails alone.
        let perFile = try #require(try JSONReader.parse(Array(output.utf8)).arrayValue)
        #expect(perFile.count == 4)
        #expect(perFile[0].arrayValue?.first?.member("scene") != nil)
        #expect(perFile[1].arrayValue?.first?.member("error")?.stringValue?.hasPrefix("\(paths[1]):3:") == true)
        #expect(perFile[2].arrayValue?.first?.member("name")?.stringValue == "last")
        #expect(perFile[2].arrayValue?.first?.member("scene") != nil)
        #expect(perFile[3].arrayValue?.first?.member("error") != nil)
        // The two previews that use the module found its declarations: both rows' texts are in their scenes.
        let scenes = [perFile[0], perFile[2]].compactMap { $0.arrayValue?.first?.member("scene")?.serializedExactly() }
        #expect(scenes.count == 2)
        #expect(scenes[0].contains("Soup") && scenes[0].contains("Bread"))
        #expect(scenes[1].contains("Bread") && !scenes[1].contains("Soup"))
    }

    @Test func aSelfContainedPreviewDoesNotReadTheModule() throws {
        let root = try folder([
            "Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n",
            "Sources/App/Alone.swift": "#Preview { Text(\"alone\") }\n",
            "Sources/App/Unreadable.swift": "\u{FF}\u{FE}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try SwiftSourceFile(contentsOf: root.appendingPathComponent("Sources/App/Alone.swift").path)
        file.module = SwiftModule.containing(root.appendingPathComponent("Sources/App/Alone.swift").path)
        _ = try file.scene(for: file.preview(matching: nil)).document()
        #expect(file.module?.skipped.isEmpty == true)   // nothing was read, so nothing was skipped
    }

    @Test func colourSetsOfTheModulesAssetCatalogsHaveTheirAppearances() throws {
        let brand = """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0x80", "blue": "0.000", "alpha": "1.000"}},
               "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "255", "alpha": "1"}},
               "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """
        let root = try folder([
            "App/Assets.xcassets/Colors/Brand Orange.colorset/Contents.json": brand,
            "App/Preview.swift": """
                #Preview {
                    VStack(spacing: 0) {
                        Color("Brand Orange").frame(width: 10, height: 10)
                        Color(.brandOrange).frame(width: 10, height: 10)
                        Rectangle().foregroundStyle(Color.brandOrange).frame(width: 10, height: 10)
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let renderer = try LoupeRenderer(threads: 1)
        for (scheme, expected) in [(ColorScheme.light, [UInt8(0xFF), 0x80, 0x00, 0xFF]), (.dark, [0x00, 0x00, 0xFF, 0xFF])] {
            let scene = try renderer.loadSwiftPreview(fromFile: root.appendingPathComponent("App/Preview.swift").path,
                                                      module: root.appendingPathComponent("App").path,
                                                      overrides: RenderOverrides(scale: 1, colorScheme: scheme))
            let canvas = try renderer.render(renderer.layOut(scene))
            // The three 10-point squares are centred in the 393-point-wide safe area: x 191.5…201.5; rows from
            // y 59 + (759 − 30) / 2 = 423.5.
            for row in 0..<3 {
                let pixel = canvas.pixel(x: 196, y: 428 + row * 10)
                #expect([pixel.red, pixel.green, pixel.blue, pixel.alpha] == expected, "\(scheme), square \(row)")
            }
        }
        // `.opacity(0.5)` on a set applies to each appearance: half of the colour over the white (light) or black
        // (dark) screen, so light 255, (128 + 255) / 2 = 191.5, (0 + 255) / 2 = 127.5 and dark 0, 0, 255 / 2 = 127.5.
        try Data(#"#Preview { Color("Brand Orange").opacity(0.5).frame(width: 10, height: 10) }"#.utf8)
            .write(to: root.appendingPathComponent("App/Preview.swift"))
        for (scheme, expected) in [(ColorScheme.light, [255.0, 191.5, 127.5]), (.dark, [0, 0, 127.5])] {
            let scene = try renderer.loadSwiftPreview(fromFile: root.appendingPathComponent("App/Preview.swift").path,
                                                      module: root.appendingPathComponent("App").path,
                                                      overrides: RenderOverrides(scale: 1, colorScheme: scheme))
            let pixel = try renderer.render(renderer.layOut(scene)).pixel(x: 196, y: 438)
            let found = [Double(pixel.red), Double(pixel.green), Double(pixel.blue)]
            #expect(zip(found, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(scheme): \(found)")
        }
        // A set the catalogs do not have is named in the error.
        let missing = try SwiftSourceFile(text: "#Preview { Color(\"Nope\") }", fileName: "P.swift")
        missing.module = SwiftModule(directory: root.appendingPathComponent("App").path, origin: "test")
        #expect(throws: SwiftSourceError.self) { try missing.scene(for: missing.preview(matching: nil)) }
    }
}

/// `Image("name")` reads the module's asset catalogs: the set's size from its PNG's header and scale.
@Suite struct AssetImageTests {
    /// A fresh module folder whose asset catalog (`App/Assets.xcassets`) has the set `Avatar`: one PNG, at 2x, whose
    /// signature and IHDR header say 180 × 90 pixels — 90 × 45 points. Returns the folder and the set.
    static func avatarModule() throws -> (root: URL, set: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-images-\(UUID().uuidString)")
        let set = root.appendingPathComponent("App/Assets.xcassets/Avatar.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "avatar@2x.png", "idiom": "universal", "scale": "2x"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0, 180, 0, 0, 0, 90, 8, 6, 0, 0, 0]
        try Data(header).write(to: set.appendingPathComponent("avatar@2x.png"))
        return (root, set)
    }

    @Test func aPicturesSizeComesFromItsPNGHeaderAndScale() throws {
        let (root, set) = try Self.avatarModule()
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = root.appendingPathComponent("App/Preview.swift")
        try Data(#"#Preview { VStack { Image("Avatar"); Image(.avatar).resizable() } }"#.utf8).write(to: preview)
        let module = SwiftModule(directory: root.appendingPathComponent("App").path, origin: "--module")
        let file = try SwiftSourceFile(contentsOf: preview.path)
        file.module = module
        let json = try file.scene(for: file.preview(matching: nil)).json.serialized()
        let compact = json.filter { $0 != " " && $0 != "\n" }
        let png = set.appendingPathComponent("avatar@2x.png").path
        #expect(compact.contains(#"{"Image":{"name":"Avatar","size":[90,45],"file":"\#(png)"}}"#))
        #expect(compact.contains(#"{"Image":{"name":"avatar","size":[90,45],"file":"\#(png)","resizable":true}}"#))
        // A name no set has is an error at the argument.
        try Data(#"#Preview { Image("Missing") }"#.utf8).write(to: preview)
        let missing = try SwiftSourceFile(contentsOf: preview.path)
        missing.module = module
        #expect(throws: SwiftSourceError.self) { _ = try missing.scene(for: missing.preview(matching: nil)) }
    }
}
