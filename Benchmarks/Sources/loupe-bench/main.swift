import Foundation
import LoupeBenchKit
import LoupeRender

// Exit codes as in sysexits.h, like loupe-render: usage 64, bad input 65, I/O 74, anything else 70.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("loupe-bench: \(message)\n".utf8))
    exit(code)
}

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\n\(BenchOptions.usage)", code: 64)
}
if options.showHelp {
    print(BenchOptions.usage)
    exit(0)
}

let workloadPath = options.workloadPath ?? BenchOptions.defaultWorkloadPath(sourceFile: #filePath)
let workload: Workload
let fontPath: String
do {
    let source = try String(contentsOfFile: workloadPath, encoding: .utf8)
    workload = try WorkloadParser.parse(source)
    fontPath = try FontLocator.locate(workload.fontName,
                                      workloadDirectory: (workloadPath as NSString).deletingLastPathComponent)
} catch let error as WorkloadError {
    fail("\(workloadPath): \(error)", code: 65)
} catch {
    fail("cannot read \(workloadPath): \(error.localizedDescription)", code: 74)
}

if options.configuration.isFramesOnly {
    do {
        let frames = try BenchRunner.runFrames(workload, fontPath: fontPath, configuration: options.configuration)
        let hash = String(frames.hash, radix: 16)
        print(options.json
              ? "{\"frames\":\(options.configuration.frames),\"frame_ms\":\(frames.median),\"fastest_frame_ms\":\(frames.fastest),\"frame_fnv1a64\":\"\(hash)\"}"
              : "\(options.configuration.frames) frames: median \(frames.median) ms, fastest \(frames.fastest) ms; frame FNV-1a \(hash)")
        exit(0)
    } catch {
        fail("\(error)", code: 70)
    }
}

do {
    let (report, rgba) = try BenchRunner.run(workload, fontPath: fontPath, configuration: options.configuration)
    print(options.json ? ReportFormatter.json(report, workload: workload)
                       : ReportFormatter.text(report, workload: workload))
    if let outputPath = options.outputPath {
        let png = try PNGCodec.encode(rgba: rgba, width: workload.width, height: workload.height)
        try WholeFile.writeAtomically(png, toPath: outputPath)
    }
    if let directory = options.diffPairDirectory {
        let changed = DiffBench.changedCopy(of: rgba, width: workload.width, height: workload.height)
        for (name, pixels) in [("expected.png", rgba), ("actual.png", changed)] {
            let png = try PNGCodec.encode(rgba: pixels, width: workload.width, height: workload.height)
            try WholeFile.writeAtomically(png, toPath: directory + "/" + name)
        }
    }
} catch let error as PNGError {
    fail("\(error)", code: 74)
} catch {
    fail("\(error)", code: 70)
}
