import Foundation
import LoupeGolden
import Testing

@Suite struct HTMLReportTests {
    /// The text of the article whose heading is `name`, up to its end.
    func article(named name: String, in html: String) throws -> Substring {
        let heading = try #require(html.range(of: "<h3>\(name)</h3>"))
        let start = try #require(html.range(of: "<article", options: .backwards, range: html.startIndex..<heading.lowerBound))
        let end = try #require(html.range(of: "</article>", range: heading.upperBound..<html.endIndex))
        return html[start.lowerBound..<end.upperBound]
    }

    /// Every value of `attribute="…"` in `html`.
    func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func aFailureOffersPlaywrightsFiveViewsInOrder() throws {
        let beta = try article(named: "beta", in: HTMLReport.render(try ReportFixtures.mixed()))
        let labels = ["Diff", "Actual", "Expected", "Side by side", "Slider"].map { ">\($0)</button>" }
        let positions = try labels.map { try #require(beta.range(of: $0)).lowerBound }
        #expect(positions == positions.sorted())
        #expect(beta.contains("<input type=\"range\""))
        #expect(beta.contains("<dd>2 of 12 (16.6667 %)</dd>"))
        #expect(beta.contains("<dd>x 1, y 1, 2×1</dd>"))
        #expect(beta.contains("<del>59</del> → <ins>67</ins>"))
        #expect(beta.contains("<code>artifacts/beta-diff.png</code>"))
    }

    @Test func eachFailureWithARenderingShowsTheCommandThatApprovesIt() throws {
        let html = HTMLReport.render(try ReportFixtures.mixed(), reportFolder: "ci report", program: "loupe-render")
        // The header's command accepts every failure that has a rendering: here only beta (epsilon has none).
        #expect(html.contains("<dt>Accept</dt><dd><code class=\"command\">loupe-render approve &#39;ci report&#39; "
                              + "--goldens Goldens</code> copies the failure&#39;s rendering into the goldens"))
        let beta = try article(named: "beta", in: html)
        #expect(beta.contains("<code class=\"command\">loupe-render approve &#39;ci report&#39; beta --goldens Goldens</code>"))
        // A scene that could not be rendered, and a recorded one, have nothing to approve.
        #expect(!(try article(named: "epsilon", in: html)).contains("approve"))
        #expect(!(try article(named: "gamma", in: html)).contains("approve"))
        // Without the folder (a page rendered on its own) no command is shown.
        #expect(!HTMLReport.render(try ReportFixtures.mixed()).contains("approve"))
    }

    @Test func thePageReferencesNothingOutsideItself() throws {
        let html = HTMLReport.render(try ReportFixtures.mixed())
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("src=\"/"))
        #expect(!html.contains("url("))
        let sources = values(of: "src", in: html)
        #expect(sources.count == 4)  // beta's diff, actual, expected; gamma's actual
        #expect(sources.allSatisfy { $0.hasPrefix("data:image/png;base64,") })
        #expect(values(of: "href", in: html).allSatisfy { $0.hasPrefix("#") || $0 == "data:," })
    }

    @Test func eachPictureIsEmbeddedOnce() throws {
        let item = try ReportFixtures.failed(name: "beta")
        let html = HTMLReport.render(CheckReport(items: [item], goldensDirectory: "G", recordMode: .never, options: .exact))
        let expected = "data:image/png;base64," + Data(try #require(item.images?.expected)).base64EncodedString()
        #expect(html.components(separatedBy: expected).count - 1 == 1)
        // The side-by-side and slider views show it again by reference.
        #expect(html.components(separatedBy: "data-copy=\"item-0-img-expected\"").count - 1 == 2)
    }

    @Test func aHostileNameAndMessageAreEscaped() throws {
        var item = ReportFixtures.passed(name: "<script>alert(\"x\")</script>&'")
        item.message = "<img src=x onerror=alert(1)>"
        let html = HTMLReport.render(CheckReport(items: [item], goldensDirectory: "<b>", recordMode: .never,
                                                 options: .exact))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("<code>&lt;b&gt;</code>"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
    }

    @Test func failuresComeFirstThenRecordingsThenPasses() throws {
        let html = HTMLReport.render(try ReportFixtures.mixed())
        let order = try ["<h3>beta</h3>", "<h3>epsilon</h3>", "<h3>gamma</h3>", ">alpha</td>", ">delta</td>"]
            .map { try #require(html.range(of: $0)).lowerBound }
        #expect(order == order.sorted())
        #expect(html.contains("<p class=\"summary\">2 passed, 2 failed, 1 recorded</p>"))
        #expect(html.contains("<code>missing</code>"))
        // The passed scenes stay collapsed while something needs a look.
        #expect(html.contains("<details class=\"passed\">"))
    }

    @Test func aSceneWithoutPicturesShowsItsMessageOnlyAndANewOneItsPicture() throws {
        let html = HTMLReport.render(try ReportFixtures.mixed())
        let epsilon = try article(named: "epsilon", in: html)
        #expect(epsilon.contains("Scenes/epsilon.json: cannot decode the scene"))
        #expect(!epsilon.contains("<img"))
        #expect(!epsilon.contains("Figures"))
        let gamma = try article(named: "gamma", in: html)
        #expect(gamma.contains("Actual: recorded as the new golden"))
        #expect(gamma.components(separatedBy: "<img").count - 1 == 1)
        #expect(!gamma.contains("role=\"tab\""))
    }

    @Test func aDrawingChangeSaysSoInsteadOfListingViews() throws {
        var item = try ReportFixtures.failed(name: "beta")
        item.layoutChanges = []
        let html = HTMLReport.render(CheckReport(items: [item], goldensDirectory: "G", recordMode: .never, options: .exact))
        #expect(html.contains("Pixels differ while every view&#39;s layout is unchanged: a drawing change, not a layout change."))
        #expect(!html.contains("Layout changes"))
    }
}
