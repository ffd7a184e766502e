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

    /// `File.swift:14:13`.
    public var description: String { "\(fileName):\(line):\(column)" }
}

/// Why a Swift file cannot be rendered: a syntax error, a construct outside the supported subset, or a value the scene
/// format refuses. The description is `File.swift:line:column: message`.
public struct SwiftSourceError: Error, Sendable, CustomStringConvertible {
    /// Where the construct starts.
    public var place: SourcePlace
    /// What is wrong, spelling the construct as the source does.
    public var message: String

    /// An error at `place`.
    public init(_ message: String, at place: SourcePlace) {
        self.message = message; self.place = place
    }

    /// `File.swift:14:13: '.sheet(isPresented:)' is not supported (…)`.
    public var description: String { "\(place): \(message)" }
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
