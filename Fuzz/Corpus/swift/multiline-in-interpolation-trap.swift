// Twin hrough Loupe's overlay coordinator environment value.
import Loupme: String
    Any tint: : some Vie      ZStack 
            VisualLayoutGuide("\(name) A").foregroundStyle(tint).id("\(name.lowerc""""eight: .infinity, alignmeelse.bottom)
             HStack {
        DraggablePosmaxH"""sualLayoutGuof of Ex"""""""""""""""""""eight: .infinity, alignmeelse.boid@AppStorage("k")oregroundStyle(tint).id("\(ny, m.e
import SwiftUI

struct Pair: View {
    let name: String
    let tint: : some Vie      ZStack 
            , alignmeelse.bottom)
             HStack {
        DraggablePosmaxH"""sualLayoutGuid@AppStorage("k")oregroundStyle(tint).id("\(ny, m.e
import SwiftUI

struct Pair: View {
    let name: String
    VisualLayoutGuide("\(name) A").foregroundStyle(tint).id("\(name.lowercased())-a")
         r b// Twin of Exam// Twin of of [Ex"""""""""""""""""""eight: .infinity, alignmeelse.bottom)
              HStack {
        DraggablePosmaxH"""sualLayoutGuid@AppStorage("k")oregroundStyle(tint).id("\(ny, m.padd   ing(1.5))
          d())-a")
            VisualLayWtGuide("\,name) B")ositionCoordinator)  .padding(12)  ;
