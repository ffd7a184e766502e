import Foundation
import LoupeGolden
import LoupeRender
import Testing

@Suite struct ReportWriterTests {
    @Test func writesTheThreeReportsIntoAFolderItCreates() throws {
        let root = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("nested/report")
        let report = try ReportFixtures.mixed()
        let written = try ReportWriter.write(report, to: folder)
        // The three reports, then the pictures of the failed and recorded scenes that the page shows.
        #expect(written.map(\.lastPathComponent) == ["index.html", "report.json", "junit.xml", "beta-expected.png",
                                                     "beta-actual.png", "beta-diff.png", "beta-actual.layout.json",
                                                     "gamma-actual.png"])
        #expect(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
                == HTMLReport.render(report, reportFolder: folder.relativePath))
        #expect(try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8) == JSONReport.render(report))
        #expect(try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8) == JUnitReport.render(report))
        // Only the three reports and the pictures: no staged leftovers.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["images", "index.html", "junit.xml", "report.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path).sorted()
                == ["beta-actual.layout.json", "beta-actual.png", "beta-diff.png", "beta-expected.png",
                    "gamma-actual.png"])
    }

    /// What merge-reports reads back is what was written: the three reports come out the same.
    @Test func aWrittenReportReadsBackWhole() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try ReportFixtures.mixed()
        try ReportWriter.write(report, to: folder)
        let read = try ReportReader.read(folder)
        #expect(JSONReport.render(read) == JSONReport.render(report))
        #expect(HTMLReport.render(read) == HTMLReport.render(report))
        #expect(JUnitReport.render(read) == JUnitReport.render(report))
    }

    @Test func aFileThatCannotBeWrittenLeavesNoneOfTheOthers() throws {
        let folder = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // junit.xml is written last; a folder in its place makes it fail after the other two are staged.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("junit.xml"), withIntermediateDirectories: false)
        let error = #expect(throws: LoupeRenderError.self) {
            try ReportWriter.write(try ReportFixtures.mixed(), to: folder)
        }
        #expect(error?.exitCode == 74)
        #expect(error?.description.contains(folder.appendingPathComponent("junit.xml").path) == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["junit.xml"])
    }

    @Test func aFileWhereTheFolderShouldBeIsAnIOErrorNamingIt() throws {
        let root = try ReportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("report")
        try Data("x".utf8).write(to: file)
        let error = #expect(throws: LoupeRenderError.self) {
            try ReportWriter.write(try ReportFixtures.mixed(), to: file)
        }
        #expect(error?.exitCode == 74)
        #expect(error?.description.contains(file.path) == true)
    }
}
