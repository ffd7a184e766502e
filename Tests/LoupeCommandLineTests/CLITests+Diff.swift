import LoupeTestSupport
import Foundation
import LoupePNG
import Testing

/// `loupe-render diff`: exit codes, the JSON object, the diff file only when the images differ.
extension CLITests {
    /// Writes a `width`×`height` black PNG with white pixels at `points`.
    func writePNG(_ name: String, in dir: URL, width: Int = 10, height: Int = 10, white points: [(Int, Int)] = []) throws {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 3, to: rgba.count, by: 4) { rgba[i] = 255 }
        for (x, y) in points { for c in 0..<3 { rgba[(y * width + x) * 4 + c] = 255 } }
        try Data(PNGCodec.encode(rgba: rgba, width: width, height: height)).write(to: dir.appendingPathComponent(name))
    }

    static let fivePoints = [(1, 1), (8, 1), (4, 5), (1, 8), (8, 8)]

    @Test func diffOfEqualImagesExitsZeroAndWritesNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writePNG("a.png", in: dir)
        try writePNG("b.png", in: dir)
        let result = try run(["diff", "a.png", "b.png", "-o", "d.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "match: identical\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))
        let always = try run(["diff", "a.png", "b.png", "-o", "d.png", "--always-write"], in: dir)
        #expect(always.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))
    }

    @Test func diffOfFiveIsolatedPixelsReportsThemInJSON() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writePNG("a.png", in: dir)
        try writePNG("b.png", in: dir, white: Self.fivePoints)
        let result = try run(["diff", "a.png", "b.png", "--json", "-o", "d.png"], in: dir)
        #expect(result.status == 1, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["match"] as? Bool == false)
        #expect(json["reason"] as? String == "pixel-diff")
        #expect(json["diffPixels"] as? Int == 5)
        #expect(json["totalPixels"] as? Int == 100)
        #expect(json["diffRatio"] as? Double == 0.05)
        #expect(json["width"] as? Int == 10 && json["actualHeight"] as? Int == 10)
        let bounds = try #require(json["bounds"] as? [String: Int])
        #expect(bounds == ["x": 1, "y": 1, "width": 8, "height": 8])
        let options = try #require(json["options"] as? [String: Any])
        #expect(options["threshold"] as? Double == 0.1)
        // Black → white: the actual pixel is lighter, so it is drawn in the diff colour, not the alternative one.
        let diff = try readPNG(atPath: dir.appendingPathComponent("d.png").path)
        #expect(diff.pixel(x: 4, y: 5) == [255, 0, 0, 255])
        #expect(diff.pixel(x: 0, y: 0) == [229, 229, 229, 255])
    }

    @Test func budgetsAndIgnoredRegionsDecideTheExitCode() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writePNG("a.png", in: dir)
        try writePNG("b.png", in: dir, white: Self.fivePoints)
        #expect(try run(["diff", "a.png", "b.png", "--max-diff-pixels", "5"], in: dir).status == 0)
        #expect(try run(["diff", "a.png", "b.png", "--max-diff-pixels", "4"], in: dir).status == 1)
        #expect(try run(["diff", "a.png", "b.png", "--max-diff-pixels", "10", "--max-diff-ratio", "0.04"], in: dir).status == 1)
        // Two regions hide four of the five pixels; one is left, and one is allowed.
        let ignored = try run(["diff", "a.png", "b.png", "--ignore", "0,0,10,2", "--ignore", "0,7,10,3",
                               "--max-diff-pixels", "1"], in: dir)
        #expect(ignored.status == 0, "\(ignored.stdout)\(ignored.stderr)")
        #expect(ignored.stdout.contains("1 of 100 pixels differ"))
    }

    @Test func diffOfDifferentSizesIsASizeDiff() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writePNG("a.png", in: dir, width: 4, height: 3)
        try writePNG("b.png", in: dir, width: 3, height: 4)
        let result = try run(["diff", "a.png", "b.png", "--json"], in: dir)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["reason"] as? String == "size-diff")
        #expect(json["width"] as? Int == 4 && json["height"] as? Int == 3)
        #expect(json["actualWidth"] as? Int == 3 && json["actualHeight"] as? Int == 4)
        #expect(json["diffPixels"] as? Int == 6 && json["totalPixels"] as? Int == 16)
    }

    @Test func inputsThatAreNotPNGsExit65NamingTheFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writePNG("a.png", in: dir)
        try write("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n",
                  to: dir.appendingPathComponent("Golden.png"))
        let lfs = try run(["diff", "Golden.png", "a.png", "-o", "d.png"], in: dir)
        #expect(lfs.status == 65)
        #expect(lfs.stderr.contains("Golden.png: not a PNG file (a Git LFS pointer"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))

        let whole = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        try whole.prefix(whole.count - 20).write(to: dir.appendingPathComponent("cut.png"))
        let cut = try run(["diff", "a.png", "cut.png"], in: dir)
        #expect(cut.status == 65)
        #expect(cut.stderr.hasPrefix("loupe-render: cut.png: "))

        var corrupt = [UInt8](whole)
        corrupt[20] ^= 0xFF  // inside IHDR's data: its CRC no longer matches
        try Data(corrupt).write(to: dir.appendingPathComponent("crc.png"))
        let crc = try run(["diff", "a.png", "crc.png"], in: dir)
        #expect(crc.status == 65)
        #expect(crc.stderr.contains("crc.png: ") && crc.stderr.contains("CRC"))

        let missing = try run(["diff", "a.png", "nowhere.png"], in: dir)
        #expect(missing.status == 74)
        #expect(missing.stderr.contains("nowhere.png"))
    }

    @Test func badOptionsAreUsageErrors() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try writePNG("a.png", in: dir)
        #expect(try run(["diff", "a.png", "a.png", "--threshold", "2"], in: dir).status == 64)
        #expect(try run(["diff", "a.png", "a.png", "--aa-color", "255,0"], in: dir).status == 64)
        #expect(try run(["diff", "a.png", "a.png", "--ignore", "0,0,-1,3"], in: dir).status == 64)
        #expect(try run(["diff", "a.png"], in: dir).status == 64)
    }
}
