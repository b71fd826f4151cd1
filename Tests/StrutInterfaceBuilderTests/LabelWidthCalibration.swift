import Foundation
import Strut

@testable import StrutInterfaceBuilder

/// Test support for issue #5's calibration: single-line system-font labels in the IB corpus
/// whose width their text sets, with Strut's width against the width Xcode stored (measured
/// with San Francisco).
///
/// A label qualifies when it has one line, Latin text, a system font, its frame is compared (not
/// misplaced, ambiguous or hidden), and in Strut's solve its frame is determined and its width
/// equals its intrinsic width: nothing stretches or squeezes it, so the stored width is the
/// text's width on a device too.
struct LabelWidthCalibration {
  struct Sample {
    let file: String
    let line: Int
    let text: String
    let pointSize: CGFloat
    let strut: CGFloat
    let stored: CGFloat
    /// (Strut − stored) / stored.
    var error: Double { Double((strut - stored) / stored) }
  }

  private(set) var samples: [Sample] = []

  init(files: [URL]) throws {
    for file in files {
      let document = try InterfaceBuilderDocument(contentsOf: file)
      let comparison = document.compareFrames()
      for result in comparison.results where result.className == "UILabel" {
        guard case .compared = result.status, let id = result.id,
          let label = document.view(withID: id) as? UILabel, let text = label.text, !text.isEmpty,
          label.numberOfLines == 1, label.font.fontName.hasPrefix(".SFUI"),
          text.unicodeScalars.allSatisfy({ $0.value < 0x250 }), result.storedFrame.width > 0
        else { continue }
        let intrinsic = UIScreen.main.withScale(document.device.scale) {
          label.intrinsicContentSize.width
        }
        // An ambiguous label's stored frame is wherever the designer left it, not a measurement.
        guard abs(result.solvedFrame.width - intrinsic) < 0.01, !label.hasAmbiguousLayout
        else { continue }
        samples.append(
          Sample(
            file: file.lastPathComponent, line: result.location.line, text: text,
            pointSize: label.font.pointSize, strut: intrinsic, stored: result.storedFrame.width))
      }
    }
  }

  /// The absolute errors, sorted.
  var absoluteErrors: [Double] { samples.map { abs($0.error) }.sorted() }

  /// The value below which `fraction` of the absolute errors fall (nearest rank).
  func percentile(_ fraction: Double) -> Double {
    let errors = absoluteErrors
    guard !errors.isEmpty else { return .nan }
    let rank = Int((fraction * Double(errors.count)).rounded(.up)) - 1
    return errors[min(max(rank, 0), errors.count - 1)]
  }
}
