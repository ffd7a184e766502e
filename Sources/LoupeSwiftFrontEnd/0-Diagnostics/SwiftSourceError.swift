/// A place in a Swift file: 1-based line and column (columns count UTF-8 bytes, as the Swift compiler's do).
public struct SourcePlace: Sendable, Hashable, CustomStringConvertible {
    /// The file's name as given to the reader.
    public var fileName: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// A place in `fileName`.
    public init(fileName: String, line: Int, column: Int) {
        self.fileName = fileName; self.line = line; self.column = column
    }

    /// The start of `fileName`, for what concerns a whole file.
    public static func start(of fileName: String) -> SourcePlace { SourcePlace(fileName: fileName, line: 1, column: 1) }

    /// `File.swift:14:13`.
    public var description: String { "\(fileName):\(line):\(column)" }
}

/// Why a Swift file cannot be rendered: its ``Kind``, where (``place``) and the construct as the source spells it.
/// The description is `File.swift:line:column: message`.
public struct SwiftSourceError: Error, Sendable, CustomStringConvertible {
    /// The families of diagnostics; tests and tools tell them apart by these, not by the wording.
    public enum Kind: String, Sendable, CaseIterable {
        /// The file does not parse, or nests beyond what the parser is given.
        case syntax
        /// A view type outside the supported subset (`TabView`).
        case unsupportedView
        /// A modifier outside the subset (`.sheet(isPresented:)`), or one used where it does not apply.
        case unsupportedModifier
        /// Swift outside the subset the front end evaluates (`names[i]` once, a `while` loop).
        case unsupportedSwift
        /// An argument label the call does not take.
        case unexpectedArgument
        /// An argument the call cannot do without.
        case missingArgument
        /// A value of the wrong type where it stands (a string where a number goes).
        case typeMismatch
        /// A value the scene format refuses (an opacity of 1.5, an unknown alignment).
        case invalidValue
        /// A name declared nowhere the preview can see.
        case undeclared
        /// View structs that contain each other.
        case recursion
        /// An evaluation limit: depth, views, collection size, steps.
        case limit
        /// The file has no preview, or none of the name asked for.
        case noPreview
        /// The file cannot be read (exit code 74).
        case unreadable
    }

    /// What family of problem it is.
    public var kind: Kind
    /// Where the construct starts.
    public var place: SourcePlace
    /// What is wrong, spelling the construct as the source does.
    public var message: String
    /// The construct as the source spells it (`.sheet(isPresented:)`, `TabView`), when one construct is at fault.
    public var construct: String?

    /// An error of `kind` at `place`.
    public init(_ kind: Kind, _ message: String, at place: SourcePlace, construct: String? = nil) {
        self.kind = kind; self.message = message; self.place = place; self.construct = construct
    }

    /// `File.swift:14:13: '.sheet(isPresented:)' is not supported (…)`; a file that cannot be read is named without
    /// a line (`Missing.swift: cannot read the file: …`).
    public var description: String { kind == .unreadable ? "\(place.fileName): \(message)" : "\(place): \(message)" }

    /// Whether `--placeholders` draws the construct as a placeholder rather than failing: what the front end does not
    /// support or cannot find, and a view struct that contains itself (the innermost instance is the placeholder, as
    /// for `NavigationLink(destination: Self())`, whose destination SwiftUI never draws); not limits, syntax or files.
    public var isRecoverable: Bool {
        switch kind {
        case .unsupportedView, .unsupportedModifier, .unsupportedSwift, .unexpectedArgument, .missingArgument,
             .typeMismatch, .invalidValue, .undeclared, .recursion:
            return true
        case .syntax, .limit, .noPreview, .unreadable:
            return false
        }
    }

    /// The exit code: 74 when the file could not be read, else 65 (bad input).
    public var exitCode: Int32 { kind == .unreadable ? 74 : 65 }
}

/// A construct that has no visible effect in a still picture (`.onTapGesture`, `.animation`) and was skipped.
public struct SwiftSourceWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the skipped construct starts.
    public var place: SourcePlace
    /// What was skipped and why.
    public var message: String

    /// `File.swift:9:13: warning: '.onTapGesture' skipped: …`.
    public var description: String { "\(place): warning: \(message)" }
}
