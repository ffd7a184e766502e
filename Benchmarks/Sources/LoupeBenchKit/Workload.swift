/// An 8-bit sRGB colour from the workload file.
public struct RGB8: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red; self.green = green; self.blue = blue
    }
}

/// One draw operation of the benchmark workload, in device pixels (see `../shared/bench/README.md` beside the
/// repository: the workload is external test data that CI provides).
public enum WorkloadOp: Hashable, Sendable {
    /// `rect x y w h r g b alpha border`: a fill at `alpha`, then an opaque border `border` px wide inside it.
    case rect(x: Double, y: Double, width: Double, height: Double, color: RGB8, alpha: Double, border: Double)
    /// `rrect x y w h radius r g b alpha border`: an anti-aliased rounded fill at `alpha`, then an opaque
    /// concentric border from radius `radius` outside to `radius − border` inside.
    case roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, color: RGB8, alpha: Double,
                     border: Double)
    /// `crosshair cx cy circle_r r g b circle_alpha arm r g b dot_r r g b`, centred on pixel centre
    /// `(cx + 0.5, cy + 0.5)`.
    case crosshair(Crosshair)
    /// `text x y size r g b string`: one opaque label, `(x, y)` the left end of its baseline, `size` px per em.
    case text(x: Double, y: Double, size: Double, color: RGB8, string: String)

    /// The benchmark phase that times this operation.
    public var phase: Phase {
        switch self {
        case .rect: .rects
        case .roundedRect: .roundedRects
        case .crosshair: .crosshairs
        case .text: .text
        }
    }
}

/// The fields of a `crosshair` operation.
public struct Crosshair: Hashable, Sendable {
    /// The pixel whose centre is the crosshair's centre.
    public var cx: Int
    public var cy: Int
    public var circleRadius: Double
    public var circleColor: RGB8
    public var circleAlpha: Double
    /// Half the bar length: bars run from `c − arm` to `c + arm` inclusive.
    public var arm: Int
    public var lineColor: RGB8
    public var dotRadius: Double
    public var dotColor: RGB8

    public init(cx: Int, cy: Int, circleRadius: Double, circleColor: RGB8, circleAlpha: Double, arm: Int,
                lineColor: RGB8, dotRadius: Double, dotColor: RGB8) {
        self.cx = cx; self.cy = cy; self.circleRadius = circleRadius; self.circleColor = circleColor
        self.circleAlpha = circleAlpha; self.arm = arm; self.lineColor = lineColor
        self.dotRadius = dotRadius; self.dotColor = dotColor
    }
}

/// The whole benchmark scene: a canvas size, a font name and the draw operations in file order.
public struct Workload: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// The font file's name as the workload gives it (`DejaVuSansMono.ttf`).
    public var fontName: String
    public var ops: [WorkloadOp]

    public init(width: Int, height: Int, fontName: String, ops: [WorkloadOp]) {
        self.width = width; self.height = height; self.fontName = fontName; self.ops = ops
    }

    /// How many operations of each phase the workload holds.
    public func count(of phase: Phase) -> Int { ops.count { $0.phase == phase } }
}
