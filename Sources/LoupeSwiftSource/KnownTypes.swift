/// The type names of the supported subset.
enum KnownTypes {
    /// Types that make views.
    static let views: Set<String> = [
        "VStack", "HStack", "ZStack", "GeometryReader", "ScrollView", "Group", "ForEach", "Text", "Spacer", "Color",
        "LinearGradient", "Rectangle", "Circle", "Capsule", "Ellipse", "ConcentricRectangle", "RoundedRectangle",
        "UnevenRoundedRectangle", "Image", "EmptyView", "AnyView", "VisualLayoutGuide", "VisualGridGuide",
        "VisualCornerInsetGuide", "DraggablePositionView", "GridDragView", "NavigationStack", "NavigationView",
    ]
    /// Types that make values a view or modifier takes.
    static let values: Set<String> = [
        "CGSize", "CGPoint", "UnitPoint", "EdgeInsets", "DragConstraints", "OverlayPositionCoordinator", "Alignment",
        "Font", "Gradient", "CGFloat", "Double", "Int", "String", "Array", "Edge", "GridDragViewModel", "UserDefaults",
        "Material", "VisualLayoutGuideShape", "VisualGridGuideFit", "DraggablePositionCoordinateSpace",
        "VisualLayoutGuidePositioningMode", "RoundedCornerStyle", "CoordinateSpace", "Angle", "Axis", "Bool",
    ]
    static let all = views.union(values)

    /// SwiftUI's colours by name (the scene format's named colours).
    static let colorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
        "black", "white", "clear", "primary", "secondary",
    ]
    /// The nine alignments.
    static let alignments: Set<String> = [
        "center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]
    /// Font text styles.
    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption",
        "caption2",
    ]
    /// Modifiers with no visible effect in a still picture: skipped with a warning.
    static let skippedModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "onChange", "task", "animation", "transition",
        "gesture", "simultaneousGesture", "highPriorityGesture", "contentShape", "help", "tag", "allowsHitTesting",
        "onHover", "focusable", "keyboardShortcut", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement",
        "accessibilityHidden", "accessibilitySortPriority", "sensoryFeedback", "onGeometryChange", "onDrag",
        "onContinuousHover", "contextMenu", "onSubmit", "refreshable",
    ]
}
