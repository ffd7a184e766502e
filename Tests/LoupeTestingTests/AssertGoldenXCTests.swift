import Foundation
import LoupeRender
import LoupeTesting
import XCTest

/// `assertGolden` under XCTest: a mismatch goes through `XCTFail` (captured here) with the same message.
final class AssertGoldenXCTests: XCTestCase {
    private var failures: [String] = []
    private var capturing = false

    #if os(Linux)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append(description)
    }
    #endif

    func testAMismatchIsAnXCTestFailureNamingWhatMoved() throws {
        #if os(Linux)
        let goldens = try Scenes.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: goldens) }
        try assertGolden(of: Scenes.box(height: 40), named: "box", in: goldens, record: .all)
        capturing = true
        try assertGolden(of: Scenes.box(height: 60), named: "box", in: goldens, record: .never)
        capturing = false
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("frame.y 60 → 50") == true, failures.first ?? "")
        XCTAssertTrue(failures.first?.contains("1000 of 32000 pixels differ") == true)
        #endif
    }

    func testAnUnnamedGoldenIsNamedAfterTheTestMethod() throws {
        let folder = URL(fileURLWithPath: "/tmp/loupe-testing-xctest")
        defer { try? FileManager.default.removeItem(at: folder) }
        try assertGolden(of: Scenes.box(height: 40), record: .all, filePath: "/tmp/loupe-testing-xctest/CardTests.swift")
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: "/tmp/loupe-testing-xctest/__Snapshots__/CardTests/testAnUnnamedGoldenIsNamedAfterTheTestMethod.png"))
    }
}
