/// A `Button` or a `NavigationLink`: a label drawn by the button style in force (`docs/controls.md#button`). The
/// action and the destination are not part of a still picture.
public struct ButtonSpec: Sendable, Hashable {
    /// What the button shows.
    public var label: ViewNode
    /// `Button(role:)`.
    public var role: ButtonRole?
    /// Whether it is a `NavigationLink`, which looks like a borderless button outside lists.
    public var isNavigationLink: Bool

    /// A button showing `label`.
    public init(label: ViewNode, role: ButtonRole? = nil, isNavigationLink: Bool = false) {
        self.label = label; self.role = role; self.isNavigationLink = isNavigationLink
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
