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

extension ResolvedPaint {
    /// The paint with its alpha multiplied by `factor` (every stop of a gradient): SwiftUI's hierarchical
    /// `.secondary` of a style is the style at `SystemColor.secondaryOpacity`.
    func opacity(_ factor: Double) -> ResolvedPaint {
        switch self {
        case .solid(let color):
            return .solid(color.opacity(factor))
        case .linearGradient(var gradient):
            for index in gradient.stops.indices { gradient.stops[index].color = gradient.stops[index].color.opacity(factor) }
            return .linearGradient(gradient)
        }
    }
}
