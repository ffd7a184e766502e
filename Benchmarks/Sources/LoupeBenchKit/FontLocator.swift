import Foundation

/// Finds the workload's font file: beside the workload first, then in the system font folders.
public enum FontLocator {
    /// Where Debian's `fonts-dejavu-core` installs DejaVu Sans Mono.
    public static let systemDirectories = ["/usr/share/fonts/truetype/dejavu"]

    /// The path of `name` (a bare file name, or a path used as is), searched in `workloadDirectory` and then
    /// in ``systemDirectories``.
    /// - Throws: ``WorkloadError`` naming every place looked at and the Debian package that provides the font.
    public static func locate(_ name: String, workloadDirectory: String,
                              systemDirectories: [String] = systemDirectories) throws(WorkloadError) -> String {
        let fileManager = FileManager.default
        if name.contains("/") {
            guard fileManager.isReadableFile(atPath: name) else {
                throw WorkloadError(line: nil, "font \(name) is not a readable file")
            }
            return name
        }
        let candidates = ([workloadDirectory] + systemDirectories).map { "\($0)/\(name)" }
        if let found = candidates.first(where: fileManager.isReadableFile(atPath:)) { return found }
        throw WorkloadError(line: nil, """
            font \(name) not found (looked in \(candidates.joined(separator: ", "))); \
            on Debian: apt-get install -y fonts-dejavu-core
            """)
    }
}
