// swift-tools-version:6.0
import PackageDescription

// Modules follow the data flow:
// scene JSON → LoupeScene → LoupeLayout → LoupeOverlays → LoupeDisplayList → LoupeRaster → LoupePNG.
// LoupePNG turns images into bytes and back; LoupeFiles alone reads and writes files (atomically, staged).
// LoupeRender is the facade that wires them; `loupe-render` only parses arguments and calls it.
let package = Package(
    name: "LoupeRender",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LoupeRender", targets: ["LoupeRender"]),
        .executable(name: "loupe-render", targets: ["loupe-render"]),
        // Golden assertions for Swift Testing and XCTest: `assertGolden(of:named:)`.
        .library(name: "LoupeTesting", targets: ["LoupeTesting"]),
        // A swift-snapshot-testing strategy: `assertSnapshot(of: scene, as: .loupeImage)`, on Linux too.
        .library(name: "LoupeSnapshotTesting", targets: ["LoupeSnapshotTesting"]),
        // SwiftUI source as input: `#Preview` blocks and view code, read with swift-syntax. A product of its own so that
        // only its users compile swift-syntax (minutes in release); `loupe-render` runs `loupe-render-swift` for
        // `.swift` scenes and builds it on first use.
        .library(name: "LoupeSwiftSource", targets: ["LoupeSwiftSource"]),
        .executable(name: "loupe-render-swift", targets: ["loupe-render-swift"]),
        // The review server of `loupe-render review`, a binary of its own for the same reason: only its users compile
        // the HTTP server (FlyingFox); `loupe-render review` builds it on first use.
        .executable(name: "loupe-render-review", targets: ["loupe-render-review"]),
        // `swift package loupe check|review|approve|previews`: loupe-render on the package it runs in.
        .plugin(name: "LoupePlugin", targets: ["LoupePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only LoupeSnapshotTesting uses it; a user who does not name that product never compiles it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.18.0"),
        // `swift package generate-documentation` (scripts/docs.sh); a command plugin, built only when it is run.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The parser of the SwiftUI front end (LoupeSwiftFrontEnd); 603 matches the Swift 6.3 toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // The review server's HTTP: no dependencies of its own, a seventh of Hummingbird's build on swift-nio
        // (docs/performance.md). Only LoupeReview uses it.
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        // System C libraries.
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CLibPNG", path: "Sources/CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // libdeflate: inflates the image data of the common PNGs much faster than zlib (the decoder's fast path).
        .systemLibrary(
            name: "CLibDeflate", path: "Sources/CLibDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // libjpeg (libjpeg-turbo): asset catalogs' JPEG pictures.
        .systemLibrary(
            name: "CLibJPEG", path: "Sources/CLibJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        // libjpeg's error handling jumps with longjmp: kept in C, as Swift cannot call setjmp.
        .target(name: "CJPEGSupport", dependencies: ["CLibJPEG"], cSettings: pixelOptimization.c),
        // The setjmp side of libpng lives in C: Swift cannot call setjmp. So does the decoder's fast path.
        .target(name: "CPNGSupport", dependencies: ["CLibPNG", "CLibDeflate", "CWorkerPool"],
                cSettings: pixelOptimization.c, linkerSettings: [.linkedLibrary("z")]),

        // Shared vocabulary: points, sizes, rects, insets, colours, font descriptions.
        .target(name: "LoupeCore"),
        // The fonts in Fonts/ (with their licences) and the example scenes in Examples/Scenes (the CLI's default
        // scene) are read from the package's folders, not declared as resources: a resource bundle's generated
        // accessor imports full Foundation, which loads ICU into every process (see ResourceFolder).
        .target(
            name: "LoupeFonts", dependencies: ["LoupeFiles"], path: "Fonts",
            exclude: ["README.md", "LICENSE-Inter.txt", "LICENSE-JetBrainsMono.txt", "LICENSE-MaterialIcons.txt",
                      "MaterialIcons-Regular.ttf",
                      "JetBrainsMono-Regular.ttf", "JetBrainsMono-SemiBold.ttf", "JetBrainsMono-Bold.ttf",
                      "JetBrainsMono-ExtraBold.ttf", "Inter-Regular.otf", "Inter-SemiBold.otf", "Inter-Bold.otf"],
            sources: ["FontFiles.swift"]),
        .target(
            name: "LoupeExamples", dependencies: ["LoupeFiles"], path: "Examples",
            exclude: ["README.md", "Scenes", "Swift"], sources: ["BundledExamples.swift"]),

        // Pixels only: canvas, paints, coverage, span fills, blur.
        // The rasterizer's widest loops in C, with AVX2 chosen at run time (Swift builds for baseline x86-64).
        .target(name: "CRasterKernels", cSettings: pixelOptimization.c),
        // The threads that split one picture's work (raster bands, PNG ranges, a comparison's decodes and bands), kept
        // for the process; LoupeWorkers is their Swift face.
        .target(name: "CWorkerPool"),
        .target(name: "LoupeWorkers", dependencies: ["CWorkerPool"]),
        .target(name: "LoupeRaster", dependencies: ["CRasterKernels", "LoupeWorkers", "CLargeBuffers"], swiftSettings: pixelOptimization.swift),
        // Image comparison, pixelmatch-exact: pixels in, counts and a diff image out. Depends on the threads alone.
        .target(name: "LoupeDiff", dependencies: ["LoupeWorkers"]),
        // libpng: PNG bytes ↔ image, nothing else.
        .target(name: "LoupePNG", dependencies: ["CPNGSupport", "CLargeBuffers"], swiftSettings: pixelOptimization.swift),
        // Files: whole-file reads with limits, atomic staged writes, what a path names, the standard streams.
        // Linux's fallocate, which Swift's Glibc module does not declare (StagedFile reserves a file's blocks).
        .systemLibrary(name: "CFileBlocks", path: "Sources/CFileBlocks"),
        .target(name: "LoupeFiles", dependencies: ["CFileBlocks"]),
        // FreeType: faces, glyph cache, measurement, line layout.
        .target(name: "LoupeText", dependencies: ["CFreeType", "LoupeCore", "LoupeFonts", "LoupeFiles"]),

        // JSON text ↔ values: a strict parser (duplicate keys, member order, line:column errors) and a writer.
        .target(name: "LoupeJSON"),
        // The scene model and its JSON decoding.
        .target(name: "LoupeScene", dependencies: ["LoupeCore", "LoupeJSON"]),
        // SwiftUI's layout rules over the scene's view tree.
        .target(name: "LoupeLayout", dependencies: ["LoupeCore", "LoupeScene"]),
        // Draw commands in points: the seam between overlays and pixels.
        .target(name: "LoupeDisplayList", dependencies: ["LoupeCore"]),
        // Loupe's overlays and the collision coordinator.
        .target(name: "LoupeOverlays", dependencies: ["LoupeCore", "LoupeJSON", "LoupeScene", "LoupeLayout", "LoupeDisplayList"]),
        // Interactions: the gesture models (drags, GridDragView, the sliding puzzle), the offset store, and the replay
        // of a scene's drags, resets and drops, event by event.
        .target(name: "LoupeInteraction", dependencies: ["LoupeCore", "LoupeJSON", "LoupeScene", "LoupeLayout", "LoupeOverlays"]),
        // The facade users import.
        .target(
            name: "LoupeRender",
            dependencies: [
                "LoupeCore", "LoupeScene", "LoupeLayout", "LoupeOverlays", "LoupeInteraction", "LoupeDisplayList",
                "LoupeRaster", "LoupeText", "LoupePNG", "LoupeExamples", "LoupeDiff", "LoupeFiles", "LoupeJSON",
                "LoupeWorkers", "CJPEGSupport",
            ]),
        // Goldens: record modes, comparing a rendering with its golden picture and layout report, artifacts, the
        // `check` run over many scenes and its reports (HTML, JSON, JUnit).
        .target(name: "LoupeGolden", dependencies: ["LoupeCore", "LoupeJSON", "LoupeRender", "LoupeDiff", "LoupePNG", "LoupeFiles",
                                                 "LoupeWorkers"]),
        // `assertGolden` for Swift Testing and XCTest, on Linux and macOS.
        .target(name: "LoupeTesting", dependencies: ["LoupeGolden", "LoupeRender", "LoupeDiff"]),
        // `.loupeImage` for swift-snapshot-testing's assertSnapshot.
        .target(
            name: "LoupeSnapshotTesting",
            dependencies: ["LoupeGolden", "LoupeRender", "LoupeDiff",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // The outline of a Swift file found by scanning its bytes: what the front end parses of it. A module of its
        // own so that it stays optimized when the front end is not (see swiftSyntax below).
        .target(name: "LoupeSwiftOutline"),
        // SwiftUI source → the scene model: the SwiftUI subset evaluated statically, then decoded as a JSON scene is.
        // It knows nothing of rendering, so the front end's binary does not compile the renderer.
        .target(
            name: "LoupeSwiftFrontEnd",
            dependencies: ["LoupeJSON", "LoupeScene", "LoupeFiles", "LoupeSwiftOutline"] + swiftSyntax.dependencies,
            swiftSettings: swiftSyntax.swiftSettings, linkerSettings: swiftSyntax.linkerSettings),
        // The product users import: the front end, and `LoupeRenderer.loadSwiftPreview` to render what it reads.
        .target(name: "LoupeSwiftSource", dependencies: ["LoupeSwiftFrontEnd", "LoupeRender"],
                swiftSettings: swiftSyntax.swiftSettings),
        // Lists and translates a Swift file's previews; `loupe-render` runs it for `.swift` scenes.
        .executableTarget(name: "loupe-render-swift",
                          dependencies: ["LoupeSwiftFrontEnd", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          swiftSettings: swiftSyntax.swiftSettings),
        // `loupe-render review`: the review page and the server that approves goldens from it.
        .target(
            name: "LoupeReview",
            dependencies: ["LoupeGolden", "LoupeRender", "LoupeJSON",
                           .product(name: "FlyingFox", package: "FlyingFox")]),
        .executableTarget(
            name: "loupe-render-review",
            dependencies: ["LoupeReview", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // `swift package loupe …`. It depends on all three binaries: a package's previews need the SwiftUI front end
        // and `review` its server, and a plugin's tools are built before it runs.
        .plugin(
            name: "LoupePlugin",
            capability: .command(
                intent: .custom(verb: "loupe", description: "Check, review and approve the goldens of every preview of this package."),
                permissions: [.writeToPackageDirectory(reason: "to write golden pictures, layout reports and check reports into the package")]),
            dependencies: ["loupe-render", "loupe-render-swift", "loupe-render-review"]),
        // glibc's allocator settings for `check`, which renders many screen-sized pictures in one process.
        .systemLibrary(name: "CMallocTuning", path: "Sources/CMallocTuning"),
        // Screen-sized arrays (a canvas, a decoded PNG) sized and advised for 2 MiB pages.
        .systemLibrary(name: "CLargeBuffers", path: "Sources/CLargeBuffers"),
        .executableTarget(
            name: "loupe-render",
            dependencies: ["LoupeRender", "LoupeGolden", "LoupeFonts", "LoupeFiles", "LoupeCore", "CMallocTuning",
                           "LoupeWorkers", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: staticExecutable),

        // What several test targets share: a seeded random generator, reading a PNG file, monospaced stand-in text.
        .target(name: "LoupeTestSupport", dependencies: ["LoupeCore", "LoupeLayout", "LoupeOverlays", "LoupePNG", "LoupeFiles"],
                path: "Tests/LoupeTestSupport"),
        .testTarget(name: "LoupeFilesTests", dependencies: ["LoupeFiles"]),
        .testTarget(name: "LoupeRasterTests", dependencies: ["LoupeRaster", "CRasterKernels", "LoupeTestSupport"]),
        .testTarget(name: "LoupeWorkersTests", dependencies: ["LoupeWorkers"]),
        .testTarget(name: "LoupePNGTests", dependencies: ["LoupePNG", "LoupeTestSupport", "CPNGSupport", "CLargeBuffers"]),
        .testTarget(name: "LoupeDiffTests", dependencies: ["LoupeTestSupport", "LoupeDiff", "LoupePNG", "LoupeJSON"]),
        .testTarget(name: "LoupeTextTests", dependencies: ["LoupeText", "LoupeFonts", "LoupeCore"]),
        .testTarget(name: "LoupeJSONTests", dependencies: ["LoupeJSON", "LoupeTestSupport"]),
        .testTarget(name: "LoupeSceneTests", dependencies: ["LoupeScene", "LoupeJSON", "LoupeTestSupport", "LoupeCore"]),
        .testTarget(name: "LoupeLayoutTests", dependencies: ["LoupeTestSupport", "LoupeLayout", "LoupeScene", "LoupeCore"]),
        .testTarget(name: "LoupeOverlaysTests", dependencies: ["LoupeTestSupport", "LoupeOverlays", "LoupeLayout", "LoupeScene", "LoupeJSON", "LoupeDisplayList", "LoupeCore"]),
        .testTarget(name: "LoupeInteractionTests", dependencies: ["LoupeInteraction", "LoupeOverlays", "LoupeLayout", "LoupeScene", "LoupeCore"]),
        .testTarget(
            name: "LoupeRenderTests",
            dependencies: ["LoupeTestSupport", "LoupeRender", "LoupeRaster", "LoupePNG", "LoupeTesting",
                           "LoupeCore", "LoupeDisplayList", "LoupeJSON", "LoupeLayout", "LoupeScene",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        // The command line, run as a user runs it. It depends on the three binaries so that they are built (and
        // `scripts/test.sh` builds only the test bundle); apart from LoupeRenderTests, whose compiling then need not
        // wait for them.
        .testTarget(name: "LoupeCommandLineTests",
                    dependencies: ["LoupeTestSupport", "LoupePNG", "loupe-render", "loupe-render-swift", "loupe-render-review"]),
        .testTarget(name: "LoupeDisplayListTests", dependencies: ["LoupeDisplayList", "LoupeCore"]),
        .testTarget(name: "LoupeTestingTests", dependencies: ["LoupeTestSupport", "LoupeTesting", "LoupeRender", "LoupeDiff", "LoupePNG"]),
        .testTarget(
            name: "LoupeSnapshotTestingTests",
            dependencies: ["LoupeTestSupport", "LoupeSnapshotTesting", "LoupeRender", "LoupePNG",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "LoupeSwiftSourceTests",
                    dependencies: ["LoupeSwiftSource", "LoupeSwiftFrontEnd", "LoupeSwiftOutline", "LoupeRender", "LoupeScene", "LoupeJSON"],
                    swiftSettings: swiftSyntax.swiftSettings),
        .testTarget(name: "LoupeGoldenTests", dependencies: ["LoupeGolden", "LoupeDiff", "LoupeRender", "LoupePNG", "LoupeTestSupport", "LoupeJSON"]),
        .testTarget(name: "LoupeReviewTests",
                    dependencies: ["LoupeReview", "LoupeGolden", "LoupeRender", "LoupePNG",
                                   .product(name: "FlyingFox", package: "FlyingFox")]),
    ]
)

/// Where the SwiftUI front end gets swift-syntax. By default from source: the package dependency above, compiled with
/// the front end (minutes in release). `loupe-render` builds the front end on first use with
/// `LOUPE_TOOLCHAIN_SWIFT_SYNTAX` set to the toolchain's `lib/swift/host` folder instead, whose prebuilt swift-syntax
/// libraries (with module interfaces) cost nothing to build; the front end's own code is then compiled without
/// optimization, which builds in a fraction of the time (docs/performance.md#building-the-front-end).
var swiftSyntax: (dependencies: [Target.Dependency], swiftSettings: [SwiftSetting], linkerSettings: [LinkerSetting]) {
    guard let host = Context.environment["LOUPE_TOOLCHAIN_SWIFT_SYNTAX"], !host.isEmpty else {
        return ([.product(name: "SwiftParser", package: "swift-syntax"),
                 .product(name: "SwiftSyntax", package: "swift-syntax")], [], [])
    }
    return ([], [.unsafeFlags(["-I", host, "-Onone"])],
            [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
             .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftSyntax")])
}

/// The modules that touch every pixel (the rasterizer, the PNG coder and their C), optimized in a debug build when
/// `LOUPE_OPTIMIZE_PIXELS` is set, as `scripts/test.sh` does: unoptimized, their SIMD code is most of the test suite's
/// time (docs/architecture.md#the-test-command). The pictures are the same bytes either way. Only through a variable,
/// because SwiftPM refuses unsafe flags in a package that another one depends on.
var pixelOptimization: (swift: [SwiftSetting], c: [CSetting]) {
    guard let value = Context.environment["LOUPE_OPTIMIZE_PIXELS"], !value.isEmpty else { return ([], []) }
    return ([.unsafeFlags(["-O"], .when(configuration: .debug))], [.unsafeFlags(["-O2"], .when(configuration: .debug))])
}

/// `loupe-render` linked as one static executable, with no shared library at all (the Swift runtime, the C library,
/// FreeType, libpng and libdeflate inside), when `LOUPE_STATIC_EXECUTABLE` holds the static link flags of its C
/// libraries, as `scripts/install.sh` sets it: the installed command then needs nothing of the system it runs on and
/// starts about 2 ms sooner than with only the Swift runtime linked in (docs/performance.md#comparing-images-diff-check).
/// Only through a variable, because SwiftPM refuses unsafe flags in a package that another one depends on; the other
/// targets build the same either way, so one build folder serves both.
var staticExecutable: [LinkerSetting] {
    guard let flags = Context.environment["LOUPE_STATIC_EXECUTABLE"], !flags.isEmpty else { return [] }
    return [.unsafeFlags(["-static-executable"] + flags.split(separator: " ").map(String.init))]
}
