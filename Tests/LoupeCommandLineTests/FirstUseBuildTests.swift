import Foundation
import Testing
@testable import loupe_render

/// The first build of the SwiftUI front end: which swift-syntax it is built against, and the progress it shows.
@Suite struct FirstUseBuildTests {
    @Test func swiftPMStepLinesBecomeModuleAndAction() {
        #expect(BuildProgress.step("[12/40] Compiling LoupeSwiftFrontEnd Evaluator.swift")
                == BuildProgress.Step(done: 12, total: 40, action: "compiling LoupeSwiftFrontEnd"))
        #expect(BuildProgress.step("[2/5] Emitting module LoupeSwiftFrontEnd")
                == BuildProgress.Step(done: 2, total: 5, action: "emitting module LoupeSwiftFrontEnd"))
        #expect(BuildProgress.step("[8/9] Linking loupe-render-swift")
                == BuildProgress.Step(done: 8, total: 9, action: "linking loupe-render-swift"))
        #expect(BuildProgress.step("[0/4] Write sources") == BuildProgress.Step(done: 0, total: 4, action: "write sources"))
    }

    @Test func otherLinesAreNotSteps() {
        #expect(BuildProgress.step("Building for production...") == nil)
        #expect(BuildProgress.step("Build of product 'loupe-render-swift' complete! (11.20s)") == nil)
        #expect(BuildProgress.step("[a/b] Compiling X") == nil)
        #expect(BuildProgress.step("[7/3] Compiling X") == nil)
        #expect(BuildProgress.step("[1/2]") == nil)
        #expect(BuildProgress.step("/x/Evaluator.swift:3:1: error: [1/2] is not a step") == nil)
    }

    /// A toolchain laid out as swift.org's: `usr/bin/swift` and `usr/lib/swift/host`, reached through a link.
    private func toolchain(withLibraries: Bool) throws -> (root: URL, linkFolder: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-toolchain-\(UUID().uuidString)")
        let bin = root.appendingPathComponent("usr/bin"), host = root.appendingPathComponent("usr/lib/swift/host")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: host, withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: bin.appendingPathComponent("swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("swift").path)
        if withLibraries {
            for module in ["SwiftParser", "SwiftSyntax"] {
                try FileManager.default.createDirectory(at: host.appendingPathComponent("\(module).swiftmodule"),
                                                        withIntermediateDirectories: true)
                #if canImport(Darwin)
                try Data().write(to: host.appendingPathComponent("lib\(module).dylib"))
                #else
                try Data().write(to: host.appendingPathComponent("lib\(module).so"))
                #endif
            }
        }
        let links = root.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: links.appendingPathComponent("swift"),
                                                   withDestinationURL: bin.appendingPathComponent("swift"))
        return (root, links)
    }

    @Test func theHostFolderOfTheSwiftOnThePathIsFoundThroughLinks() throws {
        let (root, links) = try toolchain(withLibraries: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let found = ToolchainSwiftSyntax.hostFolder(searchPath: "/nonexistent-folder::\(links.path)")
        #expect(found.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
                == root.appendingPathComponent("usr/lib/swift/host").resolvingSymlinksInPath().path)
    }

    @Test func aToolchainWithoutTheLibrariesMeansSwiftSyntaxFromSource() throws {
        let (root, links) = try toolchain(withLibraries: false)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ToolchainSwiftSyntax.hostFolder(searchPath: links.path) == nil)
        // The first swift on the path decides, as it is the one `swift build` runs.
        let (other, otherLinks) = try toolchain(withLibraries: true)
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(ToolchainSwiftSyntax.hostFolder(searchPath: "\(links.path):\(otherLinks.path)") == nil)
    }

    @Test func swiftSyntaxAlreadyCompiledInTheBuildFolderIsUsed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Modules/SwiftParser.swiftmodule"),
                                                withIntermediateDirectories: true)
        #expect(ToolchainSwiftSyntax.buildEnvironment(buildFolder: folder) == [:])
    }
}
