import LoupeScene
import SwiftSyntax

/// A GeometryReader's content evaluated with its frame when a layout has given it (docs/swift-source.md#geometryreader).
/// A reader is known by a key of its place and how many readers that place made before it in the preview
/// (`Card.swift:12:9#2`, the third row's); a first translation that needs a reader's frame records its key, draws the
/// reader without its content where probing is on, and the caller lays that probe out, reads the frame, and translates
/// again with it (`SwiftSourceFile.geometryFrames`).
extension Evaluator {
    /// The key of the next reader made at `node`.
    func nextReaderKey(at node: some SyntaxProtocol) -> String {
        let spot = place(node)
        let base = "\(spot.fileName):\(spot.line):\(spot.column)"
        let count = readerOccurrences[base, default: 0]
        readerOccurrences[base] = count + 1
        return "\(base)#\(count)"
    }

    /// A reader's content: with its proxy as numbers when its frame is known, else read at layout time (a Text's
    /// interpolation) — and, while probing, nothing when it needs the frame.
    func readerContent(_ closure: ClosureExprSyntax, key: String, in scope: Scope) throws -> [BuiltView] {
        readerKeys.append(key)
        defer { readerKeys.removeLast() }
        if let frame = source.geometryFrames[key] {
            return try closureViews(closure, parameters: [.proxy(frame)], in: scope)
        }
        do {
            return try sizedGeometryContent(closure, in: scope)
                ?? closureViews(closure, parameters: [.geometry(GeometryRead(space: nil, placeholder: nil, part: nil))], in: scope)
        } catch let failure as SwiftSourceError where source.probesGeometry && pendingReaders.contains(key) {
            _ = failure
            return []
        }
    }

    /// The error of a proxy read as a number before the layout has given it; the reader it belongs to is recorded as
    /// needing its frame.
    func layoutTimeError(_ message: String, at place: SourcePlace) -> SwiftSourceError {
        if let key = readerKeys.last, !pendingReaders.contains(key) { pendingReaders.append(key) }
        return SwiftSourceError(.unsupportedSwift, message, at: place, construct: "GeometryReader")
    }

    /// `UIScreen.main.bounds`: the device's screen in points, once a probe's layout has given it; before, the translation
    /// records that it needs it (docs/swift-source.md#geometryreader).
    func screenBounds(at node: some SyntaxProtocol) throws -> Value {
        if let screen = source.geometryFrames[GeometryProbe.screenKey] { return .rect(x: 0, y: 0, width: screen.width, height: screen.height) }
        if !pendingReaders.contains(GeometryProbe.screenKey) { pendingReaders.append(GeometryProbe.screenKey) }
        throw error(.unsupportedSwift, "'UIScreen.main.bounds' is the device's screen, known once the preview is laid out for a device (render it; a suite's translation does not lay it out)",
                    at: node, construct: "UIScreen.main.bounds")
    }

    /// `proxy.size`, `proxy.frame(in:)` of a reader whose frame is known.
    func proxyMember(_ name: String, of frame: GeometryFrame, at node: some SyntaxProtocol) throws -> Value {
        switch name {
        case "size": return .size(frame.width, frame.height)
        default:
            throw error(.unsupportedSwift, "'\(name)' of a GeometryReader's proxy is not supported (size and frame(in: .local or .global) are)", at: node)
        }
    }

    func proxyMethod(_ name: String, of frame: GeometryFrame, _ arguments: CallArguments, at node: some SyntaxProtocol) throws -> Value {
        guard name == "frame", let space = arguments.argument("in") else {
            throw error(.unsupportedSwift, "'\(name)' of a GeometryReader's proxy is not supported (size and frame(in: .local or .global) are)", at: node)
        }
        switch try coordinateSpaceName(space) {
        case "local": return .rect(x: 0, y: 0, width: frame.width, height: frame.height)
        case "global": return .rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        default:
            throw error(.unsupportedSwift, "a GeometryReader's frame in a named space is known here only in a Text's interpolation", at: node)
        }
    }
}
