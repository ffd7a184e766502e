import LoupeScene
import LoupeSwiftOutline

/// Which declarations of a file, or of a module's files, a preview can reach: found from names, as ``SourceOutline``
/// records them, before anything is parsed. The rest is blanked out (spaces for its bytes, its line breaks kept, so
/// every place keeps its line and column) and costs the parser almost nothing.
///
/// A declaration is reached when a reached part of the code mentions its name: the preview's file outside its
/// declarations (its `#Preview`s, constants, imports) is where it starts, and a module file's top-level constants
/// count once one of their names is mentioned. An extension comes with the type it extends; an extension of a type
/// declared elsewhere (`extension View`, `extension Color`) when one of its members is mentioned, or always when it
/// declares none. `PreviewProvider`s of the preview's file (and the types they are nested in), and functions named by operators, are
/// always reached.
/// Names are matched as identifiers, without scopes: a name mentioned anywhere reaches every declaration of it, so
/// more is kept than needed, never less. The names of Loupe's own views reach no view declared with the same name,
/// and the names of Loupe's modifiers no extension declaring them: theirs always win (Loupe's own files declare them);
/// a module's view named like one of SwiftUI's is reached, and wins, as in Swift.
struct Reach {
    /// One file of the reach: its outline, and the declarations reached so far.
    struct Unit {
        let outline: SourceOutline
        /// Whether the code outside the declarations is reached: always for the preview's file.
        var othersReached: Bool
        var reached: Set<Int> = []

        /// Whether anything of the file is reached, so that it is parsed.
        var isNeeded: Bool { othersReached || !reached.isEmpty }
    }

    private(set) var units: [Unit]
    private(set) var names: Set<String> = []
    /// The types the units declare (an extension of any other type is an extension of a type declared elsewhere).
    private let declaredTypes: Set<String>
    /// Names that reach no view of the same name (see above).
    private let unreachable: Set<String>
    /// Method names that reach no extension declaring them: Loupe's modifiers, which always win.
    private let unreachableMembers: Set<String>

    /// The reach of a preview's file (first) and its module's other files, with Loupe's views and modifiers winning
    /// over declarations of the same names.
    static func ofPreviews(in outlines: [SourceOutline]) -> Reach {
        Reach(outlines, unreachable: KnownTypes.loupeViews, unreachableMembers: Vocabulary.loupeModifierSwiftNames)
    }

    /// The reach of `units`, the first being the preview's file.
    init(_ outlines: [SourceOutline], unreachable: Set<String>, unreachableMembers: Set<String> = []) {
        self.unreachableMembers = unreachableMembers
        units = outlines.enumerated().map { Unit(outline: $1, othersReached: $0 == 0) }
        declaredTypes = Set(outlines.flatMap { $0.declarations.filter { $0.kind == .type }.map(\.name) })
        self.unreachable = unreachable
        if let first = units.first {
            names = first.outline.otherMentions
            // A provider nested in the view it previews (`struct ContentView { struct Previews: PreviewProvider }`)
            // reaches the type around it.
            for (index, declaration) in first.outline.declarations.enumerated()
            where declaration.isPreviewProvider || declaration.isOperator
                || declaration.kind == .type && first.outline.mentions(in: declaration.range).contains("PreviewProvider") {
                reach(unit: 0, declaration: index)
            }
        }
        spread()
    }

    private mutating func reach(unit: Int, declaration: Int) {
        guard units[unit].reached.insert(declaration).inserted else { return }
        let outline = units[unit].outline
        names.formUnion(outline.mentions(in: outline.declarations[declaration].range))
    }

    private func isReached(_ declaration: SourceOutline.Declaration) -> Bool {
        if declaration.isOperator { return true }
        switch declaration.kind {
        case .type:
            return names.contains(declaration.name) && !(declaration.isView && unreachable.contains(declaration.name))
        case .function:
            return names.contains(declaration.name)
        case .extensionOf where declaredTypes.contains(declaration.name):
            return names.contains(declaration.name)
        case .extensionOf:
            return declaration.memberNames.isEmpty
                || !declaration.memberNames.subtracting(unreachableMembers).isDisjoint(with: names)
        }
    }

    /// Reaches what the names reach, until nothing more is.
    private mutating func spread() {
        var changed = true
        while changed {
            changed = false
            for unit in units.indices {
                let outline = units[unit].outline
                if !units[unit].othersReached, !outline.otherNames.isDisjoint(with: names) {
                    units[unit].othersReached = true
                    names.formUnion(outline.otherMentions)
                    changed = true
                }
                for (index, declaration) in outline.declarations.enumerated()
                where !units[unit].reached.contains(index) && isReached(declaration) {
                    reach(unit: unit, declaration: index)
                    changed = true
                }
            }
        }
    }

    /// `text` with the declarations of `outline` not in `kept` blanked out.
    static func blanking(_ text: String, _ outline: SourceOutline, keeping kept: Set<Int>) -> String {
        let blanked = outline.declarations.indices.filter { !kept.contains($0) }
        if blanked.isEmpty { return text }
        var bytes = Array(text.utf8)
        for index in blanked {
            for offset in outline.declarations[index].range where bytes[offset] != 0x0A && bytes[offset] != 0x0D {
                bytes[offset] = 0x20
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
