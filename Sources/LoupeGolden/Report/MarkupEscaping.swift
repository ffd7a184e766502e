/// `text` made safe inside XML or HTML, in element content and in quoted attribute values alike: `&`, `<`, `>`,
/// `"` and `'` become references, and the characters XML 1.0 forbids (control characters other than tab, line feed
/// and carriage return, U+FFFE and U+FFFF) are dropped, since no reference can stand for them.
///
/// The one escaping function of the JUnit and HTML reports; `&#39;` rather than `&apos;` because HTML 4 lacks the
/// latter.
func markupEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
        case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
