// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, one executable each, in their own package so the root's `swift build` / `swift test` never
// compile them. They need `-sanitize=fuzzer`, which `run.sh` passes; see README.md.
//
// They import only the root's products LoupeRender and LoupeSwiftSource: internal module boundaries may move, the
// products stay. SwiftPM names a path dependency after its folder, so the root's name is derived
// from this manifest's location (as Benchmarks/Package.swift does).
let rootPackageName = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? ""

let loupeRender = Target.Dependency.product(name: "LoupeRender", package: rootPackageName)
let swiftSource = Target.Dependency.product(name: "LoupeSwiftSource", package: rootPackageName)

let package = Package(
    name: "LoupeRenderFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // Hands the process's arguments to libFuzzer (see its header for why).
        .target(name: "FuzzerDriver"),
        .executableTarget(name: "fuzz-json", dependencies: ["FuzzerDriver", loupeRender]),
        .executableTarget(name: "fuzz-scene", dependencies: ["FuzzerDriver", loupeRender]),
        .executableTarget(name: "fuzz-defaults", dependencies: ["FuzzerDriver", loupeRender]),
        .executableTarget(name: "fuzz-png", dependencies: ["FuzzerDriver", loupeRender]),
        .executableTarget(name: "fuzz-pipeline", dependencies: ["FuzzerDriver", loupeRender]),
        // The SwiftUI front end: swift-syntax's parser and the evaluator on arbitrary text.
        .executableTarget(name: "fuzz-swift", dependencies: ["FuzzerDriver", swiftSource]),
    ]
)
