import LoupeCore

/// SwiftUI's `ToolbarItemPlacement`: where a toolbar item goes (`docs/controls.md#toolbar`).
public enum ToolbarPlacement: String, Sendable, Hashable, CaseIterable {
    case automatic, topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing, principal, bottomBar,
         primaryAction, secondaryAction, cancellationAction, confirmationAction, destructiveAction, navigation, status

    /// The part of a bar the placement puts an item in on an iPhone.
    public var region: ToolbarRegion {
        switch self {
        case .topBarLeading, .navigationBarLeading, .cancellationAction, .navigation: .leading
        case .automatic, .topBarTrailing, .navigationBarTrailing, .primaryAction, .secondaryAction, .confirmationAction,
             .destructiveAction: .trailing
        case .principal: .principal
        case .bottomBar, .status: .bottom
        }
    }
}

/// The parts of the bars toolbar items go in.
public enum ToolbarRegion: String, Sendable, Hashable, CaseIterable {
    /// The navigation bar's leading and trailing ends, its middle (in place of an inline title), and the bottom bar.
    case leading, trailing, principal, bottom
}

/// One `ToolbarItem` or `ToolbarItemGroup`: its views and where they go.
public struct ToolbarItemSpec: Sendable, Hashable {
    public var placement: ToolbarPlacement
    /// The item's views, side by side.
    public var content: [ViewNode]

    /// An item of `content` at `placement`.
    public init(placement: ToolbarPlacement = .automatic, content: [ViewNode]) {
        self.placement = placement; self.content = content
    }
}

/// A view a bar shows outside the scene's body, laid out in `rect` and aligned there (`LayoutEngine` lays these out
/// after the body).
public struct BarAccessory: Sendable, Hashable {
    /// The view: the items of one region in an `HStack`.
    public var view: ViewNode
    /// Where it is laid out, in global points; it is offered this rect's size.
    public var rect: Rect
    /// Where it sits in `rect`.
    public var alignment: Alignment

    /// An accessory as given.
    public init(view: ViewNode, rect: Rect, alignment: Alignment) {
        self.view = view; self.rect = rect; self.alignment = alignment
    }
}
