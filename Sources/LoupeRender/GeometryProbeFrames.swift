import LoupeCore
import LoupeLayout
import LoupeScene

extension LoupeRenderer {
    /// The frames, in the screen's space, of the GeometryReaders a probe scene marks for `keys` (`GeometryProbe` of LoupeScene),
    /// and the screen's own for `GeometryProbe.screenKey`; nil when one is not in the probe's layout.
    public func geometryProbeFrames(_ keys: [String], in probe: LoadedScene) -> [String: Rect]? {
        let layout = layOut(probe).layout
        var frames: [String: Rect] = [:]
        for key in keys {
            if key == GeometryProbe.screenKey {
                frames[key] = Rect(x: 0, y: 0, width: probe.document.device.size.width, height: probe.document.device.size.height)
                continue
            }
            guard let node = layout.node(id: GeometryProbe.id(key)) else { return nil }
            frames[key] = layout.frame(of: node, in: CoordinateSpaceQuery(.global))
        }
        return frames
    }
}
