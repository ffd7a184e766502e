/// A `Button`, `NavigationLink`, `Link` or `Menu`: a label drawn by the button style in force
/// (`docs/controls.md#button`). The action, the destination, the URL and the menu's items are not part of a still
/// picture.
public struct ButtonSpec: Sendable, Hashable {
    /// Which of the button-like views it is.
    public enum Kind: String, Sendable, Hashable {
        /// `Button`.
        case button = "Button"
        /// `NavigationLink`: a borderless button outside lists, a row with a chevron in one.
        case navigationLink = "NavigationLink"
        /// `Link`: a button that opens a URL, drawn as a button.
        case link = "Link"
        /// `Menu`, closed: its label drawn as a button.
        case menu = "Menu"
    }

    /// What the button shows.
    public var label: ViewNode
    /// `Button(role:)`.
    public var role: ButtonRole?
    /// Which view it is.
    public var kind: Kind

    /// Whether it is a `NavigationLink`, which looks like a borderless button outside lists.
    public var isNavigationLink: Bool { kind == .navigationLink }

    /// A button showing `label`.
    public init(label: ViewNode, role: ButtonRole? = nil, isNavigationLink: Bool = false) {
        self.init(label: label, role: role, kind: isNavigationLink ? .navigationLink : .button)
    }

    /// A button-like view of `kind` showing `label`.
    public init(label: ViewNode, role: ButtonRole? = nil, kind: Kind) {
        self.label = label; self.role = role; self.kind = kind
    }
}

/// A `Label`: an icon and a title side by side, as the label style in force shows them (`docs/controls.md#label`).
public struct LabelSpec: Sendable, Hashable {
    /// The title: a `Text`, or any view.
    public var title: ViewNode
    /// The icon: an `Image(systemName:)`, or any view.
    public var icon: ViewNode

    /// A label of `title` and `icon`.
    public init(title: ViewNode, icon: ViewNode) { self.title = title; self.icon = icon }
}

/// A `TextField` or `SecureField`: one line showing its text, or its placeholder when the text is empty
/// (`docs/controls.md#text-field`).
public struct TextFieldSpec: Sendable, Hashable {
    /// The placeholder (SwiftUI's title), shown in `placeholderText` while the text is empty.
    public var placeholder: String
    /// The bound text as the preview gives it.
    public var text: String
    /// Whether it is a `SecureField`, whose text is shown as dots.
    public var isSecure: Bool

    /// A field showing `text`, or `placeholder` when it is empty.
    public init(placeholder: String, text: String = "", isSecure: Bool = false) {
        self.placeholder = placeholder; self.text = text; self.isSecure = isSecure
    }

    /// What the field shows: the text (a dot per character when secure), or the placeholder.
    public var shown: String {
        if text.isEmpty { return placeholder }
        return isSecure ? String(repeating: "•", count: text.count) : text
    }
}

/// SwiftUI's built-in progress view styles.
public enum ProgressStyleKind: String, Sendable, Hashable, CaseIterable {
    /// `automatic`: a bar with a value, the indicator without; `circular` and `linear` force one.
    case automatic, circular, linear
}

/// SwiftUI's built-in text field styles.
public enum TextFieldStyleKind: String, Sendable, Hashable, CaseIterable {
    /// `automatic` and `plain` draw the text alone; `roundedBorder` puts it in a bordered, padded box.
    case automatic, plain, roundedBorder
}

/// A `Toggle` in the switch style: its label, and the switch at the trailing edge (`docs/controls.md#toggle`).
public struct ToggleSpec: Sendable, Hashable {
    /// The label (a `Text` for a title).
    public var label: ViewNode
    /// Whether it is on, as the preview's binding gives it.
    public var isOn: Bool

    /// A toggle showing `label`, on or off.
    public init(label: ViewNode, isOn: Bool) { self.label = label; self.isOn = isOn }
}

/// A `ProgressView`: a spinning indicator, or a bar filled to a fraction, with an optional label
/// (`docs/controls.md#progress-view`).
public struct ProgressSpec: Sendable, Hashable {
    /// The label, shown below an indicator or above a bar.
    public var label: ViewNode?
    /// How full the bar is (0…1); `nil` is the indeterminate, circular indicator.
    public var fraction: Double?

    /// A progress view with `label`, a bar when `fraction` is given.
    public init(label: ViewNode? = nil, fraction: Double? = nil) { self.label = label; self.fraction = fraction }

    /// Whether it is drawn as a bar in `style`: a linear style always, a circular one never, the automatic one when it
    /// has a value.
    public func isBar(in style: ProgressStyleKind) -> Bool {
        switch style {
        case .automatic: fraction != nil
        case .circular: false
        case .linear: true
        }
    }
}

/// A `Slider`: a track filled to the value's place in its range, with the thumb there (`docs/controls.md#slider`).
public struct SliderSpec: Sendable, Hashable {
    /// Where the value lies in the range, 0…1.
    public var fraction: Double

    /// A slider at `fraction` (clamped to 0…1).
    public init(fraction: Double) { self.fraction = min(max(fraction, 0), 1) }
}

/// A `Stepper`: its label, and the − / + control at the trailing edge (`docs/controls.md#stepper`). The value it steps
/// is shown only by the label.
public struct StepperSpec: Sendable, Hashable {
    /// The label (a `Text` for a title).
    public var label: ViewNode

    /// A stepper showing `label`.
    public init(label: ViewNode) { self.label = label }
}

/// A compact `DatePicker`: its label and the date and time it shows, already written (`docs/controls.md#date-picker`).
public struct DatePickerSpec: Sendable, Hashable {
    /// The label (a `Text` for a title).
    public var label: ViewNode
    /// What the pills show, in order: the date ("Nov 27, 2026"), the time ("9:41 AM"), or both.
    public var texts: [String]

    /// A date picker showing `texts` beside `label`.
    public init(label: ViewNode, texts: [String]) { self.label = label; self.texts = texts }
}

/// A `Picker`: its label, its options' titles and the one selected (`docs/controls.md#picker`).
public struct PickerSpec: Sendable, Hashable {
    /// The label (a `Text` for a title).
    public var label: ViewNode
    /// The options, as their titles.
    public var options: [String]
    /// The index of the selected option; `nil` when the selection names none (nothing is shown as selected).
    public var selection: Int?

    /// A picker of `options` with `selection` chosen.
    public init(label: ViewNode, options: [String], selection: Int?) {
        self.label = label; self.options = options; self.selection = selection
    }

    /// The selected option's title, or the empty string.
    public var selectedTitle: String { selection.flatMap { options.indices.contains($0) ? options[$0] : nil } ?? "" }
}

/// SwiftUI's built-in picker styles that are drawn.
public enum PickerStyleKind: String, Sendable, Hashable, CaseIterable {
    /// `automatic` and `menu`: the selection with up-and-down chevrons (in a list row, beside the label);
    /// `segmented`: every option in a segmented control; `navigationLink`: in a list row, the label, the selection in
    /// `secondaryLabel` and the row's disclosure chevron, as a `NavigationLink` row; `inline`: in a list, every option
    /// a row of its own with a checkmark on the selected one (elsewhere, iOS draws a wheel: the menu style stands in).
    case automatic, menu, segmented, navigationLink, inline
}
