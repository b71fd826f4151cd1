import Foundation

/// What the `<document>` element and its header children say about the whole file
/// (ib-format.md §1).
struct DocumentHeader {
  /// Whether the file is a storyboard (scenes) rather than a xib (top-level objects).
  var isStoryboard: Bool
  /// The `toolsVersion` as written.
  var toolsVersion: String?
  /// The Xcode era that saved the file, for metrics that changed over time (fact 4).
  var era: ToolsEra
  /// The `targetRuntime`, such as `iOS.CocoaTouch`, `AppleTV` or `MacOSX.Cocoa`.
  var targetRuntime: String?
  /// Whether root views carry safe-area guides rather than top and bottom layout guides.
  var usesSafeAreas: Bool
  /// The device the frames were stored for.
  var device: InterfaceBuilderDevice
  /// The device's safe-area model, when the device is known.
  var deviceModel: DeviceModel?

  init(_ document: IBElement) {
    isStoryboard = document["type"]?.contains("Storyboard") ?? false
    toolsVersion = document["toolsVersion"]
    era = ToolsEra(toolsVersion: toolsVersion)
    targetRuntime = document["targetRuntime"]
    usesSafeAreas = document.flag("useSafeAreas")
    var deviceID: String?
    var landscape = false
    if let element = document.child("device") {
      deviceID = element["id"]
      landscape = element["orientation"] == "landscape"
    } else {
      // Pre-Xcode 8 files name the device in their default simulated metrics.
      var legacy: IBElement?
      document.forEachDescendant { element in
        if legacy == nil, element.name == "simulatedScreenMetrics", element["key"] == "destination"
        {
          legacy = element
        }
      }
      if let type = legacy?["type"] {
        deviceID = type.split(separator: ".").first.map(String.init)
      }
      document.forEachDescendant { element in
        if element.name == "simulatedOrientationMetrics", element["orientation"] == "landscapeRight"
        {
          landscape = true
        }
      }
    }
    if targetRuntime == "AppleTV", deviceID == nil {
      deviceID = "appleTV"
      landscape = true
    }
    (device, deviceModel) = DeviceModel.device(id: deviceID, landscape: landscape)
  }
}

/// The Xcode generation that saved a file, read from `toolsVersion` (ib-format.md fact 4).
///
/// `toolsVersion` is an IB build number that grows with Xcode releases; `32700.99.1234` is a
/// placeholder some Xcode 14+ builds write, read as "recent": after Xcode 14.1 (its files have
/// the status bar 14.2 brought back), before Xcode 26.
struct ToolsEra: Comparable {
  /// The build number's integer part; 0 when unknown.
  var build: Int

  init(toolsVersion: String?) {
    let major = toolsVersion?.split(separator: ".").first.flatMap { Int($0) } ?? 0
    build = major == 32700 ? 22_000 : major
  }

  init(build: Int) {
    self.build = build
  }

  /// Xcode 7 (iOS 9; 7.0 is 8191, after Xcode 6.4's 7706): the "any size" canvas has a
  /// regular width's 20-point root margins.
  static let xcode7 = ToolsEra(build: 8_000)
  /// Xcode 8.0 (11201, its betas from about 11100): leaves out the frame of a view its
  /// constraints place and writes a `frameInset` for one placed by its frame.
  static let xcode8 = ToolsEra(build: 11_000)
  /// Xcode 8.1 (11542): rects again (Apple's bug 28221021).
  static let xcode8_1 = ToolsEra(build: 11_500)
  /// Xcode 9 (iOS 11): safe areas.
  static let xcode9 = ToolsEra(build: 13_000)
  /// Xcode 9.1 (13529, after 9.0's 13196): table cells drawn with iOS 11's content margins.
  static let xcode9_1 = ToolsEra(build: 13_500)
  /// Xcode 10 (iOS 12; 14313 to 14490, after Xcode 9.4's 14109 and 14113): freeform scenes
  /// without a status bar.
  static let xcode10 = ToolsEra(build: 14_200)
  /// Xcode 11 (iOS 13), its betas included (14868): page sheets, no status bar on phones
  /// without a sensor housing until Xcode 14.1.
  static let xcode11 = ToolsEra(build: 14_800)
  /// Xcode 12 (iOS 14): larger status bars on some notched phones.
  static let xcode12 = ToolsEra(build: 17_000)
  /// Xcode 13 (iOS 15): its canvas draws text styles at the extra-small size.
  static let xcode13 = ToolsEra(build: 18_000)
  /// Xcode 14 (iOS 16).
  static let xcode14 = ToolsEra(build: 21_000)
  /// Xcode 14.1 (21507): phones without a sensor housing have a status bar again somewhere
  /// between Xcode 14.0 (21225, none) and 14.2 (21701, 20 points).
  static let xcode14_1 = ToolsEra(build: 21_500)
  /// Xcode 16 (iOS 18): a page control's capsule shrinks to 74 points for 3 pages.
  static let xcode16 = ToolsEra(build: 23_000)
  /// Xcode 26 (iOS 26): new control metrics (UISwitch 63×28).
  static let xcode26 = ToolsEra(build: 24_000)

  static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.build < rhs.build
  }
}

extension DocumentHeader {
  /// Whether the file's device is a phone with a home indicator, held in portrait.
  var isPortraitPhoneWithHomeIndicator: Bool {
    device.idiom == .phone && !device.isLandscape && (deviceModel?.bottomInset ?? 0) > 0
  }
}
