import Testing
import LoupeCore
@testable import LoupeScene

@Suite struct DeviceFormTests {
    @Test(arguments: [
        ("iPhone SE (3rd generation)", 750, 1334), ("iPhone 15", 1179, 2556), ("iPhone 15 Pro Max", 1290, 2796),
        ("iPhone 16", 1179, 2556), ("iPhone 16 Pro Max", 1320, 2868), ("iPad Pro 11-inch", 1668, 2388), ("Mac", 2560, 1600),
        ("iPhone SE (3rd generation) landscape", 1334, 750), ("iPhone 15 landscape", 2556, 1179),
        ("iPhone 15 Pro Max landscape", 2796, 1290), ("iPhone 16 landscape", 2556, 1179),
        ("iPhone 16 Pro Max landscape", 2868, 1320), ("iPad Pro 11-inch landscape", 2388, 1668),
    ])
    func decodesEveryPreset(name: String, pixelWidth: Int, pixelHeight: Int) throws {
        let device = try decodeScene("{\"device\": \"\(name.uppercased())\", \"body\": {\"Color\": \"red\"}}").device
        #expect(device.name == name)
        #expect(device.pixelWidth == pixelWidth && device.pixelHeight == pixelHeight)
    }

    @Test func landscapePresetsSwapTheSidesAndUseTheLandscapeSafeArea() throws {
        let phone = try #require(Device.preset(named: "iPhone 15 landscape"))
        #expect(phone.size == Size(width: 852, height: 393))
        #expect(phone.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(phone.scale == 3 && phone.cornerRadius == 55 && phone.family == .phone)
        #expect(Device.preset(named: "iPhone 16 Pro Max landscape")?.safeArea
                == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        #expect(Device.preset(named: "iPhone SE (3rd generation) landscape")?.safeArea == .zero)
        let pad = try #require(Device.preset(named: "iPad Pro 11-inch landscape"))
        #expect(pad.size == Size(width: 1194, height: 834) && pad.safeArea == EdgeInsets(top: 24, bottom: 20))
        #expect(Device.preset(named: "Mac landscape") == nil)
        // Every phone (33 models since the first iPhone SE) and the iPad has a landscape twin; then the Mac.
        #expect(Device.presets.count == 34 * 2 + 1)
    }

    /// Older and newer iPhones by their Xcode names, against swift-snapshot-testing's `ViewImageConfig` (`iPhoneSe`,
    /// `iPhone8Plus`, `iPhoneX`, `iPhone13Mini`, `iPhone13`, `iPhone12ProMax`: sizes and safe areas in points).
    @Test func everyIPhoneSinceTheFirstSE() throws {
        func device(_ name: String) throws -> Device { try #require(Device.preset(named: name)) }
        #expect(try device("iPhone SE (1st generation)").size == Size(width: 320, height: 568))
        #expect(try device("iPhone SE (1st generation)").safeArea == EdgeInsets(top: 20))
        #expect(try device("iPhone 8 Plus").size == Size(width: 414, height: 736))
        #expect(try device("iPhone X landscape").safeArea.leading == 44 && device("iPhone X").safeArea == EdgeInsets(top: 44, bottom: 34))
        #expect(try device("iPhone 13 mini").safeArea == EdgeInsets(top: 50, bottom: 34))
        let thirteenPro = try device("iPhone 13 Pro")
        #expect(thirteenPro.size == Size(width: 390, height: 844) && thirteenPro.scale == 3)
        #expect(thirteenPro.safeArea == EdgeInsets(top: 47, bottom: 34))
        #expect(try device("iPhone 12 Pro Max").size == Size(width: 428, height: 926))
        #expect(try device("iPhone 12 Pro Max landscape").safeArea == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(try device("iPhone 11").scale == 2 && device("iPhone 16 Pro").size == Size(width: 402, height: 874))
    }

    @Test func decodesACustomDeviceWithItsDefaults() throws {
        let device = try decodeScene(#"{"device": {"width": 400, "height": 800}, "body": {"Color": "red"}}"#).device
        #expect(device == Device(size: Size(width: 400, height: 800), scale: 3, safeArea: .zero, cornerRadius: 0, family: .phone))
        let pad = try decodeScene(#"{"device": {"width": 800, "height": 600, "family": "pad"}, "body": {"Color": "red"}}"#).device
        #expect(pad.scale == 2 && pad.family == .pad)
    }

    @Test func decodesAFullCustomDevice() throws {
        let json = """
        {"device": {"width": 390, "height": 844, "scale": 2, "family": "mac", "cornerRadius": 47.33,
                    "safeArea": {"top": 47, "bottom": 34}}, "body": {"Color": "red"}}
        """
        let device = try decodeScene(json).device
        #expect(device == Device(size: Size(width: 390, height: 844), scale: 2, safeArea: EdgeInsets(top: 47, bottom: 34),
                                 cornerRadius: 47.33, family: .mac))
        #expect(device.pixelWidth == 780 && device.pixelHeight == 1688)
    }

    @Test func rejectsUnknownPresetsListingThem() {
        let message = sceneError(#"{"device": "iPhone 99", "body": {"Color": "red"}}"#) ?? ""
        #expect(message.hasPrefix(#"device: unknown device "iPhone 99"; expected one of "iPhone SE (1st generation)", "iPhone 8", "#))
        #expect(message.contains(#""iPhone 13 Pro", "#) && message.contains(#""iPad Pro 11-inch", "Mac""#))
        #expect(message.hasSuffix(#"(the phones and the iPad also as "<name> landscape") or an object {"width", "height", …}"#))
    }

    @Test func rejectsBadCustomDevices() {
        func error(_ device: String) -> String? { sceneError("{\"device\": \(device), \"body\": {\"Color\": \"red\"}}") }
        #expect(error(#"{"width": 400}"#) == #"device: missing key "height""#)
        #expect(error(#"{"width": 0, "height": 10}"#) == "device.width: expected a number > 0, found 0")
        #expect(error(#"{"width": 400, "height": 800, "scale": 2.5}"#) ==
                "device.scale: expected an integer from 1 to 4, found 2.5")
        #expect(error(#"{"width": 400, "height": 800, "scale": 5}"#) ==
                "device.scale: expected an integer from 1 to 4, found 5")
        #expect(error(#"{"width": 400, "height": 800, "family": "watch"}"#) ==
                #"device.family: expected one of phone, pad, mac, found "watch""#)
        #expect(error(#"{"width": 400, "height": 800, "safeArea": {"top": 500, "bottom": 300}}"#) ==
                "device.safeArea: top + bottom (800) leaves no room in the height (800)")
        #expect(error(#"{"width": 400, "height": 800, "safeArea": {"left": 5}}"#) ==
                "device.safeArea.left: unknown key; expected one of top, leading, bottom, trailing")
        #expect(error(#"{"width": 400, "height": 800, "cornerRadius": 201}"#) ==
                "device.cornerRadius: 201 is more than half the screen's shorter side (400)")
        #expect(error(#"{"width": 400.5, "height": 800, "scale": 1}"#) ==
                "device: 400.5×800 points at scale 1 is not a whole number of pixels")
        #expect(error("12") == #"device: expected a device name or an object {"width", "height", …}, found 12"#)
    }

    @Test func limitsTheCanvas() {
        #expect(sceneError(#"{"device": {"width": 3000, "height": 800}, "body": {"Color": "red"}}"#) ==
                "device: the canvas would be 9000×2400 pixels (width×scale by height×scale); the limit is 8192×8192")
        // 8192 pixels on a side is still allowed.
        #expect(sceneError(#"{"device": {"width": 2048, "height": 8192, "scale": 1}, "body": {"Color": "red"}}"#) == nil)
        #expect(sceneError(#"{"device": {"width": 2048, "height": 2048, "scale": 4}, "body": {"Color": "red"}}"#) == nil)
        #expect(sceneError(#"{"device": {"width": 2048.25, "height": 2048, "scale": 4}, "body": {"Color": "red"}}"#) ==
                "device: the canvas would be 8193×8192 pixels (width×scale by height×scale); the limit is 8192×8192")
    }

    @Test func checksDevicesReplacedAfterDecoding() throws {
        var device = try #require(Device.preset(named: "iPad Pro 11-inch"))
        device.scale = 5
        #expect(throws: SceneError(path: "device", message: "the scale must be an integer from 1 to 4, found 5")) {
            try SceneDecoding.checkDevice(device)
        }
        device.scale = 3.5
        #expect(throws: SceneError(path: "--scale", message: "the scale must be an integer from 1 to 4, found 3.5")) {
            try SceneDecoding.checkDevice(device, path: "--scale")
        }
        device.scale = 4  // 3336×4776 pixels
        #expect(throws: Never.self) { try SceneDecoding.checkDevice(device) }
        device.size = Size(width: 2100, height: 1194)
        #expect(throws: SceneError(path: "device", message: "the canvas would be 8400×4776 pixels (width×scale by height×scale); the limit is 8192×8192")) {
            try SceneDecoding.checkDevice(device)
        }
    }
}
