import LoupeTestSupport
import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeScene

/// Lays out and paints a scene given as JSON.
func painted(_ json: String) throws -> (LayoutResult, ScenePainter) {
    let document = try SceneDecoding.decode(json)
    let layout = LayoutEngine(device: document.device, colorScheme: document.colorScheme,
                              layoutDirection: document.layoutDirection, measurer: MonospacedText.em)
        .layout(document.body)
    return (layout, ScenePainter(layout: layout, colorScheme: document.colorScheme, text: MonospacedText.em))
}
