import Foundation
import Strut

/// The devices Interface Builder names in `<device id=…>`, with their screens (ib-format.md
/// §11).
///
/// The safe-area model per device is kept here too: the status-bar or sensor-housing height in
/// portrait, the home-indicator height, and whether the screen has rounded corners. Values are
/// UIKit's for the era in which Xcode offered the device; `SafeAreaModel` adjusts them per era.
struct DeviceModel {
  /// Portrait width and height, in points.
  var portrait: CGSize
  var scale: CGFloat
  var idiom: InterfaceBuilderDevice.Idiom
  /// The top safe-area inset in portrait without bars: the status bar or sensor housing.
  var topInset: CGFloat
  /// The bottom safe-area inset in portrait: the home indicator, 0 on devices with a button.
  var bottomInset: CGFloat
  /// The side insets in landscape (sensor housing), 0 on devices without one.
  var landscapeSideInset: CGFloat = 0
  /// The bottom inset in landscape (home indicator).
  var landscapeBottomInset: CGFloat = 0
  /// Whether a landscape canvas has a regular width (the large iPhones).
  var isLargePhone = false

  static let table: [String: DeviceModel] = [
    "retina3_5": phone(320, 480, 2),
    "retina4_0": phone(320, 568, 2),
    "retina4_7": phone(375, 667, 2),
    "retina5_5": phone(414, 736, 3, large: true),
    "retina5_9": notched(375, 812, 3, top: 44),
    "retina5_4": notched(375, 812, 3, top: 50),
    "retina6_1": notched(414, 896, 2, top: 48, large: true),
    "retina6_5": notched(414, 896, 3, top: 44, large: true),
    "retina6_0": notched(390, 844, 3, top: 47),
    "retina6_7": notched(428, 926, 3, top: 47, large: true),
    "retina6_12": notched(393, 852, 3, top: 59),
    "retina6_72": notched(430, 932, 3, top: 59, large: true),
    "retina6_3": notched(402, 874, 3, top: 62),
    "retina6_9": notched(440, 956, 3, top: 62, large: true),
    "ipad9_7": pad(768, 1024),
    "ipad7_9": pad(768, 1024),
    "ipad10_2": pad(810, 1080),
    "ipad10_5": pad(834, 1112),
    "ipad11": pad(834, 1194, rounded: true),
    // Xcode 10 named the 11-inch iPad Pro so.
    "ipad11_0rounded": pad(834, 1194, rounded: true),
    "ipad10_9rounded": pad(820, 1180, rounded: true),
    "ipad12_9": pad(1024, 1366),
    "ipad12_9rounded": pad(1024, 1366, rounded: true),
    // Xcode 16 names the 13-inch iPad Pro (M4) with a capital I.
    "iPad13_0rounded": pad(1032, 1376, rounded: true),
    "appleTV": DeviceModel(
      portrait: CGSize(width: 1080, height: 1920), scale: 1, idiom: .tv, topInset: 0,
      bottomInset: 0),
  ]

  private static func phone(
    _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, large: Bool = false
  ) -> DeviceModel {
    DeviceModel(
      portrait: CGSize(width: width, height: height), scale: scale, idiom: .phone, topInset: 20,
      bottomInset: 0, isLargePhone: large)
  }

  private static func notched(
    _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, top: CGFloat, large: Bool = false
  ) -> DeviceModel {
    DeviceModel(
      portrait: CGSize(width: width, height: height), scale: scale, idiom: .phone,
      topInset: top, bottomInset: 34, landscapeSideInset: top >= 47 ? top : 44,
      landscapeBottomInset: 21, isLargePhone: large)
  }

  private static func pad(_ width: CGFloat, _ height: CGFloat, rounded: Bool = false)
    -> DeviceModel
  {
    DeviceModel(
      portrait: CGSize(width: width, height: height), scale: 2, idiom: .pad,
      topInset: rounded ? 24 : 20, bottomInset: rounded ? 20 : 0,
      landscapeBottomInset: rounded ? 20 : 0)
  }

  /// The device of a `<device>` element, or of a legacy `simulatedScreenMetrics` type such as
  /// `retina4_7.fullscreen`; the old 600×600 "wAny hAny" canvas when there is neither.
  static func device(id: String?, landscape: Bool) -> (InterfaceBuilderDevice, DeviceModel?) {
    guard let id, let model = table[id] else {
      let device = InterfaceBuilderDevice(
        id: id, isLandscape: landscape, screenSize: CGSize(width: 600, height: 600), scale: 2,
        idiom: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
      return (device, nil)
    }
    let size =
      landscape
      ? CGSize(width: model.portrait.height, height: model.portrait.width) : model.portrait
    let horizontal: InterfaceBuilderDevice.SizeClass
    let vertical: InterfaceBuilderDevice.SizeClass
    switch model.idiom {
    case .pad, .tv, .unspecified:
      (horizontal, vertical) = (.regular, .regular)
    case .phone:
      horizontal = landscape && model.isLargePhone ? .regular : .compact
      vertical = landscape ? .compact : .regular
    }
    let device = InterfaceBuilderDevice(
      id: id, isLandscape: landscape, screenSize: size, scale: model.scale, idiom: model.idiom,
      horizontalSizeClass: horizontal, verticalSizeClass: vertical)
    return (device, model)
  }
}
