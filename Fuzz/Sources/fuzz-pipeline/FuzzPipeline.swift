#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

/// One renderer for the whole run: loading the fonts takes far longer than a small scene.
private let renderer: LoupeRenderer = {
    do { return try LoupeRenderer() } catch { fatalError("cannot start the renderer: \(error)") }
}()

/// An empty folder for relative paths (a background image) to resolve against, so they fail as missing files.
private let baseDirectory = URL(fileURLWithPath: "/nonexistent-loupe-fuzz", isDirectory: true)

/// The whole pipeline on a scene: decode, lay out, replay the interactions, draw, encode, and write the layout
/// report, each of which must either work or throw a LoupeRenderError.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let decoded = try? renderer.loadScene(json: bytes, fileName: "fuzz.json", baseDirectory: baseDirectory),
          let scene = PipelineLimits.shrunk(decoded, momentCount: renderer.momentCount(of: decoded))
    else { return 0 }
    let laid = renderer.layOut(scene)
    if let png = try? renderer.pngData(for: laid) {
        let device = scene.document.device
        guard let image = try? PNGCodec.decode(png), image.width == device.pixelWidth,
              image.height == device.pixelHeight else {
            fatalError("the rendered PNG does not decode to the device's size")
        }
    }
    if let report = try? renderer.layoutReport(for: laid) {
        let text = report.serialized()
        if (try? JSONReader.parse(text)) == nil { fatalError("the layout report is not valid JSON:\n\(text)") }
    }
    return 0
}
