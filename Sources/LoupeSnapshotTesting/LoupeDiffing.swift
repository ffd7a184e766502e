import Foundation
import LoupeDiff
import LoupeGolden
import LoupeRender
import SnapshotTesting
import Testing

extension Diffing where Value == Data {
    /// Compares PNG bytes with `ImageDiff` (pixelmatch's comparison with a budget and ignored regions).
    ///
    /// Equal bytes match at once. A reference that is not a readable PNG is a failure that says so, never a crash.
    /// swift-snapshot-testing drops a strategy's attachments on Linux, so on a mismatch this writes
    /// `<key>-expected.png`, `-actual.png` and `-diff.png` to `LOUPE_ARTIFACTS` (default: `loupe-artifacts` in the
    /// temporary folder), names them in the message, and attaches them under Swift Testing. A strategy is not told
    /// which test runs it: under Swift Testing `<key>` is `<test file>/<test>-<digest>`, under XCTest
    /// `snapshot-<digest>`, where `<digest>` is a hash of the new picture, so that two snapshots of one test keep
    /// their own files.
    public static func loupePNG(options: DiffOptions = .exact) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if reference == actual { return nil }
            let expected: RGBAImage, image: RGBAImage
            do {
                expected = try ImageFile.decode([UInt8](reference), named: "the reference")
            } catch {
                return ("Loupe: \(error)", [])
            }
            do {
                image = try ImageFile.decode([UInt8](actual), named: "the new snapshot")
            } catch {
                // The snapshot closure stores a rendering error as text instead of a PNG.
                return ("Loupe: \(String(decoding: actual, as: UTF8.self))", [])
            }
            let result: DiffResult
            do {
                result = try ImageDiff.compare(expected: expected, actual: image, options: options, diffImage: true)
            } catch {
                return ("Loupe: \(error)", [])
            }
            if result.match { return nil }
            return SnapshotArtifacts.report(result, reference: reference, actual: actual)
        }
    }
}

/// The files and attachments of a failed snapshot comparison.
enum SnapshotArtifacts {
    static func report(_ result: DiffResult, reference: Data, actual: Data) -> (String, [DiffAttachment]) {
        var lines = ["Loupe: " + result.summary]
        let key = Test.current.map { test in
            let file = test.sourceLocation.fileName.split(separator: ".").first.map(String.init) ?? "tests"
            return "\(file)/\(GoldenNames.sanitized(test.name))-\(digest(actual))"
        } ?? "snapshot-\(digest(actual))"
        let diffPNG = result.diffImage.flatMap { try? ImageFile.encode($0) }
        let files: [(String, [UInt8]?)] = [("expected", [UInt8](reference)), ("actual", [UInt8](actual)), ("diff", diffPNG)]
        let directory = artifactsDirectory()
        do {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(key).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            for (suffix, bytes) in files {
                guard let bytes else { continue }
                let url = directory.appendingPathComponent("\(key)-\(suffix).png")
                try StagedOutput.stage(bytes, to: url).commit()
                lines.append("  \(suffix): \(url.path)")
            }
        } catch {
            lines.append("  (the pictures could not be written to \(directory.path): \(error))")
        }
        if Test.current != nil {
            let name = key.split(separator: "/").last.map(String.init) ?? key
            for (suffix, bytes) in files { if let bytes { Attachment.record(bytes, named: "\(name)-\(suffix).png") } }
        }
        let attachments = diffPNG.map { [DiffAttachment.data(Data($0), name: "difference.png")] } ?? []
        return (lines.joined(separator: "\n"), attachments)
    }

    static func artifactsDirectory() -> URL {
        let environment = ProcessInfo.processInfo.environment
        return environment["LOUPE_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("loupe-artifacts", isDirectory: true)
    }

    /// FNV-1a, 64 bits, in hex: a stable name for a picture.
    static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
