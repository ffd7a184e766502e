import LoupeCore
import LoupeLayout
import LoupeScene

extension LoupeRenderer {
    /// The frames, in the screen's space, of the GeometryReaders a probe scene marks for `keys` (`GeometryProbe` of LoupeScene);
    /// nil when one is not in the probe's layout.
    public func geometryProbeFrames(_ keys: [String], in probe: LoadedScene) -> [String: Rect]? {
        let layout = layOut(probe).layout
        var frames: [String: Rect] = [:]
        for key in keys {
            guard let node = layout.node(id: GeometryProbe.id(key)) else { return nil }
            frames[key] = layout.frame(of: node, in: CoordinateSpaceQuery(.global))
        }
        return frames
    }
}
