import Foundation
import Strut
import Testing

@testable import StrutInterfaceBuilder

@Suite struct VariationTests {
  private func device(_ id: String, landscape: Bool = false) -> InterfaceBuilderDevice {
    DeviceModel.device(id: id, landscape: landscape).0
  }

  // ib-format.md gotcha 14: a key matches when every trait it names matches the device;
  // iPhone portrait is wC/hR, iPhone landscape wC/hC (Plus and Max wR/hC), iPad wR/hR; `mac`
  // never matches an iOS device.
  @Test func keysMatchTheDeviceTraits() {
    let phone = device("retina4_7")
    #expect(TraitResolver.match("widthClass=compact", phone) == 1)
    #expect(TraitResolver.match("heightClass=regular-widthClass=compact", phone) == 2)
    #expect(TraitResolver.match("widthClass=regular", phone) == nil)
    #expect(TraitResolver.match("userInterfaceIdiom=mac", phone) == nil)
    #expect(TraitResolver.match("heightClass=compact", device("retina4_7", landscape: true)) == 1)
    #expect(TraitResolver.match("widthClass=regular", device("retina5_5", landscape: true)) == 1)
    #expect(TraitResolver.match("heightClass=regular-widthClass=regular", device("ipad9_7")) == 2)
  }

  private func document(device: String) -> InterfaceBuilderDocument {
    TestDocuments.storyboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="sub-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="w01-aa-001">
                    <variation key="widthClass=regular" constant="300"/>
                </constraint>
                <constraint firstAttribute="height" constant="100" id="h01-aa-001"/>
                <constraint firstAttribute="height" constant="50" id="h02-aa-002"/>
            </constraints>
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="h02-aa-002"/>
                </mask>
            </variation>
            <variation key="heightClass=regular-widthClass=regular">
                <mask key="constraints">
                    <exclude reference="h01-aa-001"/>
                    <include reference="h02-aa-002"/>
                </mask>
            </variation>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="mac-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" id="t01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="l01-aa-001"/>
        """,
      rootExtra: """
        <variation key="userInterfaceIdiom=mac">
            <mask key="subviews">
                <exclude reference="mac-vw-001"/>
            </mask>
        </variation>
        """,
      device: device,
      rootSize: device == "ipad9_7"
        ? CGSize(width: 768, height: 1024) : CGSize(width: 375, height: 667))
  }

  // ib-format.md fact 10: default masks exclude, trait masks include and exclude, attribute
  // variations override constants, and a `mac` variation changes nothing on iOS.
  @Test func masksAndAttributesResolveForTheDevice() {
    let phone = document(device: "retina4_7")
    phone.layOut()
    #expect(phone.frame("sub-vw-001")?.size == CGSize(width: 100, height: 100))
    #expect(phone.view(withID: "mac-vw-001") != nil)
    let pad = document(device: "ipad9_7")
    pad.layOut()
    #expect(pad.frame("sub-vw-001")?.size == CGSize(width: 300, height: 50))
  }

  // ib-format.md §7 (stackView): a stack's axis and spacing vary by size class.
  @Test func stackAttributesVary() {
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
          <variation key="heightClass=compact" axis="horizontal" spacing="12"/>
      </stackView>
      """
    let portrait = TestDocuments.storyboard(subviews: stack)
    let stackView = portrait.view(withID: "stk-vw-001") as? UIStackView
    #expect(stackView?.axis == .vertical)
    #expect(stackView?.spacing == 4)
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
          <device id="retina4_7" orientation="landscape"/>
          <objects>
              <view contentMode="scaleToFill" id="top-vw-001">
                  <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                  <subviews>\(stack)</subviews>
              </view>
          </objects>
      </document>
      """
    let landscape = InterfaceBuilderDocument(data: Data(text.utf8), path: "Landscape.xib")
    let turned = landscape.view(withID: "stk-vw-001") as? UIStackView
    #expect(turned?.axis == .horizontal)
    #expect(turned?.spacing == 12)
  }
}
