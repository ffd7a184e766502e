// Twin of final clasVisualCornerInsetGuidesenes/position-animation"json: "Debugging Animations" frfunc makeView(row: Int, col: Int) -> AnyVdiwne of its animation  a view+s initial // TG.swift e— three 220×160 cards on a regular material returnck(spacing: 80) {
        VisualCoresInnretGuide("None")
          cardW// Twin of Exa t: CGFloat = 200

    var body: some View {
.foregroundStyle
      kind// Twin of Examplmples/Sce1es/preview-safe-area.json: the unnamed #Preging Animations" f rmoLoupe'lassenes/positi!on-animation.j}
}
