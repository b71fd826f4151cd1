import Foundation
import StrutTestSupport
import Testing

/// `strut check` on damaged Interface Builder files (issue #8 item 5: malformed, truncated or
/// hostile XML gets a diagnostic, the rest is still checked, and nothing crashes).
///
/// Mutating the corpus found two traps that hand-written bad inputs had missed: `XMLParser`
/// trapping on a byte outside UTF-8 in a name, and the solver's rollback after a wobble check
/// moved a required constant that could not hold. This test keeps that search in the suite:
/// seeded mutations of a small stack-view screen, checked by one process, which must finish
/// with a report.
@Suite("strut check on mutated files")
struct MutatedInputTests {
  /// A header bar like the article's: a stack of two buttons and a label, pinned in a view, with
  /// hugging and compression priorities, so that the doctor's analyses all have work to do.
  static let screen = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="hdr-root-001">
                <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-stack-01">
                        <rect key="frame" x="16" y="8" width="358" height="44"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" horizontalCompressionResistancePriority="751" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-cat-btn1">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="44"/>
                                <state key="normal" title="All categories"/>
                            </button>
                            <view contentMode="scaleToFill" horizontalHuggingPriority="1" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-spacer-1">
                                <rect key="frame" x="128" y="0.0" width="170" height="44"/>
                            </view>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Today" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-today-lb">
                                <rect key="frame" x="306" y="0.0" width="52" height="44"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="hdr-stack-01" firstAttribute="leading" secondItem="hdr-root-001" secondAttribute="leading" constant="16" id="hdr-c-lead1"/>
                    <constraint firstAttribute="trailing" secondItem="hdr-stack-01" secondAttribute="trailing" constant="16" id="hdr-c-trail"/>
                    <constraint firstItem="hdr-stack-01" firstAttribute="top" secondItem="hdr-root-001" secondAttribute="top" constant="8" id="hdr-c-top01"/>
                    <constraint firstAttribute="bottom" secondItem="hdr-stack-01" secondAttribute="bottom" constant="8" id="hdr-c-bot01"/>
                    <constraint firstItem="hdr-today-lb" firstAttribute="width" relation="greaterThanOrEqual" constant="40" priority="750" id="hdr-c-min01"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  /// The mutations, one kind per case in turn: a cut, stray bytes (often outside UTF-8), a
  /// deleted span, a repeated span, and digits replaced in numbers.
  static func mutation(_ bytes: [UInt8], case index: Int, _ random: inout SplitMix64) -> [UInt8] {
    var bytes = bytes
    switch index % 5 {
    case 0:
      bytes.removeSubrange(random.below(bytes.count)...)
    case 1:
      for _ in 0..<1 + random.below(8) {
        bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
      }
    case 2:
      let start = random.below(bytes.count)
      bytes.removeSubrange(start..<min(bytes.count, start + 1 + random.below(300)))
    case 3:
      let start = random.below(bytes.count)
      let span = bytes[start..<min(bytes.count, start + 1 + random.below(300))]
      bytes.insert(contentsOf: span, at: random.below(bytes.count))
    default:
      let replacements = Array("0123456789-.e".utf8)
      for index in bytes.indices where (0x30...0x39).contains(bytes[index]) && random.below(30) == 0
      {
        bytes[index] = replacements[random.below(replacements.count)]
      }
    }
    return bytes
  }

  // 60 mutated copies checked in one process: it exits 0 or 1 (not a signal) and prints a
  // whole JSON report that names every file.
  @Test func mutatedFilesAreReportedNotCrashedOn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-mutated-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var random = SplitMix64(seed: 20_261_130)
    let original = Array(Self.screen.utf8)
    for index in 0..<60 {
      let file = folder.appendingPathComponent(String(format: "Header-%02d.xib", index))
      try Data(Self.mutation(original, case: index, &random)).write(to: file)
    }
    let (status, output) = try runStrut(["check", folder.path, "--format", "json"])
    #expect([0, 1].contains(status), "strut check ended with status \(status)")
    let report = try JSONSerialization.jsonObject(with: Data(output.utf8))
    #expect(report is [String: Any])
    for index in [0, 29, 59] {
      #expect(output.contains(String(format: "Header-%02d.xib", index)))
    }
  }
}
