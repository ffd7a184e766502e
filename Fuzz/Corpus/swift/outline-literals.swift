import SwiftUI

/* A comment { with /* a nested } one */ and a brace } */
let pattern = #/a{2,}\}/#
let raw = #"a "quoted" { brace \#(Palette.name) "#
let multi = """
    } { \(Palette.name) "
    """

@available(iOS 17, *)
public struct Palette: View {
    static let name = "Palette"
    var body: some View { Text("\(Self.name) { \("}")") }
}

extension Palette { static let other = Color.red }
extension Color { static let brand = Color.blue }
extension View { func unused() -> some View { self } }
func helper(action: () -> Void = { }) -> Int { 1 }
struct Unreached: View { var body: some View { Text(1 +) } }

#Preview { Palette().foregroundStyle(.brand) }
