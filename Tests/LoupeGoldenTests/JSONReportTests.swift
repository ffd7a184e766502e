import LoupeDiff
import LoupeGolden
import LoupeRender
import LoupeJSON
import Testing

@Suite struct JSONReportTests {
    func parsed(_ report: CheckReport) throws -> JSONValue { try JSONReader.parse(JSONReport.render(report)) }

    func item(_ json: JSONValue, named name: String) throws -> JSONValue {
        try #require(json.member("items")?.arrayValue?.first { $0.member("name")?.stringValue == name })
    }

    @Test func theSummaryCountsEachStatusAndItemsListFailuresFirst() throws {
        let json = try parsed(try ReportFixtures.mixed())
        let summary = try #require(json.member("summary"))
        #expect(summary.member("passed")?.doubleValue == 2)
        #expect(summary.member("failed")?.doubleValue == 2)
        #expect(summary.member("new")?.doubleValue == 1)
        #expect(summary.member("updated")?.doubleValue == 0)
        #expect(summary.member("total")?.doubleValue == 5)
        #expect(json.member("recordMode")?.stringValue == "missing")
        #expect(json.member("goldens")?.stringValue == "Goldens")
        // Given alpha, beta, gamma, delta, epsilon: the failures in the run's order, the recording, the passes.
        let names = json.member("items")?.arrayValue?.compactMap { $0.member("name")?.stringValue }
        #expect(names == ["beta", "epsilon", "gamma", "alpha", "delta"])
        guard case .object(let object) = json else { Issue.record("not an object"); return }
        #expect(object.keys == ["summary", "recordMode", "goldens", "options", "compare", "layoutTolerance", "items",
                                "shard", "sceneCount"])
        #expect(json.member("compare")?.stringValue == "both" && json.member("layoutTolerance")?.doubleValue == 0)
        #expect(json.member("shard") == .null && json.member("sceneCount")?.doubleValue == 5)
    }

    @Test func aFailedItemCarriesTheComparisonTheLayoutChangeAndTheArtifacts() throws {
        let beta = try item(try parsed(try ReportFixtures.mixed()), named: "beta")
        #expect(beta.member("status")?.stringValue == "failed")
        #expect(beta.member("scene")?.stringValue == "Scenes/beta.json")
        #expect(beta.member("golden")?.stringValue == "Goldens/beta.png")
        #expect(beta.member("match")?.boolValue == false)
        #expect(beta.member("reason")?.stringValue == "pixel-diff")
        // 4×3 pictures, two pixels blackened side by side at (1, 1) and (2, 1).
        #expect(beta.member("diffPixels")?.doubleValue == 2)
        #expect(beta.member("totalPixels")?.doubleValue == 12)
        #expect(beta.member("diffRatio")?.doubleValue == 0.1666666667)
        #expect(beta.member("width")?.doubleValue == 4)
        #expect(beta.member("height")?.doubleValue == 3)
        #expect(beta.member("actualWidth")?.doubleValue == 4)
        #expect(beta.member("actualHeight")?.doubleValue == 3)
        let bounds = try #require(beta.member("bounds"))
        #expect(["x", "y", "width", "height"].map { bounds.member($0)?.doubleValue } == [1, 1, 2, 1])
        let change = try #require(beta.member("layoutChanges")?.element(0))
        #expect(change.member("kind")?.stringValue == "changed")
        #expect(change.member("path")?.stringValue == "body.content[1]")
        #expect(change.member("id") == .null)
        #expect(change.member("label")?.stringValue == "Bounds")
        #expect(change.member("fields")?.element(0)?.member("key")?.stringValue == "frame.y")
        #expect(change.member("fields")?.element(0)?.member("old")?.stringValue == "59")
        #expect(change.member("fields")?.element(0)?.member("new")?.stringValue == "67")
        #expect(change.member("description")?.stringValue == "body.content[1] \"Bounds\": frame.y 59 → 67")
        #expect(beta.member("drawingChangeOnly")?.boolValue == false)
        #expect(beta.member("artifacts")?.member("diff")?.stringValue == "artifacts/beta-diff.png")
    }

    @Test func anItemNeverComparedHasNoFiguresAndNullArtifacts() throws {
        let json = try parsed(try ReportFixtures.mixed())
        let epsilon = try item(json, named: "epsilon")
        #expect(epsilon.member("message")?.stringValue == "Scenes/epsilon.json: cannot decode the scene")
        #expect(epsilon.member("match") == nil)
        #expect(epsilon.member("bounds") == nil)
        #expect(epsilon.member("artifacts") == .null)
        #expect(epsilon.member("layoutChanges")?.arrayValue?.isEmpty == true)
        #expect(try item(json, named: "gamma").member("status")?.stringValue == "new")
    }

    @Test func theOptionsAreTheRunsComparisonOptions() throws {
        var options = DiffOptions.exact
        options.ignoredRegions = [PixelRegion(x: 0, y: 10, width: 20, height: 5)]
        options.maxDiffRatio = 0.5
        let report = CheckReport(items: [], goldensDirectory: "G", recordMode: .never, options: options)
        let written = try #require(try parsed(report).member("options"))
        #expect(written.member("threshold")?.doubleValue == 0)
        #expect(written.member("includeAA")?.boolValue == true)
        #expect(written.member("alpha")?.doubleValue == 0.1)
        #expect(written.member("diffColor")?.arrayValue == [.number(255), .number(0), .number(0)])
        #expect(written.member("aaColor")?.arrayValue == [.number(255), .number(255), .number(0)])
        #expect(written.member("diffColorAlt") == .null)
        #expect(written.member("checkerboard")?.boolValue == true)
        #expect(written.member("ignoredRegions")?.element(0)?.member("y")?.doubleValue == 10)
        #expect(written.member("maxDiffPixels") == .null)
        #expect(written.member("maxDiffRatio")?.doubleValue == 0.5)
    }

    @Test func aPictureWideDrawingChangeIsFlaggedAndATinyRatioIsNotRoundedAway() throws {
        // One pixel of a 1000×1000 picture: 0.000001, which four decimals would write as 0.
        let expected = RGBAImage(width: 1000, height: 1000, filledWith: (255, 255, 255, 255))
        var rgba = expected.rgba
        rgba[0] = 0
        let actual = try #require(RGBAImage(width: 1000, height: 1000, rgba: rgba))
        let comparison = try ImageDiff.compare(expected: expected, actual: actual, options: .exact)
        let item = CheckItem(name: "one", scenePath: "one.json", goldenPath: "one.png", status: .failed,
                             message: comparison.summary, comparison: comparison, layoutCompared: true)
        let json = try parsed(CheckReport(items: [item], goldensDirectory: "G", recordMode: .never, options: .exact))
        let written = try #require(json.member("items")?.element(0))
        #expect(written.member("diffRatio")?.doubleValue == 0.000001)
        #expect(written.member("drawingChangeOnly")?.boolValue == true)
    }

    @Test func theSameRunWritesTheSameBytes() throws {
        let first = JSONReport.render(try ReportFixtures.mixed())
        #expect(first == JSONReport.render(try ReportFixtures.mixed()))
        #expect(first.hasSuffix("}\n"))
        #expect(!first.contains("time"))
    }
}
