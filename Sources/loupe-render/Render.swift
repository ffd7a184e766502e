import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a PNG file.",
        discussion: "The PNG is written to a temporary file and renamed, so a failed run never leaves a partial file.")

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG to write. Default: the scene's name with .png, in the current directory.", valueName: "out.png"))
    var output: String?

    @Option(help: ArgumentHelp("Also write one PNG per interaction event into this folder (created if missing): frame-0000.png before any event, then frame-0001.png, … after each.", valueName: "dir"))
    var frames: String?

    @Option(help: ArgumentHelp("How many threads the picture may use (default: LOUPE_THREADS, else the number of cores). The output is the same whatever the number.", valueName: "n"))
    var threads: Int?

    func run() throws {
        try runReportingErrors {
            let count = try ThreadCount.resolve(explicit: threads, environment: ProcessInfo.processInfo.environment)
            let renderer = try LoupeRenderer(threads: count)
            let scene = try sceneOptions.load(with: renderer)
            let path = output ?? "\(scene.name).png"
            // Everything is staged before anything is put in place: a failure leaves no output at all. With
            // --frames the replay runs once, and its last moment is the picture.
            let staged = try frames.map { folder in
                try renderer.stageFrames(of: scene, in: URL(fileURLWithPath: folder, isDirectory: true),
                                         label: "--frames \(folder)")
            }
            let (laid, png) = if let staged {
                (staged.last, try renderer.pngData(for: staged.last))
            } else {
                try renderer.layOutAndEncode(scene)
            }
            let store = try sceneOptions.stageDefaults(of: laid, with: renderer)
            let image = try renderer.stage(png, to: URL(fileURLWithPath: path))
            try staged?.frames.commit()
            try image.commitOrFail()
            try store?.commitOrFail()
            if let staged, let frames { print("wrote \(staged.frames.count) frames to \(frames)") }
            print("wrote \(path) (\(scene.document.device.pixelWidth)×\(scene.document.device.pixelHeight) px, \(png.count) bytes)")
        }
    }
}

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout report of a scene as JSON: every view's frames, insets and what Loupe's views show.")

    @OptionGroup var sceneOptions: SceneOptions

    func run() throws {
        try runReportingErrors {
            let renderer = try LoupeRenderer()
            let scene = try sceneOptions.load(with: renderer)
            let laid = renderer.layOut(scene)
            let report = try renderer.layoutReport(for: laid).serialized()
            // The store is in place before the report is printed: a failed run prints nothing.
            try sceneOptions.stageDefaults(of: laid, with: renderer)?.commitOrFail()
            print(report)
        }
    }
}

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the device presets and their metrics.")

    func run() throws {
        for device in Device.presets {
            let s = device.safeArea
            let name = device.name ?? "custom"
            print("\(name): \(fmt(device.size.width))×\(fmt(device.size.height)) pt @\(fmt(device.scale))x, "
                  + "safe area \(fmt(s.top)), \(fmt(s.leading)), \(fmt(s.bottom)), \(fmt(s.trailing)), "
                  + "corner radius \(fmt(device.cornerRadius)), \(device.family.rawValue)")
        }
    }

    private func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
