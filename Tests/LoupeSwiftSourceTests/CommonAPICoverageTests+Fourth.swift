import LoupeJSON
import LoupeRender
import LoupeScene
import LoupeSwiftSource
import Testing

/// A fourth batch of commonly used Swift, Foundation and Combine API (`docs/sdk-usage.tsv`), in the style of
/// `CommonAPICoverageTests`: Swift and Foundation values printed by swiftc 6.3.1 on Linux for the same expressions
/// (`TZ=UTC`), except where a value depends on the clock — there the renderer's fixed clock, 2025-06-09 09:41:00 UTC
/// (1,749,462,060 seconds since 1970), is worked in by hand — and Combine's worked out by hand from its documented
/// delivery rules (Combine is not on Linux).
@Suite struct CommonAPICoverageFourthSwiftTests {
    func texts(_ source: String) throws -> [String] { try CommonAPISwiftCoverageTests().texts(source) }

    /// Numbers and collections: `allSatisfy` (2 > 1 fails for 1), `truncatingRemainder` (7.5 − 3 · 2), `pow`, `ceil`
    /// and `round` (half away from zero), `zip` (as long as the shorter side), `insetBy` (10 − 2 · 3), the sized
    /// integers' initializers with arithmetic in their types, `dropLast`, `min()`, `lastIndex(of:)`, set algebra
    /// (`intersection`, `subtracting`, `formUnion`), `Dictionary(uniqueKeysWithValues:)`, `updateValue` (which gives
    /// back the old value), `String(format:)` with two and three arguments, `rounded(.up)` and `(.down)`,
    /// `CGFloat.random(in:)` of a one-value range, `Bool.random()`, `CGRect.zero` and `CGPoint.zero` — all printed by
    /// swiftc 6.3.1.
    // sdk-usage: .allSatisfy, .truncatingRemainder, pow(_:_:), ceil(_:), round(_:), zip(_:_:), .insetBy, UInt32(_:), UInt64(_:), Int32(_:), UInt8(_:), UInt(_:), .dropLast, .min, .lastIndex, .intersection, .subtracting, .formUnion, Dictionary(uniqueKeysWithValues:), .updateValue, String(format:_:_:), String(format:_:_:_:), .up, .down, CGFloat.random, Bool.random, CGRect.zero, CGPoint.zero
    @Test func numbersCollectionsAndFormats() throws {
        #expect(try texts("""
            func unioned() -> [Int] { var s: Set<Int> = [1]; s.formUnion([2, 3]); return s.sorted() }
            func updated() -> String { var d = ["a": 1]; let old = d.updateValue(5, forKey: "a"); return "\\(old!) \\(d["a"]!)" }
            #Preview {
                VStack {
                    Text(verbatim: "\\([1, 2, 3].allSatisfy { $0 > 1 }) \\(7.5.truncatingRemainder(dividingBy: 2)) \\(pow(2.0, 10.0)) \\(ceil(2.1)) \\(round(2.5))")
                    Text(verbatim: "\\(Array(zip([1, 2, 3], ["a", "b"])).count) \\(CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 2, dy: 3).height)")
                    Text(verbatim: "\\(UInt32(7) + 1) \\(UInt64(9) * 2) \\(Int32(5) - 8) \\(UInt8(200)) \\(UInt(12))")
                    Text(verbatim: "\\([1, 2, 3, 4].dropLast()) \\([5, 3, 8].min()!) \\([1, 2, 3, 2].lastIndex(of: 2)!)")
                    Text(verbatim: "\\(Set([1, 2, 3]).intersection([2, 3, 4]).sorted()) \\(Set([1, 2, 3]).subtracting([2]).sorted()) \\(unioned())")
                    Text(verbatim: "\\(Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)])["b"]!) \\(updated())")
                    Text(verbatim: "\\(String(format: "%d-%d", 3, 4)) \\(String(format: "%d:%02d:%02d", 1, 2, 3))")
                    Text(verbatim: "\\((2.5).rounded(.up)) \\((2.5).rounded(.down)) \\(CGFloat.random(in: 2...2)) \\(Bool.random() || true) \\(CGRect.zero.width) \\(CGPoint.zero.x)")
                }
            }
            """) == ["false 1.5 1024.0 3.0 3.0", "2 4.0", "8 18 -3 200 12", "[1, 2, 3] 3 3", "[2, 3] [1, 3] [1, 2, 3]",
                     "2 1 5", "3-4 1:02:03", "3.0 2.0 2.0 true 0.0 0.0"])
    }

    /// Dates and calendars in UTC: the start of the day of 90,000 s (86,400); two times an hour apart on one day; the
    /// epoch is neither today nor yesterday, while the fixed now is today and a day before it
    /// (`Date(timeIntervalSinceNow: -86400)`) yesterday; the second of 75 s (15) as a component and as
    /// `DateComponents.second` of 3,725 s (5); the Gregorian calendar's year of the epoch; a day's `dateInterval` lasts
    /// 86,400 s; zones at offset 0 and "UTC"; the reference date (2001-01-01) is 978,307,200 s after 1970, so a day
    /// after 1970 is −978,220,800; the distant past and future (year 1 and 4001) around now. All printed by swiftc
    /// 6.3.1 with `TZ=UTC`, except the comparisons with now — true by hand — and 60 s from the fixed now: 1,749,462,060
    /// + 60.
    // sdk-usage: .startOfDay, .isDate, .isDateInToday, .isDateInYesterday, Date(timeIntervalSinceNow:), .second, Calendar(identifier:), .gregorian, .dateInterval, .duration, TimeZone(secondsFromGMT:), TimeZone(identifier:), .timeIntervalSinceReferenceDate, Date.distantFuture, Date.distantPast, .distantPast
    @Test func calendarsZonesAndReferenceDates() throws {
        #expect(try texts("""
            #Preview {
                let cal = Calendar.current
                let past: Date = .distantPast
                VStack {
                    Text(verbatim: "\\(cal.startOfDay(for: Date(timeIntervalSince1970: 90000)).timeIntervalSince1970) \\(cal.isDate(Date(timeIntervalSince1970: 0), inSameDayAs: Date(timeIntervalSince1970: 3600))) \\(cal.isDateInToday(Date(timeIntervalSince1970: 0))) \\(cal.isDateInYesterday(Date(timeIntervalSince1970: 0)))")
                    Text(verbatim: "\\(cal.isDateInToday(Date())) \\(cal.isDateInYesterday(Date(timeIntervalSinceNow: -86400))) \\(Date(timeIntervalSinceNow: 60).timeIntervalSince1970)")
                    Text(verbatim: "\\(cal.component(.second, from: Date(timeIntervalSince1970: 75))) \\(cal.dateComponents([.hour, .minute, .second], from: Date(timeIntervalSince1970: 3725)).second!)")
                    Text(verbatim: "\\(Calendar(identifier: .gregorian).component(.year, from: Date(timeIntervalSince1970: 0))) \\(cal.dateInterval(of: .day, for: Date(timeIntervalSince1970: 100))!.duration)")
                    Text(verbatim: "\\(TimeZone(secondsFromGMT: 0)!.secondsFromGMT()) \\(TimeZone(identifier: "UTC")!.secondsFromGMT())")
                    Text(verbatim: "\\(Date(timeIntervalSinceReferenceDate: 0).timeIntervalSinceReferenceDate) \\(Date(timeIntervalSince1970: 86400).timeIntervalSinceReferenceDate) \\(Date.distantFuture > Date()) \\(Date.distantPast < Date())")
                    Text(verbatim: "\\(past.timeIntervalSince1970) \\(Date.distantFuture.timeIntervalSince1970)")
                }
            }
            """) == ["86400.0 true false false", "true true 1749462120.0", "15 5", "1970 86400.0", "0 0",
                     "0.0 -978220800.0 true true", "-62135769600.0 64092211200.0"])
    }

    /// Protocols, key paths and printing: a `RawRepresentable` struct's `rawValue` and an enumeration's `element` read
    /// by key path; generic functions constrained to `Collection`, `RandomAccessCollection`, `StringProtocol` and
    /// `BinaryFloatingPoint`; a `Character` made into a string, an optional made with `.some`, a `UInt16`, an error
    /// enum declared `Swift.Error` written by its case, `allCases` of a `CaseIterable` enum; `debugPrint` and `print`
    /// of three and four items write to the console only, and the function goes on. All printed by swiftc 6.3.1.
    // sdk-usage: \.rawValue, RawRepresentable, \.element, Collection, RandomAccessCollection, StringProtocol, BinaryFloatingPoint, Character, .some, UInt16, Swift.Error, .allCases, debugPrint(_:), print(_:_:_:), print(_:_:_:_:)
    @Test func protocolsKeyPathsAndPrinting() throws {
        #expect(try texts("""
            struct Q: RawRepresentable { var rawValue: Int }
            enum Oops: Swift.Error { case worse }
            enum Suit: CaseIterable { case a, b, c }
            func firstOf<C: Collection>(_ c: C) -> C.Element? { c.first }
            func mid<C: RandomAccessCollection>(_ c: C) -> Int { c.count / 2 }
            func up<S: StringProtocol>(_ s: S) -> String { s.uppercased() }
            func half<F: BinaryFloatingPoint>(_ f: F) -> F { f / 2 }
            func logged() -> String {
                debugPrint("x")
                print("a", "b", "c")
                print("a", "b", "c", "d")
                return "printed"
            }
            #Preview {
                let c: Character = "q"
                let some: Int? = .some(3)
                let wide: UInt16 = 500
                VStack {
                    Text(verbatim: "\\([Q(rawValue: 2), Q(rawValue: 5)].map(\\.rawValue)) \\(Array([10, 20].enumerated()).map(\\.element))")
                    Text(verbatim: "\\(firstOf([7, 8])!) \\(mid([1, 2, 3, 4])) \\(up("ab")) \\(half(3.0))")
                    Text(verbatim: "\\(String(c)) \\(some!) \\(wide * 2) \\(Oops.worse) \\(Suit.allCases.count)")
                    Text(verbatim: logged())
                }
            }
            """) == ["[2, 5] [10, 20]", "7 2 AB 1.5", "q 3 1000 worse 3", "printed"])
    }

    /// Foundation's text: a URL `appending(path:)` and its `scheme`; trimming `.newlines`; the epoch written
    /// `.iso8601` and as a time of the `.standard` length ("12:00:00", a narrow no-break space, "AM") — printed by
    /// swiftc 6.3.1 — and as a `.numeric` date, which swiftc on Linux writes in its `en_001` locale ("01/01/1970"):
    /// by hand for the renderer's `en_US`, whose numeric date is month/day/year unpadded ("1/1/1970", Apple's
    /// documentation of `DateStyle.numeric`: "10/21/2015"); a `DateFormatter` and a `NumberFormatter` whose `locale`
    /// is set to US English, as swiftc prints them.
    // sdk-usage: .appending, .scheme, .newlines, .iso8601, .standard, .numeric, .locale
    @Test func urlsTrimmingAndFormattedDates() throws {
        #expect(try texts("""
            func posix() -> String {
                let f = DateFormatter()
                f.locale = Locale(identifier: "en_US_POSIX")
                f.dateFormat = "yyyy-MM-dd"
                return f.string(from: Date(timeIntervalSince1970: 0))
            }
            func decimal() -> String {
                let f = NumberFormatter()
                f.locale = Locale(identifier: "en_US")
                f.numberStyle = .decimal
                return f.string(from: 1234.5)!
            }
            #Preview {
                let epoch = Date(timeIntervalSince1970: 0)
                VStack {
                    Text(verbatim: "\\(URL(string: "https://example.com/x")!.appending(path: "b").absoluteString) \\(URL(string: "https://example.com/x?q=1")!.scheme!)")
                    Text(verbatim: "[" + "x\\n".trimmingCharacters(in: .newlines) + "]")
                    Text(verbatim: epoch.formatted(.iso8601))
                    Text(verbatim: epoch.formatted(date: .omitted, time: .standard))
                    Text(verbatim: epoch.formatted(date: .numeric, time: .omitted))
                    Text(verbatim: "\\(posix()) \\(decimal())")
                }
            }
            """) == ["https://example.com/x/b https", "[x]", "1970-01-01T00:00:00Z", "12:00:00\u{202F}AM", "1/1/1970",
                     "1970-01-01 1,234.5"])
    }

    /// What runs later runs after the picture: work sent to a global queue (of the user-initiated class), to a queue of
    /// the module's, or after 300 milliseconds on the main queue has not run when the function returns, so each
    /// variable is still 1 (swiftc 6.3.1's process prints the same, returning before the queues run).
    // sdk-usage: DispatchQueue.global, .userInitiated, DispatchQueue(label:), .milliseconds
    @Test func queuedWorkRunsAfterThePicture() throws {
        #expect(try texts("""
            func queued() -> String {
                var a = 1, b = 1, c = 1, d = 1
                DispatchQueue.global().async { a = 5 }
                DispatchQueue.global(qos: .userInitiated).async { b = 5 }
                DispatchQueue(label: "work").async { c = 5 }
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) { d = 5 }
                return "\\(a) \\(b) \\(c) \\(d)"
            }
            #Preview {
                VStack {
                    Text(verbatim: queued())
                }
            }
            """) == ["1 1 1 1"])
    }

    /// Combine, by its documented rules: `$name` of an `@Published` property gives its value on subscription and each
    /// new one as it is set, and `removeDuplicates()` drops a value equal to the one before ("a", "b", "c" from a, a,
    /// b, b, c); a `CurrentValueSubject(4)` gives 4 at once; an array's `publisher` its elements (1, 1, 2, deduplicated
    /// to 1, 2); `setFailureType(to:)` and `replaceError(with:)` pass `Just`'s value on unchanged.
    // sdk-usage: .removeDuplicates, CurrentValueSubject(_:), .publisher, .setFailureType, .replaceError
    @Test func combineDeduplicatesAndPassesValuesOn() throws {
        #expect(try texts("""
            import Combine
            enum Oops: Error { case bad }
            final class Model: ObservableObject {
                @Published var name = "a"
                var log: [String] = []
                var bag = Set<AnyCancellable>()
                init() {
                    $name.removeDuplicates().sink { [unowned self] in self.log.append($0) }.store(in: &bag)
                    name = "a"; name = "b"; name = "b"; name = "c"
                }
            }
            func delivered() -> String {
                var out: [String] = []
                var bag = Set<AnyCancellable>()
                CurrentValueSubject<Int, Never>(4).sink { out.append("cv\\($0)") }.store(in: &bag)
                [1, 1, 2].publisher.removeDuplicates().sink { out.append("r\\($0)") }.store(in: &bag)
                Just(3).setFailureType(to: Oops.self).sink(receiveCompletion: { _ in }, receiveValue: { out.append("sf\\($0)") }).store(in: &bag)
                Just(5).setFailureType(to: Oops.self).replaceError(with: 0).sink { out.append("re\\($0)") }.store(in: &bag)
                return out.joined(separator: " ")
            }
            struct Screen: View {
                @StateObject var model = Model()
                var body: some View {
                    VStack {
                        Text(verbatim: model.log.joined(separator: ","))
                        Text(verbatim: delivered())
                    }
                }
            }
            #Preview { Screen() }
            """) == ["a,b,c", "cv4 r1 r2 sf3 re5"])
    }

    /// More of the standard library and Foundation: `String(repeating:count:)`; an empty `Dictionary()` filled by
    /// subscript; a `Substring` made into a string; a `Set` of a type whose `hash(into:)` combines only its `id` and
    /// whose `==` compares only that, so two values with one id are one element; a class declared `@unchecked
    /// Sendable`; a scheduled `Timer` invalidated before it fires (0 ticks); work after a `DispatchTimeInterval` on a
    /// concurrent queue, not yet run (1); `Scanner(string:)` reading hex ("ff" is 255); a `UserDefaults` value's
    /// `object(forKey:)` before and after `removeObject(forKey:)`; trimming `CharacterSet.alphanumerics.inverted`. All
    /// printed by swiftc 6.3.1.
    // sdk-usage: String(repeating:count:), Dictionary(), Substring, .combine, @unchecked, Timer.scheduledTimer, .invalidate, DispatchTimeInterval, .concurrent, Scanner(string:), .object, .removeObject, CharacterSet.alphanumerics
    @Test func hashingTimersScannersAndDefaults() throws {
        #expect(try texts("""
            struct Tag: Hashable {
                var id: Int
                var label: String
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
                static func == (a: Tag, b: Tag) -> Bool { a.id == b.id }
            }
            final class Counter: @unchecked Sendable { var value = 4 }
            func ticks() -> Int {
                var n = 0
                let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in n += 1 }
                timer.invalidate()
                return n
            }
            func later() -> Int {
                var x = 1
                let wait: DispatchTimeInterval = .seconds(1)
                DispatchQueue(label: "c", attributes: .concurrent).asyncAfter(deadline: .now() + wait) { x = 5 }
                return x
            }
            func hex() -> UInt64 { var v: UInt64 = 0; Scanner(string: "ff").scanHexInt64(&v); return v }
            func stored() -> String {
                let d = UserDefaults.standard
                d.set(3, forKey: "k9")
                let before = d.object(forKey: "k9") != nil
                d.removeObject(forKey: "k9")
                return "\\(before) \\(d.object(forKey: "k9") == nil)"
            }
            func dicted() -> [String: Int] { var dict: [String: Int] = Dictionary(); dict["b"] = 2; return dict }
            #Preview {
                let rest: Substring = "abcd".dropFirst()
                VStack {
                    Text(verbatim: "\\(String(repeating: "ab", count: 3)) \\(dicted()["b"]!) \\(String(rest)) \\(Set([Tag(id: 1, label: "a"), Tag(id: 1, label: "b")]).count) \\(Counter().value)")
                    Text(verbatim: "\\(ticks()) \\(later()) \\(hex()) \\(stored()) \\("--ab--".trimmingCharacters(in: CharacterSet.alphanumerics.inverted))")
                }
            }
            """) == ["ababab 2 bcd 1 4", "0 1 255 true true ab"])
    }
}

/// Frames worked out by hand from SwiftUI's layout rules on an iPhone 16 (393 × 852 points, safe area y 59…818, so a
/// stack of height h is centred at y = 59 + (759 − h) / 2 and a view of width w at x = (393 − w) / 2; 8 points
/// between two views of a stack by default), the lazy stacks' and grids' rules as `docs/layout.md` states them.
@Suite struct CommonAPICoverageFourthLayoutTests {
    func frames(_ source: String) throws -> [(kind: String, frame: [Double])] {
        try CommonAPILayoutCoverageTests().frames(source)
    }

    /// Stacks written with an explicit `content:` argument, an ellipse and a continuous capsule, and `ForEach` with
    /// `content:` over a range with and without `id:`. Heights 20 + 20 + 20 + 22 + 20 + 10 + 12 + 10 = 134, so the
    /// stack is at y = 59 + (759 − 134) / 2 = 371.5; its widest child is the 40-point ellipse: x = 176.5. The first row
    /// is bottom-aligned with 5 between (25 wide), the second centred with 6 (26), the third has the default 8 (28);
    /// the column of 2 is 10 + 2 + 10 = 22 tall; the `ForEach`es add their views to the outer stack, 0 apart.
    // sdk-usage: HStack(alignment:spacing:content:), HStack(spacing:content:), HStack(content:), VStack(spacing:content:), Ellipse, Ellipse(), Capsule(style:), ForEach(_:id:content:), ForEach(_:content:)
    @Test func stacksWithContentArgumentsEllipsesAndForEach() throws {
        let views = try frames("""
            #Preview {
                VStack(spacing: 0) {
                    HStack(alignment: .bottom, spacing: 5, content: { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) })
                    HStack(spacing: 6, content: { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) })
                    HStack(content: { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) })
                    VStack(spacing: 2, content: { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) })
                    Ellipse().frame(width: 40, height: 20)
                    Capsule(style: .continuous).frame(width: 30, height: 10)
                    ForEach(0..<2, id: \\.self, content: { _ in Color.green.frame(width: 6, height: 6) })
                    ForEach(0..<2, content: { i in Color.mint.frame(width: 4, height: CGFloat(4 + 2 * i)) })
                }
            }
            """)
        #expect(views.filter { $0.kind == "HStack" }.map(\.frame) == [
            [184, 371.5, 25, 20], [183.5, 391.5, 26, 20], [182.5, 411.5, 28, 20],
        ])
        #expect(views.filter { $0.kind == "VStack" }.map(\.frame) == [[176.5, 371.5, 40, 134], [186.5, 431.5, 20, 22]])
        #expect(views.first { $0.kind == "Ellipse" }?.frame == [176.5, 453.5, 40, 20])
        #expect(views.first { $0.kind == "Capsule" }?.frame == [181.5, 473.5, 30, 10])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [184, 381.5, 10, 10], [199, 371.5, 10, 20],       // bottom-aligned: 371.5 + 20 − 10
            [183.5, 396.5, 10, 10], [199.5, 391.5, 10, 20],   // centred: 391.5 + 5; 183.5 + 10 + 6
            [182.5, 416.5, 10, 10], [200.5, 411.5, 10, 20],   // 182.5 + 10 + 8
            [191.5, 431.5, 10, 10], [186.5, 443.5, 20, 10],   // 431.5 + 10 + 2
            [193.5, 483.5, 6, 6], [193.5, 489.5, 6, 6],       // after the capsule: 473.5 + 10
            [194.5, 495.5, 4, 4], [194.5, 499.5, 4, 6],       // heights 4 + 2 · 0 and 4 + 2 · 1
        ])
    }

    /// Lazy stacks take the whole length offered across their axis (`docs/layout.md`): a `LazyHStack` in a 40-point
    /// frame is 40 tall, its row centred (or at the top, `alignment: .top`); a `LazyVStack` is the whole 393 wide, its
    /// column at the leading or trailing edge. Heights 40 · 3 + 22 + 28 = 170: the stack's top is 59 + (759 − 170) / 2
    /// = 353.5. Rows of 10 + 3 + 10 = 23, 10 + 4 + 10 = 24 and 10 + 8 + 10 = 28 are centred across 393.
    // sdk-usage: LazyHStack(spacing:), LazyHStack(alignment:spacing:), LazyHStack(), LazyVStack(alignment:spacing:), LazyVStack(alignment:)
    @Test func lazyStacksTakeTheLengthAcrossTheirAxis() throws {
        let views = try frames("""
            #Preview {
                VStack(spacing: 0) {
                    LazyHStack(spacing: 3) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) }.frame(height: 40)
                    LazyHStack(alignment: .top, spacing: 4) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) }.frame(height: 40)
                    LazyHStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) }.frame(height: 40)
                    LazyVStack(alignment: .leading, spacing: 2) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
                    LazyVStack(alignment: .trailing) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
                }
            }
            """)
        #expect(views.first { $0.kind == "VStack" }?.frame == [0, 353.5, 393, 170])
        #expect(views.filter { $0.kind == "LazyHStack" }.map(\.frame) == [
            [185, 353.5, 23, 40], [184.5, 393.5, 24, 40], [182.5, 433.5, 28, 40],
        ])
        #expect(views.filter { $0.kind == "LazyVStack" }.map(\.frame) == [[0, 473.5, 393, 22], [0, 495.5, 393, 28]])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [185, 368.5, 10, 10], [198, 363.5, 10, 20],       // centred in 40: 353.5 + 15 and + 10
            [184.5, 393.5, 10, 10], [198.5, 393.5, 10, 20],   // at the top
            [182.5, 448.5, 10, 10], [200.5, 443.5, 10, 20],
            [0, 473.5, 10, 10], [0, 485.5, 20, 10],           // leading: 473.5 + 10 + 2
            [383, 495.5, 10, 10], [373, 513.5, 20, 10],       // trailing: 393 − 10 and 393 − 20; 495.5 + 10 + 8
        ])
    }

    /// Grids. A horizontal lazy grid of one flexible row (`GridItem()`) in a 30-point frame: the row is 30 tall, its
    /// columns as wide as their views, 8 apart (10 + 8 + 12 = 30). One of a fixed 20-point row (4 below it, its views
    /// at the top of their cells) and a fixed 10-point row, 6 between columns: 34 tall; the views fill each column top
    /// to bottom, so the columns are 12 and 8 wide: 26. A vertical lazy grid of two fixed 30-point columns, 8 apart
    /// (68), leading-aligned, lines 3 apart: 10 + 3 + 8 = 21 tall. A `Grid` whose columns are as wide as their widest
    /// cell (30 and 20, 4 apart: 54) and rows as tall as their tallest (10 and 6, 2 apart: 18), cells centred; and
    /// `Grid { }` of one cell. Then a ZStack aligned by `Alignment(horizontal: .leading, vertical: .bottom)`, stacks
    /// aligned by `VerticalAlignment.center` and `HorizontalAlignment.center`, and a colour fitted to a 2 : 1 ratio in
    /// a 30-point square (30 × 15, centred: 7.5 down) by a `ContentMode` property. Heights 30 + 34 + 21 + 18 + 10 + 20
    /// + 8 + 16 + 30 = 187: the stack's top is 59 + (759 − 187) / 2 = 345.
    // sdk-usage: LazyHGrid, LazyHGrid(rows:), GridItem(), GridItem(_:spacing:alignment:), LazyHGrid(rows:spacing:), LazyVGrid(columns:alignment:spacing:), Grid, Grid(), Alignment(horizontal:vertical:), VerticalAlignment.center, HorizontalAlignment.center, ContentMode
    @Test func gridsAlignmentsAndContentModes() throws {
        let views = try frames("""
            struct Screen: View {
                let mode: ContentMode = .fit
                var body: some View {
                    VStack(spacing: 0) {
                        LazyHGrid(rows: [GridItem()]) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 12, height: 10) }.frame(height: 30)
                        LazyHGrid(rows: [GridItem(.fixed(20), spacing: 4, alignment: .top), GridItem(.fixed(10))], spacing: 6) {
                            Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 12, height: 10); Color.green.frame(width: 8, height: 8)
                        }
                        LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.fixed(30))], alignment: .leading, spacing: 3) {
                            Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 12, height: 10); Color.green.frame(width: 8, height: 8)
                        }
                        Grid(horizontalSpacing: 4, verticalSpacing: 2) {
                            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
                            GridRow { Color.green.frame(width: 30, height: 6); Color.yellow.frame(width: 10, height: 6) }
                        }
                        Grid { GridRow { Color.red.frame(width: 10, height: 10) } }
                        ZStack(alignment: Alignment(horizontal: .leading, vertical: .bottom)) {
                            Color.gray.frame(width: 40, height: 20)
                            Color.black.frame(width: 10, height: 10)
                        }
                        HStack(alignment: VerticalAlignment.center) { Color.red.frame(width: 10, height: 4); Color.blue.frame(width: 10, height: 8) }
                        VStack(alignment: HorizontalAlignment.center) { Color.red.frame(width: 4, height: 4); Color.blue.frame(width: 8, height: 4) }
                        Color.mint.aspectRatio(2, contentMode: mode).frame(width: 30, height: 30)
                    }
                }
            }
            #Preview { Screen() }
            """)
        // The outer stack is as wide as the vertical grid, 68: x = (393 − 68) / 2 = 162.5.
        #expect(views.first { $0.kind == "VStack" }?.frame == [162.5, 345, 68, 187])
        #expect(views.filter { $0.kind == "LazyHGrid" }.map(\.frame) == [[181.5, 345, 30, 30], [183.5, 375, 26, 34]])
        #expect(views.first { $0.kind == "LazyVGrid" }?.frame == [162.5, 409, 68, 21])
        #expect(views.filter { $0.kind == "Grid" }.map(\.frame) == [[169.5, 430, 54, 18], [191.5, 448, 10, 10]])
        #expect(views.first { $0.kind == "ZStack" }?.frame == [176.5, 458, 40, 20])
        #expect(views.first { $0.kind == "HStack" }?.frame == [182.5, 478, 28, 8])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [181.5, 355, 10, 10], [199.5, 355, 12, 10],                   // centred in the 30-point row
            [184.5, 375, 10, 10], [183.5, 399, 12, 10], [201.5, 375, 8, 8], // 375 + 20 + 4; 183.5 + 12 + 6
            [162.5, 409, 10, 10], [200.5, 409, 12, 10], [162.5, 422, 8, 8], // 162.5 + 30 + 8; 409 + 10 + 3
            [179.5, 430, 10, 10], [203.5, 430, 20, 10],                   // centred in a 30-wide column; 169.5 + 30 + 4
            [169.5, 442, 30, 6], [208.5, 442, 10, 6],                     // 430 + 10 + 2
            [191.5, 448, 10, 10],
            [176.5, 458, 40, 20], [176.5, 468, 10, 10],                   // leading, bottom: 458 + 20 − 10
            [182.5, 480, 10, 4], [200.5, 478, 10, 8],                     // centred on the 8-point row
            [194.5, 486, 4, 4], [192.5, 498, 8, 4],                       // 486 + 4 + 8
            [181.5, 509.5, 30, 15],                                       // 502 + 7.5
        ])
    }

    /// `@GestureState` is its initial value until a gesture runs, and the gestures themselves (drags with a minimum
    /// distance, long presses with and without a duration, magnification, rotation, double taps, sequenced and spatial
    /// taps, and the `translation`, `location` and `startLocation` their callbacks read) change nothing at rest: the
    /// red square is not offset, the blue bar is 20 wide (not pressing), the green square unscaled and unrotated.
    /// Heights 10 · 3: the column is at x (393 − 20) / 2 = 186.5, y 59 + (759 − 30) / 2 = 423.5.
    // sdk-usage: @GestureState, DragGesture(minimumDistance:), .updating, .translation, .location, .startLocation, LongPressGesture, LongPressGesture(minimumDuration:), LongPressGesture(), MagnificationGesture, MagnificationGesture(), RotationGesture, RotationGesture(), TapGesture(count:), .sequenced, SpatialTapGesture, Angle.zero
    @Test func gestureStateIsItsInitialValueAtRest() throws {
        let views = try frames("""
            struct Dragged: View {
                @GestureState private var drag = CGSize.zero
                @GestureState private var pressing = false
                @State private var scale: CGFloat = 1
                @State private var angle = Angle.zero
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 10)
                            .offset(x: drag.width, y: drag.height)
                            .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
                        Color.blue.frame(width: pressing ? 30 : 20, height: 10)
                            .gesture(LongPressGesture(minimumDuration: 0.5).updating($pressing) { current, state, _ in state = current })
                        Color.green.frame(width: 10, height: 10).scaleEffect(scale).rotationEffect(angle)
                            .gesture(MagnificationGesture().onChanged { scale = $0 })
                            .gesture(RotationGesture().onChanged { angle = $0 })
                            .gesture(TapGesture(count: 2).onEnded { scale = 1 })
                            .gesture(LongPressGesture().sequenced(before: DragGesture()))
                            .simultaneousGesture(SpatialTapGesture().onEnded { v in _ = v.location })
                            .gesture(DragGesture().onChanged { v in _ = v.location; _ = v.startLocation })
                    }
                }
            }
            #Preview { Dragged() }
            """)
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [191.5, 423.5, 10, 10], [186.5, 433.5, 20, 10], [191.5, 443.5, 10, 10],
        ])
    }

    /// A reader written with `content:` computes with its proxy once laid out (swift-source.md's GeometryReader): below
    /// a 100-point bar it is 393 × 200 at y = 257.5 + 100 = 357.5, so its colour is 393 / 4 = 98.25 wide (from its
    /// `.local` frame) and 357.5 / 10 = 35.75 tall (from its `.global` one), at the reader's top-leading corner. A
    /// `ViewThatFits` shows its first child that fits — the 100-point one, as 500 does not fit 393 — and one fitting
    /// `in: .vertical` the 12-point one, as 900 does not fit; a vertical scroll view made with `content:` is as wide as
    /// its content and as tall as its frame, its content at the top. Heights 100 + 200 + 10 + 12 + 40 = 362: the
    /// stack's top is 59 + (759 − 362) / 2 = 257.5.
    // sdk-usage: GeometryReader(content:), .global, ViewThatFits, ScrollView(_:showsIndicators:content:)
    @Test func readersViewsThatFitAndScrollViews() throws {
        let views = try frames("""
            #Preview {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    GeometryReader(content: { proxy in
                        Color.blue.frame(width: proxy.frame(in: .local).width / 4, height: proxy.frame(in: .global).minY / 10)
                    })
                    .frame(height: 200)
                    ViewThatFits {
                        Color.green.frame(width: 500, height: 10)
                        Color.yellow.frame(width: 100, height: 10)
                    }
                    ViewThatFits(in: .vertical) {
                        Color.green.frame(width: 50, height: 900)
                        Color.orange.frame(width: 60, height: 12)
                    }
                    ScrollView(.vertical, showsIndicators: false, content: {
                        Color.purple.frame(width: 30, height: 20)
                    })
                    .frame(height: 40)
                }
            }
            """)
        #expect(views.first { $0.kind == "VStack" }?.frame == [0, 257.5, 393, 362])
        #expect(views.first { $0.kind == "GeometryReader" }?.frame == [0, 357.5, 393, 200])
        #expect(views.filter { $0.kind == "ViewThatFits" }.map(\.frame) == [[146.5, 557.5, 100, 10], [166.5, 567.5, 60, 12]])
        #expect(views.first { $0.kind == "ScrollView" }?.frame == [181.5, 579.5, 30, 40])
        // The children a ViewThatFits does not show are not laid out (a zero frame in the report).
        #expect(views.filter { $0.kind == "Color" && $0.frame[2] > 0 }.map(\.frame) == [
            [0, 257.5, 393, 100], [0, 357.5, 98.25, 35.75], [146.5, 557.5, 100, 10], [166.5, 567.5, 60, 12],
            [181.5, 579.5, 30, 20],
        ])
    }

    /// Baselines, spanning cells, alignment guides, safe areas and maps: views without text have their first and last
    /// text baselines at their bottom edge, so rows aligned by either put the 10- and 20-point colours' bottoms level;
    /// a cell spanning `gridCellColumns(2)` is as wide as both columns and the space between (10 + 2 + 20 = 32); a
    /// leading guide moved to half a view's width (`ViewDimensions`) puts that view 5 points before the others'
    /// leading edge, widening the column to 25; ignoring the container safe area at the bottom changes nothing for a
    /// view away from that edge; a `Map` at a `MapCameraPosition` (`.automatic`, or a `.region`) fills the width
    /// offered (swift-source.md's Map). Heights 20 + 20 + 16 + 20 + 20 + 20 + 30 + 30 = 176: the top is
    /// 59 + (759 − 176) / 2 = 350.5.
    // sdk-usage: .firstTextBaseline, .lastTextBaseline, .gridCellColumns, ViewDimensions, .container, Map(position:), MapCameraPosition, .region
    @Test func baselinesSpansGuidesAndMaps() throws {
        let views = try frames("""
            import MapKit
            struct Screen: View {
                @State private var position: MapCameraPosition = .automatic
                @State private var region: MapCameraPosition = .region(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)))
                var body: some View {
                    VStack(spacing: 0) {
                        HStack(alignment: .firstTextBaseline, spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) }
                        HStack(alignment: .lastTextBaseline, spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) }
                        Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
                            GridRow { Color.green.frame(height: 4).gridCellColumns(2) }
                        }
                        VStack(alignment: .leading, spacing: 0) {
                            Color.red.frame(width: 20, height: 10)
                            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { (d: ViewDimensions) in d.width / 2 }
                        }
                        Color.orange.frame(width: 20, height: 20)
                        Color.gray.frame(width: 20, height: 20).ignoresSafeArea(.container, edges: .bottom)
                        Map(position: $position).frame(height: 30)
                        Map(position: $region).frame(height: 30)
                    }
                }
            }
            #Preview { Screen() }
            """)
        #expect(views.first { $0.kind == "VStack" }?.frame == [0, 350.5, 393, 176])
        #expect(views.filter { $0.kind == "HStack" }.map(\.frame) == [[186.5, 350.5, 20, 20], [186.5, 370.5, 20, 20]])
        #expect(views.first { $0.kind == "Grid" }?.frame == [180.5, 390.5, 32, 16])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame) == [
            [186.5, 360.5, 10, 10], [196.5, 350.5, 10, 20],   // bottoms level: 350.5 + 20 − 10
            [186.5, 380.5, 10, 10], [196.5, 370.5, 10, 20],
            [180.5, 390.5, 10, 10], [192.5, 390.5, 20, 10],   // 180.5 + 10 + 2
            [180.5, 402.5, 32, 4],                            // across both columns: 390.5 + 10 + 2
            [189, 406.5, 20, 10], [184, 416.5, 10, 10],       // the column of 25 at (393 − 25) / 2 = 184
            [186.5, 426.5, 20, 20], [186.5, 446.5, 20, 20],
            [0, 466.5, 393, 30], [0, 496.5, 393, 30],         // the maps, drawn as their untiled fill
        ])
    }
}
