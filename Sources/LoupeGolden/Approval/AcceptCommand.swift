/// The commands that accept a run's changes, spelled so that a person can paste them into a shell: what `check`
/// prints under its failures and what the HTML report shows beside each one.
public enum AcceptCommand {
    /// `loupe-render approve REPORT [NAMES...] --goldens DIR`: copies the renderings the report holds (all its failed
    /// scenes when `names` is empty) into the goldens, exactly as they were drawn.
    public static func approve(program: String = "loupe-render", reportFolder: String, names: [String] = [],
                               goldens: String) -> String {
        ([program, "approve", reportFolder] + names + ["--goldens", goldens]).map(shellQuoted).joined(separator: " ")
    }

    /// The command line `arguments` (the program first) with its record mode replaced by `--record failed`: the same
    /// check run again, rewriting the goldens that fail.
    public static func recordFailed(_ arguments: [String]) -> String {
        var kept: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--record" { skipNext = true; continue }
            if argument.hasPrefix("--record=") { continue }
            kept.append(argument)
        }
        return (kept + ["--record", "failed"]).map(shellQuoted).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: bare when it holds only characters no shell treats specially, else in
    /// single quotes (a quote inside written `'\''`).
    public static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:=@%+,".unicodeScalars.contains(scalar)
        }
        if plain { return word }
        return "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
