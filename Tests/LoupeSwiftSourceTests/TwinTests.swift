#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeJSON
import LoupeRender
import LoupeSwiftSource
import Testing

/// Every Swift twin in Examples/Swift renders the same PNG bytes and the same layout report as its JSON scene.
@Suite struct TwinTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func names(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }
    static let twins = names(in: "Examples/Swift")
    /// Twins of scenes that also set what SwiftUI source does not hold: a device, stored defaults, interactions.
    static let twinsWithSettings = names(in: "Examples/Swift/WithSceneSettings")

    @Test func thereAreTwins() {
        #expect(Self.twins.count >= 24)
        #expect(Self.twinsWithSettings.count >= 9)
    }

    @Test(arguments: twins)
    func twinMatchesItsJSONScene(_ name: String) throws {
        let renderer = try LoupeRenderer(threads: 1)
        let swift = try renderer.loadSwiftPreview(fromFile: Self.root.appendingPathComponent("Examples/Swift/\(name).swift").path)
        let json = try renderer.loadScene(at: Self.root.appendingPathComponent("Examples/Scenes/\(name).json"))
        #expect(swift.name == name)
        #expect(try renderer.pngData(for: renderer.layOut(swift)) == renderer.pngData(for: renderer.layOut(json)))
        #expect(try renderer.layoutReport(for: swift).serialized() == renderer.layoutReport(for: json).serialized())
    }

    /// The Swift file gives the body; the JSON scene's device, defaults and interactions are laid over it, as
    /// `--device`, `--defaults` and `--interactions` lay them over a `.swift` scene on the command line.
    ///
    /// A GridDragView's `viewFactory:` is called for every cell, so the Swift scene's cells are explicit
    /// (`cells[i]`) where the JSON scene's template makes them (`factory[i]`): only those paths may differ.
    @Test(arguments: twinsWithSettings)
    func twinWithTheScenesSettingsMatchesIt(_ name: String) throws {
        let renderer = try LoupeRenderer(threads: 1)
        let file = try SwiftSourceFile(contentsOf: Self.root.appendingPathComponent("Examples/Swift/WithSceneSettings/\(name).swift").path)
        let translated = try file.scene(for: file.preview(matching: nil))
        let jsonURL = Self.root.appendingPathComponent("Examples/Scenes/\(name).json")
        guard case .object(var scene) = try JSONReader.parse(Array(try Data(contentsOf: jsonURL))),
              let body = translated.json.member("body"),
              let index = scene.members.firstIndex(where: { $0.key == "body" }) else {
            Issue.record("\(name): no scene object with a body"); return
        }
        #expect(translated.json.member("interactions") == nil && translated.json.member("device") == nil)
        scene.members[index].value = body
        let swift = try renderer.loadScene(json: Array(JSONValue.object(scene).serializedExactly().utf8),
                                           baseDirectory: Self.root.appendingPathComponent("Examples/Scenes"))
        let json = try renderer.loadScene(at: jsonURL)
        #expect(try renderer.pngData(for: renderer.layOut(swift)) == renderer.pngData(for: renderer.layOut(json)))
        #expect(try renderer.layoutReport(for: swift).serialized()
                == renderer.layoutReport(for: json).serialized().replacing(".factory[", with: ".cells["))
    }
}
