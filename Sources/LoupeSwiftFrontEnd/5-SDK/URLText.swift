/// A URL as the front end keeps it, its text (`https://a.com/x/y.png`), split into the parts Foundation's `URL`
/// answers for: scheme, host, path and what follows the path (`?query#fragment`). Only URLs with a scheme and no
/// percent-escapes in their path are read; anything else is nil, and the member an error where it is read.
struct URLText {
    let scheme: String
    let authority: String
    let path: String
    let suffix: String

    init?(_ text: String) {
        let parts = text.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        scheme = String(parts[0])
        let rest = parts[1]
        let pathStart: Substring.Index = rest.firstIndex { (character: Character) in "/?#".contains(character) } ?? rest.endIndex
        authority = String(rest[..<pathStart])
        let afterAuthority = rest[pathStart...]
        let suffixStart: Substring.Index = afterAuthority.firstIndex { (character: Character) in "?#".contains(character) } ?? afterAuthority.endIndex
        path = String(afterAuthority[..<suffixStart])
        suffix = String(afterAuthority[suffixStart...])
        guard !scheme.isEmpty, !path.contains("%") else { return nil }
    }

    var text: String { scheme + "://" + authority + path + suffix }

    /// `url.path`: without a trailing slash, but for the root.
    var pathProperty: String { path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path }

    /// `url.host`: the authority without user and port; nil when empty (a file URL).
    var host: String? {
        let withoutUser = authority.split(separator: "@", omittingEmptySubsequences: false).last.map(String.init) ?? authority
        let host = withoutUser.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? withoutUser
        return host.isEmpty ? nil : host
    }

    var lastPathComponent: String {
        if path.isEmpty || path == "/" { return path }
        return path.split(separator: "/").last.map(String.init) ?? ""
    }

    var pathExtension: String {
        let last = lastPathComponent
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }

    /// `url.appendingPathComponent(c)`: `c` after the path, before the query and fragment.
    func appending(_ component: String) -> URLText {
        let joined = path.hasSuffix("/") ? path + component : path + "/" + component
        return URLText(scheme: scheme, authority: authority, path: joined, suffix: suffix)
    }

    private init(scheme: String, authority: String, path: String, suffix: String) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.suffix = suffix
    }
}
