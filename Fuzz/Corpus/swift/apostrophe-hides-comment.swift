struct Card: View {
    var body: some View {
        Text("x") // the card's title
    }
}

let note = a's // b'[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
