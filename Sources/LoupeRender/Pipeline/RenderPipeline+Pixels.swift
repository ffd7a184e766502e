import LoupeDisplayList
import LoupePNG
import LoupeRaster
import LoupeScene

extension RenderPipeline {
    // MARK: - Display list

    /// Everything the picture shows, complete: ``LaidOutScene/displayList`` with pictures' paths resolved and every
    /// text run set into glyphs at the device's scale, once, so that rasterizing only places glyph masks.
    func displayList(for laid: LaidOutScene) throws(LoupeRenderError) -> DisplayList {
        let scale = laid.scene.document.device.scale
        var list = DisplayList(size: laid.scene.document.device.size)
        list.append(contentsOf: try completed(laid.displayList.commands, laid: laid, scale: scale))
        return list
    }

    /// `commands` with pictures' paths resolved and text set into glyphs, inside masks too.
    private func completed(_ commands: [DisplayCommand], laid: LaidOutScene, scale: Double) throws(LoupeRenderError) -> [DisplayCommand] {
        var result: [DisplayCommand] = []
        result.reserveCapacity(commands.count)
        for command in commands {
            switch command {
            case .picture(let path, let rect):
                result.append(.picture(path: laid.scene.resolvedPath(path), rect: rect))
            case .endLayerMaskedBy(let opacity, let mask):
                result.append(.endLayerMaskedBy(opacity: opacity, mask: try completed(mask, laid: laid, scale: scale)))
            case .text(var run):
                do {
                    run.glyphs = try glyphs.shape(run.string, spec: run.font, scale: scale)
                } catch {
                    throw .badInput("cannot set the text \"\(run.string)\" in \(run.font.size) pt: \(error)")
                }
                result.append(.text(run))
            default:
                result.append(command)
            }
        }
        return result
    }

    // MARK: - Rasterize

    /// Draws `list` into `context`, a canvas of `device`'s pixel size.
    func rasterize(_ list: DisplayList, into context: inout RasterContext, device: Device) throws(LoupeRenderError) {
        do {
            try rasterizer(for: device).replay(list, into: &context)
        } catch let error as LoupeRenderError {
            throw error
        } catch {
            throw .badInput("cannot draw the scene: \(error)")
        }
    }

    /// The rasterizer of display lists for `device`, with this pipeline's fonts.
    func rasterizer(for device: Device) -> DisplayListRasterizer {
        DisplayListRasterizer(
            scale: device.scale, glyphs: glyphs, library: library, measurer: measurer,
            loadImage: { path throws(LoupeRenderError) in try SceneInputs.backgroundCanvas(atPath: path, device: device) },
            loadPicture: PictureFiles().canvas(atPath:))
    }

    // MARK: - Encode

    /// The canvas as PNG bytes, straight from its pixels: the encoder unpremultiplies row by row.
    func encode(_ canvas: Canvas) throws(LoupeRenderError) -> [UInt8] {
        let encoded = canvas.withUnsafePixels { pixels in
            Result { () throws(PNGError) in
                try PNGCodec.encode(premultipliedPixels: pixels, width: canvas.width, height: canvas.height,
                                    options: PNGEncodingOptions(compressor: .runs, threads: threads))
            }
        }
        switch encoded {
        case .success(let bytes): return bytes
        case .failure(let error): throw .io(error.description)
        }
    }
}
