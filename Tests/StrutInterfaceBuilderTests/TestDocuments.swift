import Foundation
import Strut

@testable import StrutInterfaceBuilder

/// Small Interface Builder documents written inline, as Xcode writes them.
enum TestDocuments {
  /// A xib whose `<objects>` hold `objects` after the two standard placeholders, File's Owner's
  /// `view` outlet naming `filesOwnerView`; with no `device` it names none, as Xcode 6 and 7
  /// files do (the 600-point "any size" canvas), and without `useSafeAreas` it predates Xcode 9.
  static func xib(
    _ objects: String, device: String? = "retina4_7", toolsVersion: String = "21701",
    filesOwnerView: String? = nil, useSafeAreas: Bool = true, extra: String = "",
    options: InterfaceBuilderImportOptions = InterfaceBuilderImportOptions()
  ) -> InterfaceBuilderDocument {
    let deviceElement =
      device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
    let ownerConnections =
      filesOwnerView.map {
        #"<connections><outlet property="view" destination="\#($0)" id="own-vw-001"/></connections>"#
      } ?? ""
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \(useSafeAreas ? "useSafeAreas=\"YES\" " : "")colorMatched="YES">
          \(deviceElement)
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">\(ownerConnections)</placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
      \(objects)
          </objects>
      \(extra)
      </document>
      """
    return InterfaceBuilderDocument(data: Data(text.utf8), path: "Test.xib", options: options)
  }

  /// A storyboard with one view controller scene whose root view holds `subviews` and
  /// `constraints` (and has `rootAttributes`), and whose controller holds `controllerExtra`,
  /// after `otherScenes`; `documentExtra` follows the scenes.
  static func storyboard(
    subviews: String, constraints: String = "", rootExtra: String = "", rootAttributes: String = "",
    controllerExtra: String = "", controllerAttributes: String = "",
    device: String = "retina4_7", toolsVersion: String = "21701",
    rootSize: CGSize = CGSize(width: 375, height: 667), rootY: CGFloat = 0,
    useSafeAreas: Bool = true, otherScenes: String = "", orientation: String = "portrait",
    documentExtra: String = "",
    options: InterfaceBuilderImportOptions = InterfaceBuilderImportOptions()
  ) -> InterfaceBuilderDocument {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \(useSafeAreas ? "useSafeAreas=\"YES\" " : "")colorMatched="YES">
          <device id="\(device)" orientation="\(orientation)" appearance="light"/>
          <scenes>
      \(otherScenes)
              <scene sceneID="scn-01-abc">
                  <objects>
                      <viewController id="vc0-01-abc" \(controllerAttributes) sceneMemberID="viewController">
      \(controllerExtra)
                          <view key="view" contentMode="scaleToFill" \(rootAttributes) id="root-view">
                              <rect key="frame" x="0.0" y="\(rootY)" width="\(rootSize.width)" height="\(rootSize.height)"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews)
                              </subviews>
      \(rootExtra)
                              <constraints>
      \(constraints)
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      \(documentExtra)
      </document>
      """
    return InterfaceBuilderDocument(
      data: Data(text.utf8), path: "Test.storyboard", options: options)
  }

  /// A plain subview element with a frame and tAMIC=NO.
  static func view(
    _ id: String, _ frame: CGRect, attributes: String = "", children: String = ""
  ) -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
        <rect key="frame" x="\(frame.minX)" y="\(frame.minY)" width="\(frame.width)" height="\(frame.height)"/>
    \(children)
    </view>
    """
  }
}

extension InterfaceBuilderDocument {
  /// Lays out every root.
  func layOut() {
    for root in roots { root.view.layoutIfNeeded() }
  }

  /// The solved frame of the view with an id, after `layOut()`.
  func frame(_ id: String) -> CGRect? {
    view(withID: id)?.frame
  }

  /// The messages of the diagnostics, for assertions.
  var messages: [String] { diagnostics.map(\.message) }
}
