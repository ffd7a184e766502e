import Foundation
import Testing

/// A package folder as the scenes: every preview of every target, one golden each, named `<Target>/<File>-<preview>`.
extension CLITests {
    /// A package of two targets: App (a file of two previews, one unnamed, in a subfolder, and a file of none) and
    /// Kit (a `PreviewProvider`).
    func makePackage(in dir: URL, firstPreviewName: String = "Big") throws -> URL {
        let package = dir.appendingPathComponent("Shop")
        let fileManager = FileManager.default
        for folder in ["Sources/App/Views", "Sources/Kit", ".build/checkouts/x"] {
            try fileManager.createDirectory(at: package.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try write("// swift-tools-version:6.0\n", to: package.appendingPathComponent("Package.swift"))
        try write("""
            import SwiftUI
            #Preview("\(firstPreviewName)") { Color.red.frame(width: 40, height: 40) }
            #Preview { Color.blue.frame(width: 20, height: 20) }
            """, to: package.appendingPathComponent("Sources/App/Views/Card.swift"))
        try write("let tax = 0.2\n", to: package.appendingPathComponent("Sources/App/Model.swift"))
        try write("""
            import SwiftUI
            struct Badge_Previews: PreviewProvider {
                static var previews: some View { Text("New").padding() }
            }
            """, to: package.appendingPathComponent("Sources/Kit/Badge.swift"))
        // A dependency's checkout is not the package's own source.
        try write("#Preview { Color.green }\n", to: package.appendingPathComponent(".build/checkouts/x/Dep.swift"))
        return package
    }

    func goldenFiles(in folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String { if path.hasSuffix(".png") { files.append(path) } }
        return files.sorted()
    }

    @Test func everyPreviewOfAPackageIsCheckedAndARenamedOneLeavesAnOrphan() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try makePackage(in: dir)
        let env = checkEnvironment()
        let first = try run(["check", "Shop", "--goldens", "Goldens", "--record", "all"], in: dir, environment: env)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(goldenFiles(in: dir.appendingPathComponent("Goldens")) == ["App/Card-2.png", "App/Card-big.png",
                                                                          "Kit/Badge-1.png"])
        #expect(first.stdout.hasSuffix("0 passed, 0 failed, 3 recorded\n"))
        // Sources/ names the same package.
        let again = try run(["check", "Shop/Sources", "--goldens", "Goldens"], in: dir, environment: env)
        #expect(again.stdout.hasSuffix("3 passed, 0 failed\n"), "\(again.stdout)")

        // The first preview renamed: its new golden is recorded, the old one is an orphan until pruned.
        _ = try makePackage(in: dir, firstPreviewName: "Large")
        let renamed = try run(["check", "Shop", "--goldens", "Goldens", "--record", "all"], in: dir, environment: env)
        #expect(renamed.stdout.contains("new     App/Card-large: recorded Goldens/App/Card-large.png"))
        #expect(renamed.stdout.contains("orphan  App/Card-big: no preview is named so any more"))
        #expect(goldenFiles(in: dir.appendingPathComponent("Goldens")).contains("App/Card-big.png"))
        // Goldens of other kinds share the folder: a JSON scene's beside the targets' folders is nobody's orphan.
        try FileManager.default.copyItem(at: dir.appendingPathComponent("Goldens/Kit/Badge-1.png"),
                                         to: dir.appendingPathComponent("Goldens/card.png"))
        let pruned = try run(["check", "Shop", "--goldens", "Goldens", "--prune"], in: dir, environment: env)
        #expect(pruned.status == 0, "\(pruned.stdout)")
        #expect(pruned.stdout.contains("pruned  App/Card-big: no preview is named so any more"))
        #expect(goldenFiles(in: dir.appendingPathComponent("Goldens")) == ["App/Card-2.png", "App/Card-large.png",
                                                                          "Kit/Badge-1.png", "card.png"])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Goldens/App/Card-big.layout.json").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Goldens/card.png").path))
    }

    /// A failing package preview's pictures land in the report under its target's folder, and approve finds them.
    @Test func aPackageReportAndItsApprovalKeepTheTargetFolders() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let package = try makePackage(in: dir)
        let env = checkEnvironment()
        _ = try run(["check", "Shop", "--goldens", "Goldens", "--record", "all"], in: dir, environment: env)
        try write("""
            import SwiftUI
            struct Badge_Previews: PreviewProvider {
                static var previews: some View { Text("Sale").padding() }
            }
            """, to: package.appendingPathComponent("Sources/Kit/Badge.swift"))
        let failed = try run(["check", "Shop", "--goldens", "Goldens", "--report", "r", "--artifacts", "a"], in: dir,
                             environment: env)
        #expect(failed.status == 1)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("r/images/Kit/Badge-1-actual.png").path))
        let approved = try run(["approve", "r", "Kit/Badge-1", "--goldens", "Goldens"], in: dir, environment: env)
        #expect(approved.status == 0, "\(approved.stderr)")
        #expect(try run(["check", "Shop", "--goldens", "Goldens"], in: dir, environment: env).status == 0)
    }
}
