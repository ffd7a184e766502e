#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LoupeRender
import LoupeJSON

extension HTMLReport {
    /// The pictures of one scene: Playwright's five views as tabs (Diff, Actual, Expected, Side by side, Slider), or
    /// the one picture there is (a new golden's) with a caption.
    ///
    /// Each picture is embedded once, as a `data:` URI in its own view; the side-by-side and slider views name it
    /// with `data-copy` and the page's script copies the URI over, so a failure costs three pictures, not seven.
    struct Viewer {
        /// The tallest a picture is shown: phone screenshots are ~2556 px tall.
        static let maximumHeight = 640.0
        /// The widest a picture is shown in one view: the viewer's column at a 1200 px wide window.
        static let maximumWidth = 700.0
        /// The widest each picture is shown side by side.
        static let maximumPairWidth = 340.0

        /// One view of the pictures, in the order of the tabs.
        enum View: String, CaseIterable {
            case diff, actual, expected, side, slider

            var label: String {
                switch self {
                case .diff: return "Diff"
                case .actual: return "Actual"
                case .expected: return "Expected"
                case .side: return "Side by side"
                case .slider: return "Slider"
                }
            }
        }

        /// A picture and the size its PNG header gives.
        struct Picture {
            let bytes: [UInt8]
            let width: Int
            let height: Int

            /// `nil` for missing bytes or bytes that are no PNG: a browser could not show them either.
            init?(_ bytes: [UInt8]?) {
                guard let bytes, let size = pngSize(bytes) else { return nil }
                self.bytes = bytes; width = size.width; height = size.height
            }

            var dataURI: String { "data:image/png;base64," + Data(bytes).base64EncodedString() }
        }

        let id: String
        let name: String
        let status: CheckItem.Status
        let expected: Picture?
        let actual: Picture?
        let diff: Picture?

        /// `nil` when the item has no picture to show (a scene that could not be rendered, say).
        init?(item: CheckItem, id: String) {
            guard let images = item.images else { return nil }
            expected = Picture(images.expected)
            actual = Picture(images.actual)
            diff = Picture(images.diff)
            guard expected != nil || actual != nil || diff != nil else { return nil }
            self.id = id; name = item.name; status = item.status
        }

        /// The views there are pictures for.
        var views: [View] {
            View.allCases.filter { view in
                switch view {
                case .diff: return diff != nil
                case .actual: return actual != nil
                case .expected: return expected != nil
                case .side, .slider: return expected != nil && actual != nil
                }
            }
        }

        var html: String {
            let views = self.views
            guard views.count > 1 else { return single(views[0]) }
            var html = "<div class=\"viewer\">\n<div class=\"tabs\" role=\"tablist\" aria-label=\"Pictures\">\n"
            for (index, view) in views.enumerated() {
                html += "<button type=\"button\" role=\"tab\" id=\"\(id)-tab-\(view.rawValue)\""
                html += " aria-controls=\"\(id)-panel-\(view.rawValue)\" aria-selected=\"\(index == 0)\""
                html += " tabindex=\"\(index == 0 ? 0 : -1)\" data-view=\"\(view.rawValue)\">\(view.label)</button>\n"
            }
            html += "</div>\n"
            for (index, view) in views.enumerated() {
                html += "<div class=\"panel\" role=\"tabpanel\" id=\"\(id)-panel-\(view.rawValue)\""
                html += " aria-labelledby=\"\(id)-tab-\(view.rawValue)\" data-panel=\"\(view.rawValue)\""
                html += (index == 0 ? "" : " hidden") + ">\n"
                html += panel(view)
                html += "</div>\n"
            }
            return html + "</div>\n"
        }

        /// The one picture of a scene that has only one (a new golden's).
        private func single(_ view: View) -> String {
            let caption = status == .new ? "\(view.label): recorded as the new golden" : view.label
            return "<div class=\"viewer\">\n<figure class=\"single\">\n" + embedded(view)
                + "<figcaption>\(markupEscaped(caption))</figcaption>\n</figure>\n</div>\n"
        }

        private func panel(_ view: View) -> String {
            switch view {
            case .diff, .actual, .expected: return embedded(view)
            case .side: return sideBySide()
            case .slider: return slider()
            }
        }

        private func picture(_ view: View) -> Picture? {
            switch view {
            case .diff: return diff
            case .actual: return actual
            case .expected: return expected
            case .side, .slider: return nil
            }
        }

        private func imageID(_ view: View) -> String { "\(id)-img-\(view.rawValue)" }

        private func alt(_ view: View) -> String { markupEscaped("\(view.label) of \(name)") }

        /// The view's own picture, embedded.
        private func embedded(_ view: View) -> String {
            guard let picture = picture(view) else { return "" }
            return "<img class=\"shot\" id=\"\(imageID(view))\" src=\"\(picture.dataURI)\" alt=\"\(alt(view))\">\n"
        }

        /// A picture embedded in another view, copied over by the script; `style` sizes it.
        private func copy(of view: View, style: String, className: String? = nil) -> String {
            let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
            return "<img\(classAttribute) data-copy=\"\(imageID(view))\" style=\"\(style)\" alt=\"\(alt(view))\">\n"
        }

        /// The box both pictures fit in, and the scale that fits it in `width` by ``maximumHeight`` (never enlarged),
        /// so pictures of different sizes keep their relative scale.
        private func union(fittingWidth width: Double) -> (width: Int, height: Int, scale: Double)? {
            guard let expected, let actual else { return nil }
            let unionWidth = max(expected.width, actual.width), unionHeight = max(expected.height, actual.height)
            let scale = min(1, Self.maximumHeight / Double(unionHeight), width / Double(unionWidth))
            return (unionWidth, unionHeight, scale)
        }

        private func sideBySide() -> String {
            guard let expected, let actual, let union = union(fittingWidth: Self.maximumPairWidth) else { return "" }
            var html = "<div class=\"pair\">\n"
            for (view, picture) in [(View.expected, expected), (View.actual, actual)] {
                html += "<figure>\n<figcaption>\(view.label)</figcaption>\n"
                html += copy(of: view, style: "width:\(pixels(Double(picture.width) * union.scale))")
                html += "</figure>\n"
            }
            return html + "</div>\n"
        }

        /// Expected underneath, actual over it clipped to the left of the divider; the range input spans the whole
        /// picture (invisible), so dragging anywhere on it, or the arrow keys, move the divider.
        private func slider() -> String {
            guard let expected, let actual, let union = union(fittingWidth: Self.maximumWidth) else { return "" }
            func share(_ width: Int) -> String { percent(Double(width) / Double(union.width) * 100) }
            var html = "<div class=\"compare\" style=\"width:\(pixels(Double(union.width) * union.scale));"
            html += "aspect-ratio:\(union.width) / \(union.height)\">\n"
            html += copy(of: .expected, style: "width:\(share(expected.width))", className: "under")
            html += "<div class=\"over\" style=\"clip-path:inset(0 50% 0 0)\">\n"
            html += copy(of: .actual, style: "width:\(share(actual.width))")
            html += "</div>\n"
            html += "<input type=\"range\" min=\"0\" max=\"100\" step=\"0.1\" value=\"50\""
            html += " aria-label=\"Divider: actual to its left, expected to its right\">\n"
            html += "<div class=\"divider\" style=\"left:50%\"></div>\n"
            html += "<span class=\"tag tag-left\">Actual</span><span class=\"tag tag-right\">Expected</span>\n"
            html += "</div>\n"
            return html + "<p class=\"hint\">Drag across the picture, or use the arrow keys, to move the divider.</p>\n"
        }

        /// CSS pixels with at most one decimal.
        private func pixels(_ value: Double) -> String { JSONValue.number(value).serialized(fractionDigits: 1) + "px" }

        /// A CSS percentage with at most one decimal.
        private func percent(_ value: Double) -> String { JSONValue.number(value).serialized(fractionDigits: 1) + "%" }
    }
}
