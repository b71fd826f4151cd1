import Foundation

/// A view whose content can be larger than its bounds: UIKit's `UIScrollView`, for layout.
///
/// Strut does not scroll: the content offset is always zero, so the content's origin is the
/// scroll view's own. What matters to Auto Layout are the two guides UIKit gives a scroll view
/// (iOS 11): ``contentLayoutGuide``, whose edges are the content area's (its size is the content
/// size, free until constraints decide it), and ``frameLayoutGuide``, whose edges are the scroll
/// view's. The Interface Builder importer sends constraints between a scroll view's edges or
/// margins and its content to the content guide, as UIKit reads them ("edges and margins attach
/// to the content area; widths, heights and centers to the frame").
///
///     let scroll = UIScrollView()
///     content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor).isActive = true
///     content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
///
/// It has no intrinsic content size (uikit-semantics.md C4).
open class UIScrollView: UIView {
  /// The size of the scrolled content, in points.
  ///
  /// Defaults to `.zero`. Strut does not derive it from ``contentLayoutGuide``; it is stored for
  /// code that reads it.
  open var contentSize: CGSize = .zero

  /// Whether the content scrolls; Strut keeps it for code and importers that read it.
  ///
  /// Defaults to `true`.
  open var isScrollEnabled = true

  /// How the scroll view turns its safe area into content insets (iOS 11).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `scrollableAxes`, and the top and bottom always: UIKit's default.
    case automatic
    /// The safe area of the axes the content scrolls along.
    case scrollableAxes
    /// No adjustment: the content lies under the unsafe areas.
    case never
    /// The safe area on every side.
    case always
  }

  /// How the scroll view turns its safe area into content insets.
  ///
  /// The insets it takes into its adjusted content inset are not passed on: the content's own
  /// safe area does not count them again. Strut does not scroll and keeps no content size, so
  /// `.automatic` and `.scrollableAxes` take the top and bottom (content that scrolls
  /// vertically), `.always` takes every side and `.never` none. Defaults to `.automatic`.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet {
      guard contentInsetAdjustmentBehavior != oldValue else { return }
      markLayoutDirty()
    }
  }

  /// A content view's safe-area insets without the sides the content inset adjustment takes:
  /// on those the scroll view keeps its content clear of the unsafe areas, however far the
  /// content reaches.
  func contentSafeAreaInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
    var insets = insets
    switch contentInsetAdjustmentBehavior {
    case .automatic, .scrollableAxes:
      insets.top = 0
      insets.bottom = 0
    case .always:
      insets = .zero
    case .never:
      break
    }
    return insets
  }

  private var storedContentLayoutGuide: UILayoutGuide?
  private var storedFrameLayoutGuide: UILayoutGuide?

  /// The guide whose edges are the content area's: its leading and top edges are the scroll
  /// view's (the content offset is zero), and its size is the content size.
  ///
  /// Made on first read and added to ``UIView/layoutGuides``; its width and height are left to
  /// the constraints of the content, as in UIKit.
  open var contentLayoutGuide: UILayoutGuide {
    if let guide = storedContentLayoutGuide { return guide }
    let guide = makeGuide("UIScrollView-contentLayoutGuide")
    NSLayoutConstraint.activate([
      guide.leftAnchor.constraint(equalTo: leftAnchor),
      guide.topAnchor.constraint(equalTo: topAnchor),
    ])
    storedContentLayoutGuide = guide
    return guide
  }

  /// The guide whose edges are the scroll view's frame, for content that must not scroll.
  ///
  /// Made on first read and added to ``UIView/layoutGuides``.
  open var frameLayoutGuide: UILayoutGuide {
    if let guide = storedFrameLayoutGuide { return guide }
    let guide = makeGuide("UIScrollView-frameLayoutGuide")
    NSLayoutConstraint.activate([
      guide.leftAnchor.constraint(equalTo: leftAnchor),
      guide.rightAnchor.constraint(equalTo: rightAnchor),
      guide.topAnchor.constraint(equalTo: topAnchor),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
    storedFrameLayoutGuide = guide
    return guide
  }

  private func makeGuide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    addLayoutGuide(guide)
    return guide
  }
}
