// An attribute after `let` or `var`: swift-syntax 603 keeps it twice while recovering, so each one nested in the
// argument of another doubles the tree. The front end refuses the first as a syntax error before parsing.
import SwiftUI

struct Badge: View {
    let@State({ let@State({ var@State({ let@State({ 0 }) }) }) }) var count = 0
    var body: some View { Text("\(count)") }
}

#Preview { Badge() }
