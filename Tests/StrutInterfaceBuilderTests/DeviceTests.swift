import Foundation
import Testing

@testable import StrutInterfaceBuilder

@Suite struct DeviceTests {
  // ib-format.md §11: device ids give the screen, scale and size classes; an unknown or
  // missing device is the old 600×600 canvas with unspecified traits.
  @Test func deviceTable() {
    let phone = DeviceModel.device(id: "retina6_12", landscape: false).0
    #expect(phone.screenSize == CGSize(width: 393, height: 852))
    #expect(phone.scale == 3)
    #expect([phone.horizontalSizeClass, phone.verticalSizeClass] == [.compact, .regular])
    let pad = DeviceModel.device(id: "ipad12_9rounded", landscape: true).0
    #expect(pad.screenSize == CGSize(width: 1366, height: 1024))
    #expect(pad.idiom == .pad)
    // Xcode 16's 13-inch iPad Pro, named with a capital I.
    let newPad = DeviceModel.device(id: "iPad13_0rounded", landscape: true).0
    #expect(newPad.screenSize == CGSize(width: 1376, height: 1032) && newPad.idiom == .pad)
    // Xcode 10's name for the 11-inch iPad Pro (Lockwise's settings list, regular by regular).
    let elevenInch = DeviceModel.device(id: "ipad11_0rounded", landscape: false).0
    #expect(elevenInch.screenSize == CGSize(width: 834, height: 1194))
    #expect(
      [elevenInch.horizontalSizeClass, elevenInch.verticalSizeClass] == [.regular, .regular])
    let none = DeviceModel.device(id: nil, landscape: false).0
    #expect(none.screenSize == CGSize(width: 600, height: 600))
    #expect(none.horizontalSizeClass == .unspecified)
  }

  // ib-format.md §1: `toolsVersion` gives the Xcode era; the 32700.99.1234 placeholder is
  // "Xcode 14 or later", after 14.1 (files with it have the status bar that 14.2 brought back).
  @Test func toolsEra() {
    #expect(ToolsEra(toolsVersion: "14460.31").build == 14460)
    #expect(ToolsEra(toolsVersion: "32700.99.1234") >= .xcode14_1)
    #expect(ToolsEra(toolsVersion: "32700.99.1234") < .xcode26)
    #expect(ToolsEra(toolsVersion: nil).build == 0)
  }

  // ib-format.md §1: a legacy file names its device in its default simulated metrics.
  @Test func legacyDevice() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch">
          <scenes/>
          <simulatedMetricsContainer key="defaultSimulatedMetrics">
              <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
          </simulatedMetricsContainer>
      </document>
      """
    let document = InterfaceBuilderDocument(data: Data(text.utf8), path: "Old.storyboard")
    #expect(document.device.id == "retina4_7")
    #expect(document.isStoryboard)
  }

  // ib-format.md gotcha 16: macOS files are recognised and not laid out.
  @Test func macFilesAreSkipped() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa">
          <objects><customView id="c1"><rect key="frame" x="0" y="0" width="10" height="10"/></customView></objects>
      </document>
      """
    let document = InterfaceBuilderDocument(data: Data(text.utf8), path: "Mac.xib")
    #expect(document.roots.isEmpty)
    #expect(document.messages.contains { $0.contains("MacOSX.Cocoa") })
  }
}
