import LoupeJSON
import SwiftSyntax

/// One preview of a Swift file: a `#Preview` block, one view of a `PreviewProvider`'s `previews`, a top-level view
/// expression of a snippet, or the file's one `View` struct.
public struct SwiftPreview {
    /// The `#Preview`'s name (`#Preview("Samples")`), a provider view's `.previewDisplayName`, or the struct's name;
    /// nil for unnamed ones.
    public var name: String?
    /// 1-based, in file order.
    public var number: Int
    /// Where it starts.
    public var place: SourcePlace
    /// The first line of what it shows: `VStack(spacing: 24) { … }`.
    public var summary: String
    /// How the canvas shows it: size that fits, a fixed size, landscape, a device.
    public var traits: PreviewTraits

    /// What is evaluated for it.
    enum Body {
        case closure(ClosureExprSyntax)
        case expression(ExprSyntax)
        case viewStruct(String)
        /// The `index`-th view a `PreviewProvider`'s `previews` makes (several views are several previews).
        case provider(StructDeclSyntax, index: Int)
        case missing(Syntax)
    }
    var body: Body
    /// `#Preview` arguments that change nothing here, skipped with a warning.
    var skippedArguments: [SwiftSourceWarning] = []

    /// Its name, or `Preview N` for an unnamed one.
    public var title: String { name ?? "Preview \(number)" }

    /// The name its golden and outputs get after the file's: the name made file-safe, else its number
    /// (`Samples` → `samples`, an unnamed second preview → `2`).
    public var fileSafeName: String {
        guard let name else { return String(number) }
        var out = ""
        var lastWasDash = true
        for scalar in name.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                lastWasDash = false
            } else if !lastWasDash {
                out += "-"; lastWasDash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? String(number) : out
    }
}

/// How Xcode's canvas shows a preview: from `#Preview(traits:)`, or a provider view's `.previewLayout`,
/// `.previewDevice`, `.previewInterfaceOrientation` and `.previewDisplayName`.
public struct PreviewTraits: Sendable, Hashable, CustomStringConvertible {
    /// How big the picture is.
    public enum Layout: Sendable, Hashable {
        /// The device's screen (`.defaultLayout`, `.previewLayout(.device)`).
        case device
        /// The view at the size it takes (`.sizeThatFitsLayout`, `.previewLayout(.sizeThatFits)`).
        case sizeThatFits
        /// A canvas of this size in points, no safe area (`.fixedLayout(width:height:)`, `.previewLayout(.fixed(…))`).
        case fixed(width: Double, height: Double)
    }
    /// How big the picture is.
    public var layout: Layout = .device
    /// Turned to landscape (`.landscapeLeft`, `.landscapeRight`).
    public var landscape = false
    /// The device named by `.previewDevice`, when it is one of the presets.
    public var device: String?

    /// A preview shown as Xcode shows one with no traits: on the device, in portrait.
    public init() {}

    /// `sizeThatFits, landscape, iPhone 15 Pro Max`; empty for the defaults.
    public var description: String {
        var parts: [String] = []
        switch layout {
        case .device: break
        case .sizeThatFits: parts.append("sizeThatFits")
        case .fixed(let width, let height): parts.append("fixed \(width.formattedForList)×\(height.formattedForList)")
        }
        if landscape { parts.append("landscape") }
        if let device { parts.append(device) }
        return parts.joined(separator: ", ")
    }

    /// What the traits set in a scene: `device` and `sizing`.
    var sceneMembers: [(String, SceneNode)] {
        var members: [(String, SceneNode)] = []
        switch layout {
        case .fixed(let width, let height):
            members.append(("device", .json(.object(.init([.init(key: "width", value: .number(width)),
                                                         .init(key: "height", value: .number(height))])))))
        case .sizeThatFits, .device:
            if device != nil || landscape {
                let name = (device ?? "iPhone 15") + (landscape ? " landscape" : "")
                members.append(("device", .json(.string(name))))
            }
            if layout == .sizeThatFits { members.append(("sizing", .json(.string("sizeThatFits")))) }
        }
        return members
    }
}

extension Double {
    /// `320` for whole numbers, `320.5` otherwise.
    var formattedForList: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
