import LoupeSwiftSource
import Testing

/// `DateFormatter` and `NumberFormatter` set up as apps set them up, each text what `swiftc` printed on Linux with
/// `Locale(identifier: "en_US")` and UTC for the same formatter (swift-foundation's ICU data: a narrow no-break
/// space before AM in a style's time, " at " after a written date).
// sdk-usage: DateFormatter, DateFormatter(), .dateFormat, .dateStyle, .timeStyle, NumberFormatter, NumberFormatter(), .numberStyle, .short, .medium, .long, .full, .decimal, .maximumFractionDigits, .minimumFractionDigits, @Relationship, @Attribute, @Model
@Suite struct FoundationFormatterTests {
    let subset = SwiftSubsetTests()

    @Test func dateStylesAndPatterns() throws {
        #expect(try subset.texts("""
            let d = Date(timeIntervalSince1970: 1749462060)
            func styled(_ ds: DateFormatter.Style, _ ts: DateFormatter.Style) -> String {
                let f = DateFormatter(); f.dateStyle = ds; f.timeStyle = ts; return f.string(from: d)
            }
            func patterned(_ p: String) -> String { let f = DateFormatter(); f.dateFormat = p; return f.string(from: d) }
            struct Formatters { static let short: DateFormatter = { let f = DateFormatter(); f.dateStyle = .short; return f }() }
            #Preview {
                VStack {
                    Text(verbatim: styled(.short, .short) + "|" + styled(.medium, .none) + "|" + styled(.long, .short) + "|" + styled(.full, .medium) + "|" + styled(.none, .long))
                    Text(verbatim: patterned("yyyy-MM-dd") + "|" + patterned("EEE, MMM d") + "|" + patterned("h:mm a") + "|" + patterned("'Day' D") + "|" + patterned("d MMMM yy"))
                    Text(verbatim: Formatters.short.string(from: d))
                }
            }
            """) == [
                "6/9/25, 9:41\u{202F}AM|Jun 9, 2025|June 9, 2025 at 9:41\u{202F}AM|Monday, June 9, 2025 at 9:41:00\u{202F}AM|9:41:00\u{202F}AM GMT",
                "2025-06-09|Mon, Jun 9|9:41 AM|Day 160|9 June 25",
                "6/9/25",
            ])
    }

    @Test func numberStyles() throws {
        #expect(try subset.texts("""
            func n() -> String {
                let n = NumberFormatter()
                var out = n.string(from: 3.75)! + "|"
                n.numberStyle = .decimal; out += n.string(from: 1234.5678)! + "|"
                n.numberStyle = .currency; out += n.string(from: 1234.5)! + "|"
                n.numberStyle = .percent; out += n.string(from: 0.256)! + "|"
                let n2 = NumberFormatter(); n2.minimumFractionDigits = 2; n2.maximumFractionDigits = 2; out += n2.string(from: 3)!
                return out
            }
            #Preview { Text(verbatim: n()) }
            """) == ["4|1,234.568|$1,234.50|26%|3.00"])
    }

    /// A field the renderer does not write is an error at its place, not a guess.
    @Test func anUnknownFieldIsAnError() throws {
        #expect(subset.problem("""
            func z() -> String { let f = DateFormatter(); f.dateFormat = "zzzz"; return f.string(from: Date()) }
            #Preview { Text(verbatim: z()) }
            """)?.hasPrefix("unsupportedSwift@") == true)
    }

    /// SwiftData's relationships and attributes: a to-many relationship nothing set is empty, a to-one nil.
    @Test func swiftDataModelProperties() throws {
        #expect(try subset.texts("""
            import SwiftData
            @Model final class Trip {
                var name: String
                @Attribute(.unique) var code: String
                @Relationship(deleteRule: .cascade) var stops: [Stop]
                @Relationship var owner: Person?
                init(name: String, code: String) { self.name = name; self.code = code }
            }
            @Model final class Stop { var title: String = "" }
            @Model final class Person { var name: String = "" }
            #Preview { let trip = Trip(name: "Rome", code: "R1"); Text(verbatim: "\\(trip.name) \\(trip.code) \\(trip.stops.count) \\(trip.owner == nil)") }
            """) == ["Rome R1 0 true"])
    }
}
