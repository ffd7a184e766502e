#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeDiff
import LoupeRender
import LoupeJSON

/// Reads a report folder that `check --report` wrote — `report.json` and the pictures under `images/` — back into
/// the ``CheckReport`` it was written from, for `merge-reports`.
public enum ReportReader {
    /// The largest `report.json` read, in bytes (about 8,000 scenes' worth).
    public static let maximumReportSize = JSONReader.maximumInputSize
    /// The largest picture read from `images/`, in bytes.
    public static let maximumImageSize = 256 * 1024 * 1024

    /// Reads the report in `directory`.
    /// - Throws: `LoupeRenderError.badInput(_:)` naming the file and the place in it (`shard-2/report.json:
    ///   items[3].status: expected passed, failed, new or updated`); `.io(_:)` when a file cannot be read.
    public static func read(_ directory: URL) throws(LoupeRenderError) -> CheckReport {
        let file = directory.appendingPathComponent("report.json").relativePath
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(atPath: file, maxByteCount: maximumReportSize)
        } catch {
            if error.kind == .tooLarge { throw .badInput("\(file): \(error.message)") }
            throw .io("cannot read \(file): \(error.reason ?? error.message)")
        }
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes)
        } catch {
            throw .badInput("\(file): \(error)")
        }
        let result = Result { () throws(ReportFieldError) in try report(Field(value: value, path: ""), directory: directory) }
        switch result {
        case .success(let report):
            return report
        case .failure(.picture(let failure)):
            throw failure
        case .failure(let error):
            throw .badInput("\(file): \(error.description)")
        }
    }

    private static func report(_ root: Field, directory: URL) throws(ReportFieldError) -> CheckReport {
        let modeName = try root["recordMode"].string()
        guard let mode = RecordMode(rawValue: modeName) else {
            throw root["recordMode"].error("expected missing, failed, all or never, found \"\(modeName)\"")
        }
        let itemsField = root["items"]
        var items: [CheckItem] = []
        for index in try itemsField.array().indices {
            items.append(try item(itemsField[index], directory: directory))
        }
        // The run's order (report.json lists failures first); equal positions keep the file's order.
        items = items.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map { $0.element }
        var shard: SceneShard?
        if !root["shard"].isNull {
            let index = try root["shard"]["index"].int(), count = try root["shard"]["count"].int()
            guard let value = SceneShard(index: index, count: count) else {
                throw root["shard"].error("expected 1 ≤ index ≤ count, found \(index)/\(count)")
            }
            shard = value
        }
        let sceneCount = try root["sceneCount"].int()
        guard sceneCount >= items.count else {
            throw root["sceneCount"].error("expected at least the \(items.count) items, found \(sceneCount)")
        }
        var comparison = GoldenComparison.both
        if root.has("compare") {
            let name = try root["compare"].string()
            guard let value = GoldenComparison(rawValue: name) else {
                throw root["compare"].error("expected both, pixels or layout, found \"\(name)\"")
            }
            comparison = value
        }
        let tolerance = root.has("layoutTolerance") ? try root["layoutTolerance"].number() : 0
        return CheckReport(items: items, goldensDirectory: try root["goldens"].string(), recordMode: mode,
                           options: try options(root["options"]), shard: shard, sceneCount: sceneCount,
                           comparison: comparison, layoutTolerance: tolerance)
    }

    private static func item(_ field: Field, directory: URL) throws(ReportFieldError) -> CheckItem {
        let statusName = try field["status"].string()
        guard let status = CheckItem.Status(rawValue: statusName) else {
            throw field["status"].error("expected passed, failed, new or updated, found \"\(statusName)\"")
        }
        var comparison: DiffResult?
        if field.has("match") {
            let reasonName = try field["reason"].optionalString()
            var reason: DiffReason?
            if let reasonName {
                guard let value = DiffReason(rawValue: reasonName) else {
                    throw field["reason"].error("not a comparison outcome: \"\(reasonName)\"")
                }
                reason = value
            }
            comparison = DiffResult(
                reason: reason, diffPixels: try field["diffPixels"].int(),
                antiAliasedPixels: try field["antiAliasedPixels"].int(), totalPixels: try field["totalPixels"].int(),
                allowedDiffPixels: try field["allowedDiffPixels"].int(),
                expectedWidth: try field["width"].int(), expectedHeight: try field["height"].int(),
                actualWidth: try field["actualWidth"].int(), actualHeight: try field["actualHeight"].int(),
                bounds: try region(field["bounds"]), identical: try field["identical"].bool())
        }
        var changes: [LayoutChange] = []
        let changesField = field["layoutChanges"]
        for index in try changesField.array().indices {
            changes.append(try layoutChange(changesField[index]))
        }
        var artifacts: CheckItem.Artifacts?
        if !field["artifacts"].isNull {
            let a = field["artifacts"]
            artifacts = CheckItem.Artifacts(expected: try a["expected"].optionalString(),
                                            actual: try a["actual"].optionalString(), diff: try a["diff"].optionalString())
        }
        var images: CheckItem.Images?
        if !field["images"].isNull {
            let i = field["images"]
            let hashes = field["sha256"]
            images = CheckItem.Images(expected: try picture(i["expected"], directory: directory),
                                      actual: try picture(i["actual"], directory: directory,
                                                          sha256: hashes["actual"]),
                                      diff: try picture(i["diff"], directory: directory),
                                      actualLayout: try picture(i["actualLayout"], directory: directory,
                                                                sha256: hashes["actualLayout"]))
        }
        let position = try field["position"].int()
        guard position >= 0 else { throw field["position"].error("expected a position from 0, found \(position)") }
        var item = CheckItem(name: try field["name"].string(), scenePath: try field["scene"].string(),
                             goldenPath: try field["golden"].string(), status: status,
                             message: try field["message"].string(), comparison: comparison, layoutChanges: changes,
                             layoutCompared: try field["layoutCompared"].bool(), images: images, artifacts: artifacts,
                             position: position)
        item.unchanged = field.has("unchanged") ? try field["unchanged"].bool() : false
        return item
    }

    private static func layoutChange(_ field: Field) throws(ReportFieldError) -> LayoutChange {
        let kindName = try field["kind"].string()
        guard let kind = LayoutChange.Kind(rawValue: kindName) else {
            throw field["kind"].error("not a kind of layout change: \"\(kindName)\"")
        }
        var fields: [LayoutChange.Field] = []
        let list = field["fields"]
        for index in try list.array().indices {
            let entry = list[index]
            fields.append(LayoutChange.Field(key: try entry["key"].string(), old: try entry["old"].optionalString(),
                                             new: try entry["new"].optionalString()))
        }
        return LayoutChange(kind: kind, path: try field["path"].string(), id: try field["id"].optionalString(),
                            label: try field["label"].optionalString(), fields: fields,
                            ignored: field.has("ignored") ? try field["ignored"].bool() : false)
    }

    private static func options(_ field: Field) throws(ReportFieldError) -> DiffOptions {
        var regions: [PixelRegion] = []
        let list = field["ignoredRegions"]
        for index in try list.array().indices {
            if let region = try region(list[index]) { regions.append(region) }
        }
        let maxPixels: Int? = field["maxDiffPixels"].isNull ? nil : try field["maxDiffPixels"].int()
        let maxRatio: Double? = field["maxDiffRatio"].isNull ? nil : try field["maxDiffRatio"].number()
        return DiffOptions(threshold: try field["threshold"].number(), includeAA: try field["includeAA"].bool(),
                           alpha: try field["alpha"].number(), aaColor: try color(field["aaColor"]) ?? DiffOptions().aaColor,
                           diffColor: try color(field["diffColor"]) ?? DiffOptions().diffColor,
                           diffColorAlt: try color(field["diffColorAlt"]), diffMask: try field["diffMask"].bool(),
                           checkerboard: try field["checkerboard"].bool(), ignoredRegions: regions,
                           maxDiffPixels: maxPixels, maxDiffRatio: maxRatio)
    }

    private static func region(_ field: Field) throws(ReportFieldError) -> PixelRegion? {
        guard !field.isNull else { return nil }
        return PixelRegion(x: try field["x"].int(), y: try field["y"].int(), width: try field["width"].int(),
                           height: try field["height"].int())
    }

    private static func color(_ field: Field) throws(ReportFieldError) -> DiffColor? {
        guard !field.isNull else { return nil }
        let parts = try field.array()
        guard parts.count == 3 else { throw field.error("expected [r, g, b]") }
        var channels: [UInt8] = []
        for index in parts.indices {
            let value = try field[index].int()
            guard (0...255).contains(value) else { throw field[index].error("expected 0…255, found \(value)") }
            channels.append(UInt8(value))
        }
        return DiffColor(channels[0], channels[1], channels[2])
    }

    /// A file the report names, read from its folder; only paths under `images/` are followed. With `sha256`, the
    /// file must have that digest: the rendering and its layout report are what `approve` copies into the goldens.
    private static func picture(_ field: Field, directory: URL, sha256: Field? = nil) throws(ReportFieldError) -> [UInt8]? {
        guard field.value != nil else { return nil }
        guard let path = try field.optionalString() else { return nil }
        guard path.hasPrefix("images/"), !path.split(separator: "/").contains("..") else {
            throw field.error("expected a path under images/, found \"\(path)\"")
        }
        let file = directory.appendingPathComponent(path).relativePath
        let bytes: [UInt8]
        do {
            bytes = try WholeFile.read(atPath: file, maxByteCount: maximumImageSize)
        } catch {
            throw .picture(error.kind == .tooLarge ? .badInput("\(file): \(error.message)")
                                                   : .io("cannot read \(file): \(error.reason ?? error.message)"))
        }
        if let sha256 {
            let recorded = try sha256.string()
            guard SHA256.hex(bytes) == recorded else {
                throw .picture(.badInput("\(file): its SHA-256 differs from the one report.json records at "
                                         + "\(sha256.path): the file changed after the run, or belongs to another report"))
            }
        }
        return bytes
    }
}

/// Why a report could not be read: a value out of place (with its path in the document), or a picture it names.
enum ReportFieldError: Error, CustomStringConvertible {
    case value(path: String, message: String)
    case picture(LoupeRenderError)

    var description: String {
        switch self {
        case .value(let path, let message): path.isEmpty ? message : "\(path): \(message)"
        case .picture(let error): error.description
        }
    }
}

/// A value in the report with the path that leads to it, for errors that name the place.
struct Field {
    let value: JSONValue?
    let path: String

    subscript(key: String) -> Field {
        Field(value: value?.member(key), path: path.isEmpty ? key : "\(path).\(key)")
    }

    subscript(index: Int) -> Field {
        Field(value: value?.element(index), path: "\(path)[\(index)]")
    }

    var isNull: Bool { value == nil || value == .null }

    func has(_ key: String) -> Bool { value?.member(key) != nil }

    func error(_ message: String) -> ReportFieldError { .value(path: path, message: message) }

    private func expected(_ what: String) -> ReportFieldError {
        error(value == nil ? "missing; expected \(what)" : "expected \(what)")
    }

    func string() throws(ReportFieldError) -> String {
        guard let text = value?.stringValue else { throw expected("a string") }
        return text
    }

    func optionalString() throws(ReportFieldError) -> String? {
        if value == .null { return nil }
        return try string()
    }

    func number() throws(ReportFieldError) -> Double {
        guard let number = value?.doubleValue else { throw expected("a number") }
        return number
    }

    func int() throws(ReportFieldError) -> Int {
        let number = try number()
        guard number == number.rounded(), abs(number) < 1e15 else { throw error("expected a whole number, found \(number)") }
        return Int(number)
    }

    func bool() throws(ReportFieldError) -> Bool {
        guard let flag = value?.boolValue else { throw expected("true or false") }
        return flag
    }

    func array() throws(ReportFieldError) -> [JSONValue] {
        guard let items = value?.arrayValue else { throw expected("an array") }
        return items
    }
}
