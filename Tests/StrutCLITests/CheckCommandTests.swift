import Foundation
import Testing

/// `strut check` (issue #8 item 4, issue #7's output formats).
@Suite("strut check")
struct CheckCommandTests {
  /// A xib with one view whose width two required constraints set differently (a conflict),
  /// written to a fresh folder that the caller removes; returns the folder and the file.
  private func conflictingXib() throws -> (folder: URL, file: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-check-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Card.xib")
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="root-card">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-view">
                          <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box-view" firstAttribute="leading" secondItem="root-card" secondAttribute="leading" id="c-lead"/>
                      <constraint firstItem="box-view" firstAttribute="top" secondItem="root-card" secondAttribute="top" id="c-top"/>
                      <constraint firstItem="box-view" firstAttribute="height" constant="20" id="c-height"/>
                      <constraint firstItem="box-view" firstAttribute="width" constant="100" id="c-w100"/>
                      <constraint firstItem="box-view" firstAttribute="width" constant="120" id="c-w120"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    try Data(xml.utf8).write(to: file)
    return (folder, file)
  }

  // A conflict is an error at the constraint's line and column, in Xcode's format; the exit
  // status is 1 because an error is at or above the default --fail-on (warning).
  @Test func conflictIsAnErrorAtItsLine() throws {
    let (folder, file) = try conflictingXib()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, text) = try runStrut(["check", folder.path, "--format", "xcode"])
    #expect(status == 1)
    #expect(text.contains("Card.xib:"))
    #expect(text.contains(": error: 2 constraints cannot all hold"))
    #expect(text.contains("[unsatisfiable-constraints]"))
    // --fail-on error still fails; the file checked directly gives the same findings.
    #expect(
      try runStrut(["check", file.path, "--format", "xcode", "--fail-on", "error"]).output == text)
  }

  // SARIF and JSON formats render the same report.
  @Test func sarifAndJSON() throws {
    let (folder, _) = try conflictingXib()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sarif = try runStrut(["check", folder.path, "--format", "sarif"]).output
    #expect(sarif.contains("\"version\" : \"2.1.0\""))
    #expect(sarif.contains("\"ruleId\" : \"unsatisfiable-constraints\""))
    let json = try runStrut(["check", folder.path, "--format", "json"]).output
    #expect(json.hasPrefix("{"))
  }

  // --frames compares solved frames with the stored ones and prints the agreement.
  @Test func framesTable() throws {
    let (folder, _) = try conflictingXib()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, text) = try runStrut(["check", "--frames", folder.path])
    #expect(status == 0)
    #expect(text.contains("total"))
  }

  // --worst N lists at most N mismatches (0: the table alone); a count that is not one is a
  // usage error (64).
  @Test func framesWorstCount() throws {
    let (folder, file) = try conflictingXib()
    defer { try? FileManager.default.removeItem(at: folder) }
    var xml = try String(contentsOf: file, encoding: .utf8)
    // The stored frame now disagrees with the one the constraints give.
    xml = xml.replacingOccurrences(
      of: #"x="0.0" y="0.0" width="100""#, with: #"x="9.0" y="0.0" width="100""#)
    try Data(xml.utf8).write(to: file)
    let listed = try runStrut(["check", "--frames", folder.path, "--worst", "5"]).output
    #expect(listed.contains("Card.xib:10:"))
    let table = try runStrut(["check", "--frames", folder.path, "--worst", "0"]).output
    #expect(table.contains("total"))
    #expect(!table.contains("Card.xib:10:"))
    #expect(try runStrut(["check", "--frames", folder.path, "--worst", "many"]).status == 64)
  }

  // Malformed XML is a finding with its line, and the exit status says so; a missing path is
  // an error (66); no path is a usage error (64).
  @Test func badInput() throws {
    let (folder, _) = try conflictingXib()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("Broken.storyboard")
    try Data("<document><scenes><scene>".utf8).write(to: broken)
    let (status, text) = try runStrut(["check", broken.path, "--format", "xcode"])
    #expect(status == 1)
    #expect(text.contains("Broken.storyboard:"))
    #expect(text.contains("[unreadable-input]"))
    #expect(try runStrut(["check", "/nonexistent/Main.storyboard"]).status == 66)
    #expect(try runStrut(["check"]).status == 64)
  }
}
