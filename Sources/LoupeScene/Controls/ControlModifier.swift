/// The modifiers that style the controls inside a view: buttons, labels and their tint. Like the text modifiers they
/// are environment values; the innermost of each kind wins (`docs/controls.md`).
public enum ControlModifier: Sendable, Hashable {
    /// `buttonStyle(_:)`.
    case buttonStyle(ButtonStyleKind)
    /// `controlSize(_:)`.
    case controlSize(ControlSize)
    /// `buttonBorderShape(_:)`: the shape of bordered buttons.
    case buttonBorderShape(ButtonBorderShape)
    /// `disabled(_:)`: controls inside drawn as disabled.
    case disabled(Bool)
    /// `tint(_:)` or `accentColor(_:)`: the colour of the controls inside.
    case tint(ColorValue)
    /// `labelStyle(_:)`: which parts of a `Label` show.
    case labelStyle(LabelStyleKind)
    /// `listStyle(_:)`.
    case listStyle(ListStyleKind)
    /// `scrollContentBackground(.hidden)`: a list without its grouped background.
    case scrollContentBackgroundHidden(Bool)
    /// `headerProminence(.increased)`: list section headers in the larger style (`docs/controls.md#lists`).
    case headerProminenceIncreased(Bool)
    /// `redacted(reason: .placeholder)` (true) or `redacted(reason: [])` (false): texts and images inside drawn as
    /// placeholder bars (`docs/controls.md#redaction`).
    case redacted(Bool)
    /// `unredacted()`: the content inside drawn as it is again.
    case unredacted
    /// `textFieldStyle(_:)`.
    case textFieldStyle(TextFieldStyleKind)
    /// `labelsHidden()`: controls inside show no label.
    case labelsHidden
    /// `progressViewStyle(_:)`.
    case progressViewStyle(ProgressStyleKind)
    /// `pickerStyle(_:)`.
    case pickerStyle(PickerStyleKind)
    /// `tabViewStyle(_:)`.
    case tabViewStyle(TabViewStyleKind)

    /// The modifier's key as the scene format spells it.
    public var name: String {
        switch self {
        case .buttonStyle: "buttonStyle"
        case .controlSize: "controlSize"
        case .buttonBorderShape: "buttonBorderShape"
        case .disabled: "disabled"
        case .tint: "tint"
        case .labelStyle: "labelStyle"
        case .listStyle: "listStyle"
        case .scrollContentBackgroundHidden: "scrollContentBackground"
        case .headerProminenceIncreased: "headerProminence"
        case .redacted: "redacted"
        case .unredacted: "unredacted"
        case .textFieldStyle: "textFieldStyle"
        case .labelsHidden: "labelsHidden"
        case .progressViewStyle: "progressViewStyle"
        case .pickerStyle: "pickerStyle"
        case .tabViewStyle: "tabViewStyle"
        }
    }
}

/// SwiftUI's built-in button styles.
public enum ButtonStyleKind: String, Sendable, Hashable, CaseIterable {
    /// `automatic` is `borderless` on iOS: the label in the tint colour. `plain` leaves the label's colours alone.
    /// `bordered` puts the label on a tinted shape; `borderedProminent` on a shape filled with the tint, in white.
    case automatic, borderless, plain, bordered, borderedProminent
}

/// SwiftUI's `ControlSize`.
public enum ControlSize: String, Sendable, Hashable, CaseIterable {
    /// From smallest to largest; `regular` is the default.
    case mini, small, regular, large, extraLarge
}

/// SwiftUI's `ButtonBorderShape`.
public enum ButtonBorderShape: Sendable, Hashable {
    /// The system's shape for the control size (`docs/controls.md#button`).
    case automatic
    /// A capsule.
    case capsule
    /// A rounded rectangle; `nil` radius is the system's for the control size.
    case roundedRectangle(radius: Double?)
    /// A circle (iOS 17).
    case circle
}

/// SwiftUI's built-in label styles.
public enum LabelStyleKind: String, Sendable, Hashable, CaseIterable {
    /// `automatic` and `titleAndIcon` show both; the others one part.
    case automatic, titleAndIcon, iconOnly, titleOnly
}

/// `Button(role:)`.
public enum ButtonRole: String, Sendable, Hashable, CaseIterable {
    /// A destructive button is drawn in red; a cancel button looks like any other outside alerts and menus.
    case destructive, cancel
}

/// The control modifiers in force at a view.
public struct ControlStyling: Sendable, Hashable {
    /// The nearest `buttonStyle`.
    public var buttonStyle = ButtonStyleKind.automatic
    /// The nearest `controlSize`.
    public var controlSize = ControlSize.regular
    /// The nearest `buttonBorderShape`.
    public var borderShape = ButtonBorderShape.automatic
    /// Whether a `disabled(true)` encloses the view (an inner `disabled(false)` cannot undo it, as in SwiftUI).
    public var isDisabled = false
    /// The nearest `tint` or `accentColor`; `nil` is the accent colour, system blue.
    public var tint: ColorValue?
    /// The nearest `labelStyle`.
    public var labelStyle = LabelStyleKind.automatic
    /// The nearest `listStyle`.
    public var listStyle = ListStyleKind.automatic
    /// Whether a `scrollContentBackground(.hidden)` is in force.
    public var hidesListBackground = false
    /// Whether the nearest `headerProminence` is `.increased`.
    public var prominentHeaders = false
    /// Whether the nearest `redacted`/`unredacted` redacts the content inside.
    public var isRedacted = false
    /// The nearest `textFieldStyle`.
    public var textFieldStyle = TextFieldStyleKind.automatic
    /// Whether a `labelsHidden()` encloses the view.
    public var hidesLabels = false
    /// The nearest `progressViewStyle`.
    public var progressStyle = ProgressStyleKind.automatic
    /// The nearest `pickerStyle`.
    public var pickerStyle = PickerStyleKind.automatic
    /// The nearest `tabViewStyle`.
    public var tabViewStyle = TabViewStyleKind.automatic

    /// No control modifier.
    public init() {}

    /// The styling after `modifier`, which wins over what an enclosing view set.
    public func applying(_ modifier: ControlModifier) -> ControlStyling {
        var styling = self
        switch modifier {
        case .buttonStyle(let style): styling.buttonStyle = style
        case .controlSize(let size): styling.controlSize = size
        case .buttonBorderShape(let shape): styling.borderShape = shape
        case .disabled(let disabled): styling.isDisabled = styling.isDisabled || disabled
        case .tint(let tint): styling.tint = tint
        case .labelStyle(let style): styling.labelStyle = style
        case .listStyle(let style): styling.listStyle = style
        case .scrollContentBackgroundHidden(let hidden): styling.hidesListBackground = hidden
        case .headerProminenceIncreased(let increased): styling.prominentHeaders = increased
        case .redacted(let redacted): styling.isRedacted = redacted
        case .unredacted: styling.isRedacted = false
        case .textFieldStyle(let style): styling.textFieldStyle = style
        case .labelsHidden: styling.hidesLabels = true
        case .progressViewStyle(let style): styling.progressStyle = style
        case .pickerStyle(let style): styling.pickerStyle = style
        case .tabViewStyle(let style): styling.tabViewStyle = style
        }
        return styling
    }

    /// The tint: the nearest `tint`, else the accent colour (system blue).
    public var tintColor: ColorValue { tint ?? .named(.blue) }
}

/// SwiftUI's `TabView` styles (`docs/controls.md#tab-view`).
public enum TabViewStyleKind: String, Sendable, Hashable, CaseIterable {
    /// The tab bar at the bottom (`automatic`, `.tabBarOnly`, `.sidebarAdaptable` on an iPhone).
    case automatic
    /// `.page`: the shown tab across the whole view, and a dot a page near its bottom.
    case page
    /// `.page(indexDisplayMode: .never)`: the shown tab across the whole view, no dots.
    case pageIndexHidden
}
