import LoupeScene

extension LayoutEnvironment {
    /// The environment after `modifier`, applied on top of what an enclosing scope set.
    ///
    /// Callers apply a view's modifiers from the outermost inward, so the innermost value wins (SwiftUI's rule for
    /// `font`, `foregroundStyle` and the guide settings).
    /// - Parameter ownerPath: The path of the view carrying the modifier; it names an isolated coordinator scope.
    func applying(_ modifier: Modifier, ownerPath: String) -> LayoutEnvironment {
        var environment = self
        switch modifier {
        case .font(let font):
            environment.font = font.spec(at: environment.dynamicTypeSize)
            environment.fontStyle = font
        case .dynamicTypeSize(let size):
            environment.dynamicTypeSize = size
            environment.font = environment.fontStyle.spec(at: size)
        case .layoutDirection(let direction): environment.layoutDirection = direction
        case .text(let modifier): environment.textStyling = textStyling.applying(modifier)
        case .imageScale(let scale): environment.imageScale = scale
        case .symbolVariant(let variants): environment.symbolVariants = variants
        case .control(let modifier): environment.controls = controls.applying(modifier)
        case .foregroundStyle(let style): environment.foregroundStyle = style
        case .visualLayoutGuideInteractions(let interactions): environment.guideInteractions = interactions
        case .visualLayoutGuidePositioning(let positioning): environment.guidePositioning = positioning
        case .isolatedOverlayCoordinator: environment.coordinatorScope = ownerPath
        case .draggablePositionViewInteractions(let interactions): environment.trackerInteractions = interactions
        case .draggablePositionViewConstraints(let constraints): environment.trackerConstraints = constraints
        case .draggable(let spec):
            if let style = spec.draggingForegroundStyle, draggingViews.contains(ownerPath) { environment.foregroundStyle = style }
        default: break
        }
        return environment
    }

    /// The environment seen inside `view` after its modifiers from index `startIndex` on (outermost first).
    func applying(modifiersOf view: ViewNode, from startIndex: Int) -> LayoutEnvironment {
        guard startIndex < view.modifiers.count else { return self }
        return view.modifiers[startIndex...].reversed().reduce(self) { $0.applying($1, ownerPath: view.path) }
    }
}
