import Foundation
import Strut

/// Controls whose intrinsic size depends on the Xcode that saved the file (ib-format.md fact 4
/// and §7) or on its device, made with the size of that era and device.
///
/// Strut's classes model current UIKit; a file saved by an older or newer Xcode stores frames
/// laid out with that Xcode's metrics, so the importer makes a subclass that reports them:
///
/// | element | size | era | evidence |
/// |---|---|---|---|
/// | pickerView | none | Xcode 8 and earlier | a picker squeezed to 0 in a fill stack |
/// | searchBar | height 44 | before Xcode 9 | ib-format.md §7 |
/// | searchBar | height 64 | Xcode 26 | one file |
/// | slider | height 34 | Xcode 26 | two sliders |
/// | slider | alignment height 30 (frame 31) | before Xcode 26 | `AlignmentInsets` |
/// | stepper | 94 × 29 | before Xcode 11 | an Xcode 11 stepper sized by its content: 32 tall |
/// | switch | alignment 49 × 31 (frame 51 × 31) | through Xcode 16 | `AlignmentInsets` |
/// | switch | alignment 61 × 28 (frame 63 × 28) | Xcode 26 | ib-format.md fact 4 |
/// | progressView | height 2 | before Xcode 12 | ib-format.md §7 |
/// | textField | rounded rect at least 30 (home button), borderless one line | before Xcode 14 | `CanvasTextField` |
/// | toolbar | height 49 on a phone with a home indicator, in portrait | any | one Xcode 10 file |
/// | pageControl | iOS 14's capsule: 3 pages 123 × 28, 19.5 a page | Xcode 12 | 3 files, a 2-page one 103.5 |
/// | pageControl | 3 pages 121.5 × 26 | Xcode 13 | 3 files (120.33 to 121.5 wide) |
/// | pageControl | 3 pages 116 × 26, 17.33 a page | Xcode 14 and 15 | 7 files, a 5-page one 150.67 |
/// | pageControl | 3 pages 74 × 26 | Xcode 16 and later | 2 files |
enum EraMetrics {
  /// The view for an element whose size differs in the file's era, or `nil` when Strut's own
  /// class applies.
  static func make(_ name: String, frame: CGRect, header: DocumentHeader) -> ViewFactory.Made? {
    let none = UIView.noIntrinsicMetric
    let era = header.era
    switch name {
    case "pickerView" where era < .xcode9:
      return made(EraPickerView(frame: frame), CGSize(width: none, height: none), "UIPickerView")
    case "searchBar" where era < .xcode9:
      return made(EraSearchBar(frame: frame), CGSize(width: none, height: 44), "UISearchBar")
    case "searchBar" where era >= .xcode26:
      return made(EraSearchBar(frame: frame), CGSize(width: none, height: 64), "UISearchBar")
    case "slider" where era >= .xcode26:
      return made(EraSlider(frame: frame), CGSize(width: none, height: 34), "UISlider")
    case "slider":
      // 31 points tall, laid out by its alignment rectangle, 1 point shorter (AlignmentInsets).
      return made(EraSlider(frame: frame), CGSize(width: none, height: 30), "UISlider")
    case "stepper" where era < .xcode11:
      return made(EraStepper(frame: frame), CGSize(width: 94, height: 29), "UIStepper")
    case "switch":
      // 51 × 31 through Xcode 16, 63 × 28 in Xcode 26; laid out by its alignment rectangle,
      // 2 points narrower (AlignmentInsets).
      let size = era >= .xcode26 ? CGSize(width: 61, height: 28) : CGSize(width: 49, height: 31)
      return made(EraSwitch(frame: frame), size, "UISwitch")
    case "toolbar" where header.isPortraitPhoneWithHomeIndicator:
      return made(EraToolbar(frame: frame), CGSize(width: none, height: 49), "UIToolbar")
    case "progressView" where era < .xcode12:
      return made(EraProgressView(frame: frame), CGSize(width: none, height: 2), "UIProgressView")
    default:
      return nil
    }
  }

  /// A page control drawn as the file's Xcode draws it: iOS 13's dots before Xcode 12 (Strut's
  /// `UIPageControl`), then iOS 14's capsule, whose size changed with each SDK.
  ///
  /// The sizes come from page controls that IB sized (centered, or not constrained), nearly all
  /// with IB's default of 3 pages; the width of other counts follows the pitch where a file
  /// shows it; where none does, Xcode 13 keeps Xcode 12's and Xcode 16 takes iOS 13's 16 points.
  static func pageControl(frame: CGRect, header: DocumentHeader) -> UIPageControl {
    let era = header.era
    guard era >= .xcode12 else { return UIPageControl(frame: frame) }
    let control = EraPageControl(frame: frame)
    (control.threePageWidth, control.pitch, control.height) =
      switch era {
      case ..<ToolsEra.xcode13: (123, 19.5, 28)
      case ..<ToolsEra.xcode14: (121.5, 19.5, 26)
      case ..<ToolsEra.xcode16: (116, 52.0 / 3, 26)
      default: (74, 16, 26)
      }
    return control
  }

  private static func made(
    _ view: UIView & EraSized, _ size: CGSize, _ className: String
  ) -> ViewFactory.Made {
    view.eraSize = size
    return ViewFactory.Made(view: view, className: className)
  }
}

/// A control that reports the intrinsic size of its file's era.
protocol EraSized: AnyObject {
  var eraSize: CGSize { get set }
}

final class EraPickerView: UIPickerView, EraSized {
  var eraSize = CGSize.zero
  override var intrinsicContentSize: CGSize { eraSize }
}

final class EraSearchBar: UISearchBar, EraSized {
  var eraSize = CGSize.zero
  override var intrinsicContentSize: CGSize { eraSize }
}

final class EraSlider: UISlider, EraSized {
  var eraSize = CGSize.zero
  override var intrinsicContentSize: CGSize { eraSize }
}

final class EraStepper: UIStepper, EraSized {
  var eraSize = CGSize.zero
  override var intrinsicContentSize: CGSize { eraSize }
}

final class EraSwitch: UISwitch, EraSized {
  var eraSize = CGSize.zero
  override var intrinsicContentSize: CGSize { eraSize }
}

final class EraToolbar: UIToolbar, EraSized {
  var eraSize = CGSize.zero
  override var intrinsicContentSize: CGSize { eraSize }
}

/// A page control that reports the size of its file's era for any number of pages.
final class EraPageControl: UIPageControl {
  var threePageWidth: CGFloat = 0
  var pitch: CGFloat = 0
  var height: CGFloat = 0

  override func size(forNumberOfPages pageCount: Int) -> CGSize {
    guard pageCount > 0 else { return CGSize(width: 0, height: height) }
    return CGSize(width: threePageWidth + CGFloat(pageCount - 3) * pitch, height: height)
  }
}

final class EraProgressView: UIProgressView, EraSized {
  var eraSize = CGSize.zero
  override var intrinsicContentSize: CGSize { eraSize }
}
