// Parentheses left open on one line, then an expression with more: swift-syntax's recovery looks ahead once for
// each, so time grows with the square of their number. The front end refuses more than 100 open at once.
import SwiftUI

#Preview {
    Text("w").frame(width: ((((((((((((((((((((((((((((((
    219×160 + max(((((((((((((((((((((((((((((((((((((((((2)
}
