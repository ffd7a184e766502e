import LoupeBenchKit

/// Files the tests read when this machine has them (tests that need them are skipped otherwise).
enum TestPaths {
    static let sharedWorkload = BenchOptions.defaultWorkloadPath(sourceFile: #filePath)
    static let dejaVuSansMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
}
