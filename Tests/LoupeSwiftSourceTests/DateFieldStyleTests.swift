import LoupeSwiftSource
import Testing

/// `Date.FormatStyle.dateTime` with chosen fields, as swiftc 6.3's Foundation writes them for `en_US` in UTC — each
/// expected text below is what it printed for the preview's fixed date, Monday 2025-06-09 09:41:00 UTC. A choice of
/// fields whose pattern is not known is refused, never written with another pattern.
// sdk-usage: .dateTime, .formatted, .month, .day, .year, .weekday, .hour, .minute, .abbreviated, Date.now
@Suite struct DateFieldStyleTests {
    let subset = SwiftSubsetTests()
    static let nnbsp = "\u{202F}"

    static let cases: [(String, String)] = [
        (".year()", "2025"), (".month()", "Jun"), (".day()", "9"), (".weekday()", "Mon"),
        (".month().day()", "Jun 9"), (".year().month()", "Jun 2025"), (".year().month().day()", "Jun 9, 2025"),
        (".weekday().month().day()", "Mon, Jun 9"), (".year().weekday().month().day()", "Mon, Jun 9, 2025"),
        (".weekday().day()", "Mon 9"), (".weekday().month()", "Jun Mon"), (".year().month(.wide).weekday(.wide)", "June 2025 Monday"),
        (".month(.defaultDigits).day()", "6/9"), (".year().month(.defaultDigits).day()", "6/9/2025"),
        (".year().month(.defaultDigits)", "6/2025"), (".month(.twoDigits).day(.twoDigits)", "06/09"),
        (".year(.twoDigits).month(.twoDigits).day(.twoDigits)", "06/09/25"),
        (".month(.wide).day()", "June 9"), (".year().month(.wide)", "June 2025"), (".year().month(.wide).day()", "June 9, 2025"),
        (".weekday(.wide).month(.wide).day()", "Monday, June 9"), (".year().weekday(.wide).month(.wide).day()", "Monday, June 9, 2025"),
        (".weekday(.wide)", "Monday"), (".month(.wide)", "June"), (".month(.narrow)", "J"), (".weekday(.narrow)", "M"),
        (".weekday(.short)", "Mo"), (".weekday(.short).day()", "Mo 9"), (".month(.narrow).day()", "J 9"),
        (".year(.twoDigits)", "25"), (".day(.twoDigits)", "09"), (".month().day(.twoDigits)", "Jun 09"),
        (".hour()", "9\(nnbsp)AM"), (".hour().minute()", "9:41\(nnbsp)AM"), (".hour().minute().second()", "9:41:00\(nnbsp)AM"),
        (".minute().second()", "41:00"), (".hour(.twoDigits(amPM: .abbreviated))", "09\(nnbsp)AM"),
        (".hour(.twoDigits(amPM: .abbreviated)).minute()", "09:41\(nnbsp)AM"), (".hour(.defaultDigits(amPM: .wide)).minute()", "9:41\(nnbsp)AM"),
        (".month().day().hour().minute()", "Jun 9 at 9:41\(nnbsp)AM"), (".year().month().day().hour().minute()", "Jun 9, 2025 at 9:41\(nnbsp)AM"),
        (".weekday().month().day().hour().minute()", "Mon, Jun 9 at 9:41\(nnbsp)AM"), (".day().hour().minute()", "9, 9:41\(nnbsp)AM"),
        (".weekday().hour().minute()", "Mon 9:41\(nnbsp)AM"), (".year().month(.defaultDigits).day().hour().minute()", "6/9/2025, 9:41\(nnbsp)AM"),
        (".year().month(.wide).day().hour().minute()", "June 9, 2025 at 9:41\(nnbsp)AM"),
    ]

    @Test func fieldsAreWrittenAsFoundationWritesThem() throws {
        let texts = Self.cases.map { "        Text(Date.now, format: .dateTime\($0.0))" }.joined(separator: "\n")
        #expect(try subset.texts("#Preview {\n    VStack {\n\(texts)\n    }\n}") == Self.cases.map(\.1))
        // The same through `formatted(_:)`.
        #expect(try subset.texts("#Preview { Text(Date.now.formatted(.dateTime.month(.wide).day())) }") == ["June 9"])
    }

    /// A year with a day and no month, an hour without its am/pm, a relative date: not known here, refused.
    @Test func unknownChoicesAreRefused() {
        #expect(subset.problem("#Preview { Text(Date.now, format: .dateTime.year().day()) }") == "unsupportedSwift@1:12")
        #expect(subset.problem("#Preview { Text(Date.now, format: .dateTime.hour(.defaultDigits(amPM: .omitted))) }") == "unsupportedSwift@1:12")
        #expect(subset.problem("#Preview { Text(Date.now.formatted(.relative(presentation: .named))) }") == "unsupportedSwift@1:26")
    }
}
