import Foundation
import Testing
import XCTest

/// Reports a golden mismatch to whichever test library is running: an `Issue` under Swift Testing (with the
/// pictures as attachments), `XCTFail` under XCTest (which has no attachments on Linux: the message names the files).
enum TestFailure {
    /// True inside a Swift Testing test.
    static var inSwiftTesting: Bool { Test.current != nil }

    /// True inside a parameterized Swift Testing test case.
    static var inParameterizedCase: Bool { Test.Case.current?.isParameterized == true }

    static func record(_ message: String, attachments: [(name: String, bytes: [UInt8])],
                       fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if inSwiftTesting {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            for attachment in attachments {
                Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
            }
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }

    /// A note that is not a failure (a golden rewritten under record mode `failed` or `all`), on standard error.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("assertGolden: \(message)\n".utf8))
    }
}
