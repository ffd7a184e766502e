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
                                   stops: displayStops(gradient.stops))
        case .shapedGradient(let stops, let shape):
            switch shape {
            case .radial(let center, let startRadius, let endRadius):
                return .radialGradient(center: center.point(in: rect), startRadius: startRadius, endRadius: endRadius,
                                       aspect: 1, stops: displayStops(stops))
            case .elliptical(let center, let startFraction, let endFraction):
                // Ellipses as wide and tall as the fractions of the bounds: distances measured in widths.
                let aspect = rect.height > 0 ? rect.width / rect.height : 1
                return .radialGradient(center: center.point(in: rect), startRadius: startFraction * rect.width,
                                       endRadius: endFraction * rect.width, aspect: aspect, stops: displayStops(stops))
            case .angular(let center, let startAngle, let endAngle):
                return .angularGradient(center: center.point(in: rect), startAngle: startAngle * .pi / 180,
                                        endAngle: endAngle * .pi / 180, stops: displayStops(stops))
            }
        }
    }

    private func displayStops(_ stops: [ResolvedLinearGradient.Stop]) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color, location: $0.location) }
    }
}

extension ResolvedPaint {
    /// The paint with its alpha multiplied by `factor` (every stop of a gradient): SwiftUI's hierarchical
    /// `.secondary` of a style is the style at `SystemColor.secondaryOpacity`.
    func opacity(_ factor: Double) -> ResolvedPaint { mapColors { $0.opacity(factor) } }
}
