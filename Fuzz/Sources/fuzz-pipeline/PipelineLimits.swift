import LoupeRender

/// What keeps one input to milliseconds: a small canvas and a short replay. The decoder's own limits allow a
/// 8192×8192 canvas and a million drag events, which are correct but far too slow to fuzz.
enum PipelineLimits {
    /// Devices larger than this, in pixels per side, are replaced by ``smallDevice``.
    static let maximumSide = 160
    /// Scenes with more moments (events of their interactions) than this are skipped.
    static let maximumMoments = 64
    /// A custom device with a safe area and rounded corners, so those paths still run.
    static let smallDevice = Device(size: Size(width: 120, height: 160), scale: 1,
                                    safeArea: EdgeInsets(top: 8, leading: 0, bottom: 6, trailing: 0),
                                    cornerRadius: 12, family: .phone)

    /// The scene at a small device size, or `nil` when its replay is too long to fuzz.
    static func shrunk(_ scene: LoadedScene, momentCount: Int) -> LoadedScene? {
        guard momentCount <= maximumMoments else { return nil }
        var small = scene
        let device = scene.document.device
        if device.pixelWidth > maximumSide || device.pixelHeight > maximumSide {
            small.document.device = smallDevice
            small.document.device.family = device.family
        }
        return small
    }
}
