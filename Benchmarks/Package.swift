// swift-tools-version:6.0
import PackageDescription

// The benchmark lives in its own package so the root's `swift build` / `swift test` (and CI) never compile it.
// It depends on the root by path; SwiftPM names a path dependency after its folder, which is wherever the
// repository was cloned, so the name is derived from this manifest's location instead of being written down.
let rootPackageName = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? ""

let package = Package(
    name: "LoupeRenderBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // Workload parsing, frame drawing, the scalar baseline and timing: everything but the command line. It uses the
        // library as any user does, through the LoupeRender product (which exports the raster, text, PNG and diff
        // modules it times).
        .target(
            name: "LoupeBenchKit",
            dependencies: [.product(name: "LoupeRender", package: rootPackageName)]),
        .executableTarget(name: "loupe-bench", dependencies: ["LoupeBenchKit"]),
        .testTarget(name: "LoupeBenchKitTests", dependencies: ["LoupeBenchKit"]),
    ]
)
