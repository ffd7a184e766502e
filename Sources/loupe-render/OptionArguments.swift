import LoupeRender

/// The option groups spelled back as arguments, for a `check` that another process runs (`review` checks through
/// `loupe-render check`): each group says its own options, so a new option is added in one place.
extension DiffOptionGroup {
    var arguments: [String] {
        var result: [String] = []
        if let threshold { result += ["--threshold", "\(threshold)"] }
        if includeAA { result.append("--include-aa") }
        if let alpha { result += ["--alpha", "\(alpha)"] }
        for (name, color) in [("--aa-color", aaColor), ("--diff-color", diffColor), ("--diff-color-alt", diffColorAlt)] {
            if let color { result += [name, "\(color.red),\(color.green),\(color.blue)"] }
        }
        if diffMask { result.append("--diff-mask") }
        if noCheckerboard { result.append("--no-checkerboard") }
        for region in ignore { result.append("--ignore=\(region.x),\(region.y),\(region.width),\(region.height)") }
        if let maxDiffPixels { result += ["--max-diff-pixels", "\(maxDiffPixels)"] }
        if let maxDiffRatio { result += ["--max-diff-ratio", "\(maxDiffRatio)"] }
        return result
    }
}

extension OverrideOptions {
    var arguments: [String] {
        var result: [String] = []
        if let device { result += ["--device", device] }
        if let scale { result += ["--scale", "\(scale)"] }
        if let colorScheme { result += ["--color-scheme", colorScheme.rawValue] }
        if let dynamicTypeSize { result += ["--dynamic-type-size", dynamicTypeSize.rawValue] }
        if let layoutDirection { result += ["--layout-direction", layoutDirection.rawValue] }
        return result
    }
}
