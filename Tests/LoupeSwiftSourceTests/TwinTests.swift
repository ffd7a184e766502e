#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import LoupeSwiftSource
import Testing

/// Every Swift twin in Examples/Swift renders the same PNG bytes and the same layout report as its JSON scene.
@Suite struct TwinTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let twins: [String] = {
        let folder = root.appendingPathComponent("Examples/Swift").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()

    @Test func thereAreTwins() {
        #expect(Self.twins.count >= 21)
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
}
