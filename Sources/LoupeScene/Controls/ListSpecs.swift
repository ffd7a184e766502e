import LoupeCore

/// A `List` or a `Form`: rows and sections, drawn in the list style in force (`docs/controls.md#list`). A `Form` is a
/// list in the inset-grouped style whatever `listStyle` says.
public struct ListSpec: Sendable, Hashable {
    /// The rows and `Section`s, in order; rows outside a section form sections of their own, without a header.
    public var content: [ViewNode]
    /// Whether it is a `Form`.
    public var isForm: Bool

    /// A list of `content`.
    public init(content: [ViewNode], isForm: Bool = false) { self.content = content; self.isForm = isForm }
}

/// A `Section` of a list: a header, rows and a footer. Outside a list its rows stand as a `Group`'s would.
public struct SectionSpec: Sendable, Hashable {
    /// The header view, shown above the rows (a `Text` in footnote, `secondaryLabel`, upper case).
    public var header: ViewNode?
    /// The rows.
    public var content: [ViewNode]
    /// The footer view, shown below the rows (a `Text` in footnote, `secondaryLabel`).
    public var footer: ViewNode?

    /// A section of `content`.
    public init(header: ViewNode? = nil, content: [ViewNode], footer: ViewNode? = nil) {
        self.header = header; self.content = content; self.footer = footer
    }
}

/// SwiftUI's built-in list styles.
public enum ListStyleKind: String, Sendable, Hashable, CaseIterable {
    /// `automatic` is `insetGrouped` on iPhone; `sidebar` draws as `insetGrouped` on iPhone too.
    case automatic, insetGrouped, grouped, plain, inset, sidebar
}

/// The list-row modifiers, set on a row to change the row around it (`docs/controls.md#list`).
public enum ListRowModifier: Sendable, Hashable {
    /// `listRowInsets(_:)`: the row's padding around its content.
    case insets(EdgeInsets)
    /// `listRowBackground(_:)`: the row's background colour.
    case background(ColorValue)
    /// `listRowSeparator(.hidden)`: no separator below the row (`visible` gives it back).
    case separatorHidden(Bool)
    /// `listSectionSeparator(.hidden)` or `.automatic`: no line above or below the section, which is how every list
    /// style is drawn here (`docs/controls.md#list`); nothing to change.
    case sectionSeparatorHidden

    /// The modifier's key as the scene format spells it.
    public var name: String {
        switch self {
        case .insets: "listRowInsets"
        case .background: "listRowBackground"
        case .separatorHidden: "listRowSeparator"
        case .sectionSeparatorHidden: "listSectionSeparator"
        }
    }
}
