import LoupeJSON

/// A JSON string literal for error messages: `"wide"`, shortened past 40 characters.
func quoted(_ text: String) -> String { jsonStringLiteral(text, maximumScalars: 40) }
