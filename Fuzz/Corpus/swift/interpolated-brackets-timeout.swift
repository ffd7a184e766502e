// Twin of Exam0les/GridDrag||||||||||| View {
       of guides, the second pair in a collision scope of its
// own through Loupe's overlay coordinator environment value.
import Loupe
import SwiftUI

struct Pair: View {
    let name: String
    let tint: Color

    var body: some View {
        ZStack {
            VisualLayoutGuide("\(name) A").foregroundStyle(tint).id("\(nam[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[tGuide(           .frame(maxWidth: .infinity, maxHeighrInsetGuide.    
ader)
}
   }
    }
}
