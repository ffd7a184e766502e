import LoupeCore
import LoupeDisplayList
import LoupeScene

extension ResolvedPaint {
    /// The paint for a shape whose bounds are `rect` (a gradient spans the shape it fills).
    func paint(in rect: Rect) -> DisplayPaint {
        switch self {
        case .solid(let color):
            return .solid(color)
        case .linearGradient(let gradient):
            return .linearGradient(start: gradient.startPoint.point(in: rect), end: gradient.endPoint.point(in: rect),
                                   stops: gradient.stops.map { GradientStop(color: $0.color, location: $0.location) })
        }
    }
}
