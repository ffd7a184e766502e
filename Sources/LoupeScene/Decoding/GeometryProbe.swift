/// The contract between the SwiftUI front end and what lays its scenes out, for GeometryReaders whose content needs
/// their frame (docs/swift-source.md#geometryreader): a probe scene marks each such reader with the `id`
/// ``id(_:)`` of its key; the frames read from the probe's layout are given back by key.
public enum GeometryProbe {
    /// The most probes one preview is laid out for (a reader inside another's content needs one more each).
    public static let maximumPasses = 4

    /// The key under which a probe answers the device's screen (`UIScreen.main.bounds`): no view of the probe holds it.
    public static let screenKey = "screen"

    /// The `id` a probe gives the reader `key`.
    public static func id(_ key: String) -> String { "loupe.geometry:" + key }
}
