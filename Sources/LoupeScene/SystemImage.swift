import LoupeCore

/// `Image(systemName:)`: an SF Symbol by name. SF Symbols cannot be shipped (like SF Pro), so the four symbols of
/// ``SystemImage`` are drawn as vector shapes of the same design and every other name by a stand-in glyph of the
/// shipped symbol font (`docs/controls.md#symbols`).
public struct SymbolImage: Sendable, Hashable {
    /// The symbol's name as SF Symbols spells it: `heart.fill`.
    public var name: String

    /// The symbol named `name`.
    public init(_ name: String) { self.name = name }

    /// The vector shape drawn for the name, if it is one of the four drawn exactly.
    public var vectorShape: SystemImage? { SystemImage(rawValue: name) }

    /// Whether `name` is spelled as SF Symbols names are: 1 to 100 lower-case letters, digits and dots.
    public static func isWellFormed(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 100
            && name.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2E }
    }
}

/// The SF Symbols drawn exactly, as vector shapes in the foreground style.
public enum SystemImage: String, Sendable, Hashable, CaseIterable {
    /// `star.circle.fill`: a filled disc with a star cut out.
    case starCircleFill = "star.circle.fill"
    /// `star.fill`: a filled five-pointed star.
    case starFill = "star.fill"
    /// `circle.fill`: a filled disc.
    case circleFill = "circle.fill"
    /// `circle`: a ring.
    case circle = "circle"
}

/// SwiftUI's `Image.Scale`: a symbol's size relative to the font it is set in (`imageScale(_:)`).
public enum ImageScale: String, Sendable, Hashable, CaseIterable {
    /// Smaller than, as large as, or larger than the text beside it.
    case small, medium, large

    /// The symbol's side relative to a medium one: SF Symbols' small and large scales are about 0.79 and 1.28 of
    /// medium (`docs/controls.md#symbols`).
    public var factor: Double {
        switch self {
        case .small: 0.79
        case .medium: 1
        case .large: 1.28
        }
    }
}

/// An `Image`: an SF Symbol or a picture of the module's asset catalog, resizable or at its own size
/// (`docs/controls.md#images`).
public struct ImageSpec: Sendable, Hashable {
    /// Where the image comes from.
    public enum Source: Sendable, Hashable {
        /// `Image(systemName:)`.
        case symbol(SymbolImage)
        /// `Image("name")`: `size` is its size in points, `nil` when the catalog has no readable file for it (it then
        /// takes no space, as SwiftUI's missing image, unless resizable); `file` is the PNG drawn, `nil` for a grey
        /// stand-in.
        case asset(name: String, size: Size?, file: String?)
    }

    /// Where the image comes from.
    public var source: Source
    /// `resizable()`: it takes the size it is offered instead of its own.
    public var isResizable: Bool

    /// An image from `source`.
    public init(_ source: Source, isResizable: Bool = false) { self.source = source; self.isResizable = isResizable }
}

/// SwiftUI's `ContentMode`, for `aspectRatio(_:contentMode:)`.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// The largest size of the ratio that fits the space offered, or the smallest that covers it.
    case fit, fill
}

/// SwiftUI's `SymbolVariants` (`symbolVariant(_:)`): the form of the symbols inside — enclosed in a circle, square or
/// rectangle, slashed, filled — which SF Symbols spells as suffixes of a name (`bell` → `bell.slash.fill`).
public struct SymbolVariants: Sendable, Hashable {
    /// The enclosing shape: `circle`, `square` or `rectangle`; `nil` for none.
    public var shape: String?
    /// Whether the symbol is slashed.
    public var slash: Bool
    /// Whether the symbol is filled.
    public var fill: Bool

    /// The variants named by `parts` (`["circle", "fill"]`); `none` is no variant.
    public init(shape: String? = nil, slash: Bool = false, fill: Bool = false) {
        self.shape = shape; self.slash = slash; self.fill = fill
    }

    /// The parts a scene may name, each once: `none`, `circle`, `square`, `rectangle`, `slash`, `fill`.
    public static let partNames = ["none", "circle", "square", "rectangle", "slash", "fill"]

    /// No variant.
    public static let none = SymbolVariants()

    /// `name` in these variants, as SF Symbols names them: the shape, then `slash`, then `fill`, each added only when
    /// the name does not already have it (`heart.fill` in `.circle.fill` is `heart.circle.fill`).
    public func apply(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        let hadFill = parts.last == "fill"
        if hadFill { parts.removeLast() }
        if let shape, !parts.contains(shape) { parts.append(shape) }
        if slash, !parts.contains("slash") { parts.append("slash") }
        if fill || hadFill { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}
