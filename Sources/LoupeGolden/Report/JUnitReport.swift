/// `junit.xml`: one `<testsuite name="loupe-render check">` with one `<testcase>` per scene, in the run's order,
/// for CI systems that show test results.
///
/// A failed scene carries `<failure message="…" type="…">` whose text lists the comparison's figures, the layout
/// changes and the artifact paths; a new or updated one carries `<system-out>` saying its golden was recorded, and
/// under record mode `missing`, which fails the run for it, also a `<failure type="recorded">`.
/// No `time` or `timestamp` attributes: the same run always writes the same bytes.
public enum JUnitReport {
    /// The suite's name, and the test cases' class name.
    static let suiteName = "loupe-render check"
    static let className = "loupe-render.check"

    /// The report as `junit.xml`'s text, ending in a line feed.
    public static func render(_ report: CheckReport) -> String {
        let failures = report.items.filter { fails($0, report) }.count
        let counts = "tests=\"\(report.items.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(markupEscaped(suiteName))\" \(counts)>\n"
        xml += "  <testsuite name=\"\(markupEscaped(suiteName))\" \(counts)>\n"
        xml += "    <properties>\n"
        xml += property("recordMode", report.recordMode.rawValue)
        xml += property("goldens", report.goldensDirectory)
        xml += "    </properties>\n"
        for item in report.items { xml += testCase(item, failsTheRun: fails(item, report)) }
        xml += "  </testsuite>\n"
        xml += "</testsuites>\n"
        return xml
    }

    private static func property(_ name: String, _ value: String) -> String {
        "      <property name=\"\(markupEscaped(name))\" value=\"\(markupEscaped(value))\"/>\n"
    }

    /// Whether the item fails the run, as ``CheckReport/succeeded`` counts it.
    private static func fails(_ item: CheckItem, _ report: CheckReport) -> Bool {
        item.status == .failed || (report.recordMode == .missing && (item.status == .new || item.status == .updated))
    }

    private static func testCase(_ item: CheckItem, failsTheRun: Bool) -> String {
        let open = "    <testcase classname=\"\(className)\" name=\"\(markupEscaped(item.name))\""
        switch item.status {
        case .passed:
            return open + "/>\n"
        case .failed:
            let type = item.comparison?.reason?.rawValue ?? "error"
            return open + ">\n"
                + "      <failure message=\"\(markupEscaped(item.message))\" type=\"\(type)\">"
                + markupEscaped(failureText(item))
                + "</failure>\n"
                + "    </testcase>\n"
        case .new, .updated:
            let verb = item.status == .new ? "Recorded a new golden" : "Rewrote the golden"
            let text = "\(verb) at \(item.goldenPath): \(item.message)"
            // Under record mode missing the run fails for it, so that a golden never committed cannot pass CI.
            let failure = failsTheRun
                ? "      <failure message=\"\(markupEscaped(text))\" type=\"recorded\">"
                    + markupEscaped("\(text)\nLook at it, commit it, and run again.") + "</failure>\n"
                : ""
            return open + ">\n" + failure
                + "      <system-out>\(markupEscaped(text))</system-out>\n"
                + "    </testcase>\n"
        }
    }

    /// The failure's text: the message, then the figures, the layout and the artifacts, one per line.
    static func failureText(_ item: CheckItem) -> String {
        var lines = [item.message]
        if let comparison = item.comparison {
            lines += ReportText.figures(comparison).map { "\($0.label): \($0.value)" }
        }
        if let sentence = ReportText.layoutSentence(for: item) {
            lines.append(sentence)
        } else if !item.layoutChanges.isEmpty {
            lines.append("Layout changes:")
            lines += item.layoutChanges.map { "  \($0.description)" }
        }
        let artifacts = ReportText.artifacts(item.artifacts)
        if !artifacts.isEmpty {
            lines.append("Artifacts:")
            lines += artifacts.map { "  \($0.label): \($0.path)" }
        }
        return lines.joined(separator: "\n")
    }
}
