import LoupeCore

/// The phones and iPads `Device.presets` names, as data: one line per model, named as Xcode names its simulators.
/// Each model's figures are the same for every model that shares its screen; sources and confidence are in
/// `docs/scene-format.md#presets`.
enum DevicePresets {
    struct Model {
        let name: String
        let points: (width: Double, height: Double)
        let scale: Double
        /// The portrait safe area's top (status bar or sensor housing) and bottom (home indicator).
        let top: Double, bottom: Double
        let cornerRadius: Double
        let family: DeviceFamily

        var portrait: Device {
            Device(name: name, size: Size(width: points.width, height: points.height), scale: scale,
                   safeArea: EdgeInsets(top: top, bottom: bottom), cornerRadius: cornerRadius, family: family)
        }

        /// Turned to landscape: a Face ID phone keeps its sensor housing's inset on both sides and 21 for the home
        /// indicator; a phone with a home button has no safe area; an iPad keeps its status bar and home indicator.
        var landscape: Device {
            let safeArea: EdgeInsets = switch family {
            case .phone where bottom > 0: EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top)
            case .phone, .mac: .zero
            case .pad: EdgeInsets(top: top, bottom: bottom)
            }
            return Device(name: name + Device.landscapeSuffix, size: Size(width: points.height, height: points.width), scale: scale,
                          safeArea: safeArea, cornerRadius: cornerRadius, family: family)
        }
    }

    private static func phone(_ name: String, _ width: Double, _ height: Double, _ scale: Double, top: Double,
                              bottom: Double, radius: Double) -> Model {
        Model(name: name, points: (width, height), scale: scale, top: top, bottom: bottom, cornerRadius: radius, family: .phone)
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
                            radius: Double) -> Model {
        Model(name: name, points: (width, height), scale: 2, top: top, bottom: bottom, cornerRadius: radius, family: .pad)
    }

    /// Oldest first within each family. A home-button phone: a 20-point status bar, square corners.
    static let models: [Model] = [
        phone("iPhone SE (1st generation)", 320, 568, 2, top: 20, bottom: 0, radius: 0),
        phone("iPhone 8", 375, 667, 2, top: 20, bottom: 0, radius: 0),
        phone("iPhone 8 Plus", 414, 736, 3, top: 20, bottom: 0, radius: 0),
        phone("iPhone SE (2nd generation)", 375, 667, 2, top: 20, bottom: 0, radius: 0),
        phone("iPhone SE (3rd generation)", 375, 667, 2, top: 20, bottom: 0, radius: 0),
        phone("iPhone X", 375, 812, 3, top: 44, bottom: 34, radius: 39),
        phone("iPhone Xs", 375, 812, 3, top: 44, bottom: 34, radius: 39),
        phone("iPhone Xs Max", 414, 896, 3, top: 44, bottom: 34, radius: 39),
        phone("iPhone XR", 414, 896, 2, top: 48, bottom: 34, radius: 41.5),
        phone("iPhone 11", 414, 896, 2, top: 48, bottom: 34, radius: 41.5),
        phone("iPhone 11 Pro", 375, 812, 3, top: 44, bottom: 34, radius: 39),
        phone("iPhone 11 Pro Max", 414, 896, 3, top: 44, bottom: 34, radius: 39),
        phone("iPhone 12 mini", 375, 812, 3, top: 50, bottom: 34, radius: 44),
        phone("iPhone 12", 390, 844, 3, top: 47, bottom: 34, radius: 47.33),
        phone("iPhone 12 Pro", 390, 844, 3, top: 47, bottom: 34, radius: 47.33),
        phone("iPhone 12 Pro Max", 428, 926, 3, top: 47, bottom: 34, radius: 53.33),
        phone("iPhone 13 mini", 375, 812, 3, top: 50, bottom: 34, radius: 44),
        phone("iPhone 13", 390, 844, 3, top: 47, bottom: 34, radius: 47.33),
        phone("iPhone 13 Pro", 390, 844, 3, top: 47, bottom: 34, radius: 47.33),
        phone("iPhone 13 Pro Max", 428, 926, 3, top: 47, bottom: 34, radius: 53.33),
        phone("iPhone 14", 390, 844, 3, top: 47, bottom: 34, radius: 47.33),
        phone("iPhone 14 Plus", 428, 926, 3, top: 47, bottom: 34, radius: 53.33),
        phone("iPhone 14 Pro", 393, 852, 3, top: 59, bottom: 34, radius: 55),
        phone("iPhone 14 Pro Max", 430, 932, 3, top: 59, bottom: 34, radius: 55),
        phone("iPhone 15", 393, 852, 3, top: 59, bottom: 34, radius: 55),
        phone("iPhone 15 Plus", 430, 932, 3, top: 59, bottom: 34, radius: 55),
        phone("iPhone 15 Pro", 393, 852, 3, top: 59, bottom: 34, radius: 55),
        phone("iPhone 15 Pro Max", 430, 932, 3, top: 59, bottom: 34, radius: 55),
        phone("iPhone 16", 393, 852, 3, top: 59, bottom: 34, radius: 55),
        phone("iPhone 16 Plus", 430, 932, 3, top: 59, bottom: 34, radius: 55),
        phone("iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, radius: 62),
        phone("iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, radius: 62),
        phone("iPhone 16e", 390, 844, 3, top: 47, bottom: 34, radius: 47.33),
        pad("iPad Pro 11-inch", 834, 1194, top: 24, bottom: 20, radius: 18),
    ]
}
