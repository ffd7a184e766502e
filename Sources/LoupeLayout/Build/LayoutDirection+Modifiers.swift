import LoupeScene

extension ViewNode {
    /// The direction in force for the frame of modifier `index` when the parent lays the view out in `inherited`: the
    /// nearest `layoutDirection` modifier outside that modifier, else `inherited`.
    func layoutDirection(atModifier index: Int, inheriting inherited: LayoutDirection) -> LayoutDirection {
        for later in modifiers.indices where later > index {
            if case .layoutDirection(let direction) = modifiers[later] { return direction }
        }
        return inherited
    }
}
