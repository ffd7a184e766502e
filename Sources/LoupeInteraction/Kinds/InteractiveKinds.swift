import LoupeScene

/// How each kind of view and each modifier takes part in interactions. The switches list every case, with no
/// `default:`, so a new view kind or modifier does not compile until it says what drags and drops do to it.
extension ViewKind {
    /// The view's own Loupe drag gesture, if it has one. GridDragView's cells are dragged by ``GridReplay``, and a
    /// `draggable` modifier (``Modifier/interactionRole``) moves any view.
    var loupeDrag: (any LoupeDrag)? {
        switch self {
        case .visualLayoutGuide(let spec): GuideDrag(spec: spec)
        case .draggablePositionView(let spec): PositionViewDrag(spec: spec)
        case .gridDragView: nil
        case .zStack, .hStack, .vStack, .lazyHStack, .lazyVStack, .geometryReader, .scrollView, .color, .shape, .text, .spacer,
             .visualGridGuide, .visualCornerInsetGuide, .image, .placeholder, .divider, .button, .label, .list, .section,
             .textField, .toggle, .progress, .stepper, .tabView, .slider, .picker, .lazyGrid, .grid, .gridRow, .datePicker,
             .viewThatFits:
            nil
        }
    }
}

/// What a modifier is to the replay.
enum InteractionRole {
    /// A layer drawn behind the view, and reached by drops before it.
    case background
    /// A layer drawn over the view, and reached by drops after it.
    case overlay
    /// An `onDrop` target, known to its delegate by `label`.
    case dropTarget(label: String)
    /// A `draggable` modifier: the view as wrapped so far moves with a drag.
    case dragHandle(DraggableSpec)
    /// Nothing that drags or drops reach.
    case none
}

extension Modifier {
    var interactionRole: InteractionRole {
        switch self {
        case .background: .background
        case .overlay, .safeAreaInset: .overlay
        case .onDrop(let label): .dropTarget(label: label)
        case .draggable(let spec): .dragHandle(spec)
        case .frame, .flexibleFrame, .padding, .offset, .position, .foregroundStyle, .opacity, .font, .ignoresSafeArea,
             .coordinateSpace, .containerShape, .fixedSize, .layoutPriority, .clipped, .border,
             .visualLayoutGuideInteractions, .visualLayoutGuidePositioning, .isolatedOverlayCoordinator,
             .draggablePositionViewInteractions, .draggablePositionViewConstraints, .navigationTitle,
             .navigationBarTitleDisplayMode, .text, .imageScale, .dynamicTypeSize, .layoutDirection, .flipsForRightToLeftLayoutDirection, .symbolVariant, .control, .listRow,
             .clipShape, .cornerRadius, .aspectRatio, .shadow, .tabItem, .gridCell, .toolbar, .navigationBarHidden, .zIndex,
             .scaleEffect, .rotationEffect, .blur, .mask, .contentMargins, .alignmentGuide, .searchable:
            .none
        }
    }
}
