import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LoupeGolden
import Testing

@Suite struct JUnitReportTests {
    func occurrences(of needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// Whether `xml` is well-formed, by Foundation's XML parser.
    func isWellFormed(_ xml: String) -> Bool { XMLParser(data: Data(xml.utf8)).parse() }

    @Test func countsTheTestsAndFailuresAndGivesOneTestCaseEachInTheRunsOrder() throws {
        let report = CheckReport(
            items: [ReportFixtures.passed(name: "alpha"), try ReportFixtures.failed(name: "beta"),
                    try ReportFixtures.recorded(name: "gamma")],
            goldensDirectory: "Goldens", recordMode: .missing, options: .exact)
        let xml = JUnitReport.render(report)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
        // Under record mode missing, the new golden fails the run, so it is a failure here too: beta and gamma.
        #expect(xml.contains("<testsuite name=\"loupe-render check\" tests=\"3\" failures=\"2\""))
        #expect(occurrences(of: "<testcase classname=\"loupe-render.check\"", in: xml) == 3)
        #expect(occurrences(of: "<failure ", in: xml) == 2)
        #expect(xml.contains("type=\"recorded\""))
        let alpha = try #require(xml.range(of: "name=\"alpha\"")), beta = try #require(xml.range(of: "name=\"beta\""))
        let gamma = try #require(xml.range(of: "name=\"gamma\""))
        #expect(alpha.lowerBound < beta.lowerBound && beta.lowerBound < gamma.lowerBound)
        #expect(xml.contains("<system-out>Recorded a new golden at Goldens/gamma.png: recorded a new golden</system-out>"))
        #expect(!xml.contains("time"))
        #expect(isWellFormed(xml))

        // Under record mode failed, recording passes the run: only beta fails.
        var passing = report
        passing.recordMode = .failed
        let relaxed = JUnitReport.render(passing)
        #expect(relaxed.contains("tests=\"3\" failures=\"1\""))
        #expect(occurrences(of: "<failure ", in: relaxed) == 1)
    }

    @Test func theFailureListsTheFiguresTheLayoutChangesAndTheArtifacts() throws {
        let xml = JUnitReport.render(CheckReport(items: [try ReportFixtures.failed(name: "beta")],
                                                 goldensDirectory: "Goldens", recordMode: .never, options: .exact))
        #expect(xml.contains("<failure message=\"2 of 12 pixels differ (16.6667 %), bounding box 1,1 2x1; 0 allowed\" type=\"pixel-diff\">"))
        #expect(xml.contains("Differing pixels: 2 of 12 (16.6667 %)\n"))
        #expect(xml.contains("Bounds: x 1, y 1, 2×1\n"))
        #expect(xml.contains("Layout changes:\n  body.content[1] &quot;Bounds&quot;: frame.y 59 → 67\n"))
        #expect(xml.contains("Artifacts:\n  expected: artifacts/beta-expected.png\n  actual: artifacts/beta-actual.png\n  diff: artifacts/beta-diff.png</failure>"))
    }

    @Test func namesAndMessagesAreEscapedAndForbiddenCharactersDropped() throws {
        let item = CheckItem(name: "a<&\">'b", scenePath: "s.json", goldenPath: "g.png", status: .failed,
                             message: "bell\u{7} ]]> <tag> & \"quote\" 'apostrophe'")
        let xml = JUnitReport.render(CheckReport(items: [item], goldensDirectory: "<dir>", recordMode: .never,
                                                 options: .exact))
        #expect(xml.contains("name=\"a&lt;&amp;&quot;&gt;&#39;b\""))
        #expect(xml.contains("message=\"bell ]]&gt; &lt;tag&gt; &amp; &quot;quote&quot; &#39;apostrophe&#39;\""))
        #expect(xml.contains("value=\"&lt;dir&gt;\""))
        #expect(!xml.contains("\u{7}"))
        #expect(isWellFormed(xml))
    }
}
