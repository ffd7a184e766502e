import LoupeScene

/// The names the front end knows, derived from the vocabulary where it has them.
enum KnownTypes {
    /// Swift's view-builder constructs, which the scene does not hold as views of their own.
    static let builders: Set<String> = ["Group", "ForEach", "EmptyView", "AnyView", "ScrollViewReader"]
    /// Types that make views: the vocabulary's and the builders.
    static let views = Vocabulary.swiftViewNames.union(builders).union(Evaluator.composedViews)
    /// Types that make values a view or modifier takes.
    static let values: Set<String> = [
        "CGSize", "CGPoint", "UnitPoint", "EdgeInsets", "GridItem", "CGRect", "UIBezierPath", "Angle", "PageTabViewStyle", "DragConstraints", "OverlayPositionCoordinator", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "SymbolVariants", "SymbolRenderingMode",
        "CLLocationCoordinate2D", "MKCoordinateRegion", "MKCoordinateSpan", "CLLocation", "Calendar", "DateComponents", "ListFormatter", "UIImage",
        "Font", "Gradient", "CGFloat", "Double", "Int", "String", "Array", "Edge", "GridDragViewModel", "UserDefaults",
        "Material", "VisualLayoutGuideShape", "VisualGridGuideFit", "DraggablePositionCoordinateSpace",
        "VisualLayoutGuidePositioningMode", "RoundedCornerStyle", "CoordinateSpace", "Angle", "Axis", "Bool",
        "UnevenRoundedRectangle", "StrokeStyle", "FillStyle", "PreviewDevice", "Set", "ContiguousArray", "Dictionary",
        "Date", "UUID", "State", "StateObject", "ObservedObject", "Binding", "FocusState", "Published", "GestureState",
        "Bindable", "zip", "stride", "min", "max", "abs", "sqrt", "floor", "ceil", "round", "pow", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "print", "debugPrint",
        "assert", "precondition", "withAnimation", "withTransaction", "Float", "Character", "NSNumber", "TimeInterval", "URL", "Query", "FetchRequest", "Bundle", "ProcessInfo", "UIScreen",
        "UIDevice", "UIApplication", "NotificationCenter", "FileManager", "UIColor", "TimeZone", "Locale", "DynamicTypeSize", "Data", "JSONDecoder", "NavigationPath", "PeriodicTimelineSchedule", "TimelineView", "Scanner", "CharacterSet", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "UIFont",
    ]
    static let all = views.union(values)
    /// Loupe's views, which win over a struct of their name (Loupe's own files declare them).
    static let loupeViews = Set(Vocabulary.viewKinds.filter { $0.role == .loupe }.flatMap { [$0.key] + $0.swift.names })

    /// SwiftUI's colours by name (the scene format's named colours).
    static let colorNames = Set(SystemColor.allCases.map(\.rawValue))
    /// Font text styles.
    static let textStyles = Set(TextStyle.allCases.map(\.rawValue))

    /// The methods that reach every view of a kind inside (`lineLimit`), with the kind's entry.
    static let methodsReachingInside: [String: (ViewKindEntry, SwiftMethod)] = Dictionary(
        Vocabulary.viewKinds.flatMap { entry in entry.swift.methods.filter(\.reachesInside).map { ($0.name, (entry, $0)) } },
        uniquingKeysWith: { first, _ in first })
    /// For each method of a kind's own (`stroke`), the views that have it, for messages: "Rectangle(), Circle() or …".
    static let ownMethodOwners: [String: String] = {
        var owners: [String: [String]] = [:]
        for entry in Vocabulary.viewKinds {
            for method in entry.swift.methods where !method.reachesInside { owners[method.name, default: []].append("\(entry.key)()") }
        }
        return owners.mapValues { names in
            names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        }
    }()

    /// SwiftUI's views that the renderer does not draw, so that a message can tell them from a name that is not
    /// declared at all.
    static let swiftUIViews: Set<String> = [
        "TextEditor",
        "DatePicker", "ColorPicker", "Link", "Menu", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits",
        "NavigationSplitView", "Table", "OutlineGroup", "DisclosureGroup", "GroupBox", "ControlGroup", "ShareLink",
        "AsyncImage", "Canvas", "Gauge", "ContentUnavailableView", "LabeledContent", "Path",
        "AngularGradient", "RadialGradient", "EllipticalGradient", "MeshGradient", "VideoPlayer", "Map", "Chart",
        "PhotosPicker", "EditButton", "PasteButton", "ScrollViewReader", "Toolbar", "ToolbarItem", "ToolbarItemGroup",
        "HSplitView", "VSplitView", "MultiDatePicker", "RoundedRectangleBorder",
    ]

    /// Apple's types that previews use and the front end does not evaluate yet, with their framework: an error names
    /// them as such, rather than as a name the file or module should declare.
    static let appleTypesNotEvaluated: [String: String] = [
        "Decimal": "Foundation", "NSDecimalNumber": "Foundation", "Measurement": "Foundation", "UnitLength": "Foundation",
        "UnitMass": "Foundation", "UnitTemperature": "Foundation", "UnitDuration": "Foundation",
        "MeasurementFormatter": "Foundation", "RelativeDateTimeFormatter": "Foundation",
        "DateComponentsFormatter": "Foundation", "ByteCountFormatter": "Foundation", "PersonNameComponents": "Foundation",
        "JSONEncoder": "Foundation", "PropertyListEncoder": "Foundation", "PropertyListDecoder": "Foundation",
        "IndexSet": "Foundation", "AttributedString": "Foundation", "NSAttributedString": "Foundation",
        "NSMutableAttributedString": "Foundation", "NSCache": "Foundation", "NSError": "Foundation",
        "URLSession": "Foundation", "URLRequest": "Foundation", "URLComponents": "Foundation", "URLQueryItem": "Foundation",
        "NSRegularExpression": "Foundation", "Future": "Combine", "Publishers": "Combine",
        "UIGraphicsImageRenderer": "UIKit", "PhotosPickerItem": "PhotosUI",
        "MKMapItem": "MapKit", "CLGeocoder": "CoreLocation", "MapCameraPosition": "MapKit", "MapCamera": "MapKit",
        "MKMapView": "MapKit", "MKPointAnnotation": "MapKit", "CLLocationManager": "CoreLocation",
        "Duration": "Swift", "NSTemporaryDirectory": "Foundation", "ShaderLibrary": "SwiftUI", "EditMode": "SwiftUI",
    ]

    /// Modifiers with no visible effect in a still picture: skipped with a warning.
    static let skippedModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "onChange", "task", "animation", "transition",
        "gesture", "simultaneousGesture", "highPriorityGesture", "contentShape", "help", "tag", "allowsHitTesting",
        "onHover", "focusable", "keyboardShortcut", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement",
        "accessibilityHidden", "accessibilitySortPriority", "sensoryFeedback", "onGeometryChange", "onDrag",
        "onContinuousHover", "contextMenu", "onSubmit", "refreshable",
        // What a keyboard, an edit mode or scrolling would show, none of it on screen in a still picture at rest.
        "keyboardType", "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled", "disableAutocorrection",
        "submitLabel", "textContentType", "onDelete", "onMove", "scrollIndicators", "scrollTargetLayout",
        "scrollTargetBehavior", "scrollDismissesKeyboard", "scrollPosition", "defaultScrollAnchor",
        "navigationBarBackButtonHidden", "navigationDestination", "swipeActions", "focused", "onOpenURL", "onReceive",
        "dropDestination", "deleteDisabled", "moveDisabled", "interactiveDismissDisabled", "scrollClipDisabled",
        "scrollBounceBehavior", "persistentSystemOverlays", "statusBarHidden", "statusBar", "hoverEffect",
        "privacySensitive", "typesettingLanguage", "navigationViewStyle", "scrollDisabled",
        // What only a presented sheet shows: a preview draws its content unpresented.
        "presentationDetents", "presentationDragIndicator", "presentationCornerRadius", "presentationBackground",
        "presentationBackgroundInteraction", "presentationCompactAdaptation", "presentationContentInteraction",
        "presentationSizing",
        // Drag and drop, keys, selection and actions: nothing on screen until someone acts.
        "draggable", "onDrop", "onKeyPress", "textSelection", "accessibilityAction", "accessibilityActions",
        "accessibilityInputLabels", "accessibilityShowsLargeContentViewer", "accessibilityRepresentation",
        "accessibilityChildren", "accessibilityRotor", "accessibility", "onPreferenceChange", "onScrollGeometryChange",
        "onScrollPhaseChange", "onScrollVisibilityChange",
        // What an animation or a transition between screens changes, nothing at rest.
        "transaction", "contentTransition", "geometryGroup", "matchedTransitionSource", "navigationTransition",
    ]

    /// Modifiers whose effect the renderer always draws: it applies every effect (opacity, shadow, blur) to a view and
    /// its content as one composited group, which is what `.compositingGroup()` and `.drawingGroup()` ask of SwiftUI.
    static let modifiersAlreadyDrawn: Set<String> = ["compositingGroup", "drawingGroup"]

    /// Modifiers with no visible effect in a still picture for some of their arguments only (`docs/swift-source.md`):
    /// `.matchedGeometryEffect` on a view that is its group's source keeps that view's own frame; `.symbolEffect`
    /// given a trigger `value:` or `isActive: false` draws the symbol as it is until the trigger changes;
    /// `.toolbarBackground(_:for: .navigationBar)` other than `.visible` changes nothing until content scrolls.
    static let modifiersSkippedAtRest: Set<String> = ["matchedGeometryEffect", "symbolEffect", "toolbarBackground"]
}
