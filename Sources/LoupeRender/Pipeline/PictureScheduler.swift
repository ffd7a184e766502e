import LoupeRaster
import LoupeScene
import LoupeWorkers

/// Where the stages of a picture overlap on threads; the only place that decides it.
///
/// A screen-sized canvas costs most when its memory is first touched, page by page. So the blank canvas is made by
/// the worker threads while the calling thread runs the stages that need no pixels (lay out, display list); the
/// stages after it (rasterize, encode) split their own work among the threads. The worker threads are kept for the
/// process and sleep when idle.
struct PictureScheduler: Sendable {
    /// How many threads one picture may use.
    let threads: Int

    /// Starts the worker threads now, so that the first picture does not wait for them.
    init(threads: Int) {
        self.threads = threads
        WorkerThreads.prepare(threads: threads)
    }

    /// Wakes the worker threads, for a caller that lays a scene out now and draws it in a later call: the picture's
    /// first job then finds them awake rather than milliseconds late.
    func wakeForNextPicture() {
        if threads > 1 { WorkerThreads.wake() }
    }

    /// A blank (transparent) raster context of `device`'s pixel size, filled by the worker threads while this thread
    /// runs `stagesBeforePixels`; returns both once both are done.
    func blankContext<Prepared>(
        for device: Device, while stagesBeforePixels: () throws(LoupeRenderError) -> Prepared
    ) throws(LoupeRenderError) -> (context: RasterContext, prepared: Prepared) {
        // Two optionals rather than a `Result`: the box a `Result` of a new type needs finds its `Error` conformance
        // at run time, a scan of every conformance in the binary.
        var prepared: Prepared?
        var failure: LoupeRenderError?
        var context: RasterContext
        do {
            // Made inside the context, so its pixels have one owner: drawing never copies them.
            context = RasterContext(canvas: try Canvas(width: device.pixelWidth, height: device.pixelHeight,
                                                      threads: threads, meanwhile: {
                do throws(LoupeRenderError) {
                    prepared = try stagesBeforePixels()
                } catch {
                    failure = error
                }
            }))
        } catch {
            throw .badInput("device: cannot make a \(device.pixelWidth)×\(device.pixelHeight) canvas: \(error)")
        }
        context.threads = threads
        if let failure { throw failure }
        guard let prepared else { throw .badInput("device: cannot make a \(device.pixelWidth)×\(device.pixelHeight) canvas") }
        return (context, prepared)
    }
}
