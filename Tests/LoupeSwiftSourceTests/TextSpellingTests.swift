import LoupeSwiftSource
import Testing

/// `lineLimit` with a count, `reservesSpace:` and ranges: the most lines and the reserved ones.
@Suite struct LineLimitSpellingTests {
    func text(_ modifiers: String) throws -> String { try previewBody(#"Text("Hi")"# + modifiers) }

    @Test func countsAndRanges() throws {
        #expect(try text(".lineLimit(2)") == #"{"Text":{"string":"Hi","lineLimit":2}}"#)
        #expect(try text(".lineLimit(3, reservesSpace: true)") == #"{"Text":{"string":"Hi","lineLimit":3,"reservedLines":3}}"#)
        #expect(try text(".lineLimit(2...4)") == #"{"Text":{"string":"Hi","lineLimit":4,"reservedLines":2}}"#)
        #expect(try text(".lineLimit(2..<5)") == #"{"Text":{"string":"Hi","lineLimit":4,"reservedLines":2}}"#)
        #expect(try text(".lineLimit(2...)") == #"{"Text":{"string":"Hi","reservedLines":2}}"#)
        #expect(try text(".lineLimit(...4)") == #"{"Text":{"string":"Hi","lineLimit":4}}"#)
        #expect(try text(".lineLimit(nil)") == #"{"Text":{"string":"Hi"}}"#)
    }

    @Test func badCountsAreLocated() {
        func problem(_ modifiers: String) -> String? {
            do {
                _ = try previewBody(#"Text("Hi")"# + modifiers)
                return nil
            } catch let error as SwiftSourceError {
                return "\(error.kind)@\(error.place.column)"
            } catch { return "\(error)" }
        }
        // `#Preview { Text("Hi")` is 21 characters: the argument starts at column 33.
        #expect(problem(".lineLimit(-2)") == "invalidValue@33")
        #expect(problem(".lineLimit(0...2000)") == "invalidValue@33")
        #expect(problem(".lineLimit(1...3, reservesSpace: true)") == "unexpectedArgument@33")
    }
}

/// A font's own `italic()`, and the `String` initializers previews use to build text.
@Suite struct FontAndStringSpellingTests {
    @Test func aFontsItalicIsKeptInTheFont() throws {
        #expect(try previewBody(#"Text("a").font(.body.italic())"#)
                == #"{"Text":{"string":"a"},"modifiers":[{"font":{"style":"body","italic":true}}]}"#)
        #expect(try previewBody(#"Text("a").font(.system(size: 12).bold().italic())"#)
                == #"{"Text":{"string":"a"},"modifiers":[{"font":{"size":12,"weight":"bold","italic":true}}]}"#)
    }

    @Test func stringsInOtherBasesAndRepeated() throws {
        #expect(try previewBody(#"Text(String(255, radix: 16))"#) == #"{"Text":{"string":"ff"}}"#)
        #expect(try previewBody(#"Text(String(10, radix: 2, uppercase: true))"#) == #"{"Text":{"string":"1010"}}"#)
        #expect(try previewBody(#"Text(String(repeating: "ab", count: 3))"#) == #"{"Text":{"string":"ababab"}}"#)
    }
}

/// The inline picker style in both spellings.
@Suite struct InlinePickerSpellingTests {
    @Test func bothSpellingsAreInline() throws {
        let picker = #"Picker("P", selection: .constant(1)) { Text("A").tag(1) }"#
        #expect(try previewBody(picker + ".pickerStyle(.inline)").hasSuffix(#""modifiers":[{"pickerStyle":"inline"}]}"#))
        #expect(try previewBody(picker + ".pickerStyle(InlinePickerStyle())").hasSuffix(#""modifiers":[{"pickerStyle":"inline"}]}"#))
    }
}

/// `Font.width(_:)` is kept in the font; `.fontWidth(_:)` is the text modifier.
@Suite struct FontWidthSpellingTests {
    @Test func bothSpellings() throws {
        #expect(try previewBody(#"Text("a").font(.title.width(.condensed))"#)
                == #"{"Text":{"string":"a"},"modifiers":[{"font":{"style":"title","width":"condensed"}}]}"#)
        #expect(try previewBody(#"Text("a").fontWidth(.expanded)"#) == #"{"Text":{"string":"a"},"modifiers":[{"fontWidth":"expanded"}]}"#)
    }
}

/// `.redacted(reason:)` with a reason and with none.
@Suite struct RedactedSpellingTests {
    @Test func reasonsAndNone() throws {
        #expect(try previewBody(#"Text("a").redacted(reason: .placeholder)"#) == #"{"Text":{"string":"a"},"modifiers":[{"redacted":"placeholder"}]}"#)
        #expect(try previewBody(#"Text("a").redacted(reason: [])"#) == #"{"Text":{"string":"a"},"modifiers":[{"redacted":"none"}]}"#)
    }
}
