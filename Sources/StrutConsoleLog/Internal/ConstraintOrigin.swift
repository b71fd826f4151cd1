/// Whether a logged constraint was made by the app or by UIKit, and why we think so, for the
/// suggestion of which one to remove.
///
/// A constraint is UIKit's when its class is one only UIKit makes (autoresizing translation,
/// content size, a view controller's layout support), when its identifier is one UIKit gives
/// (`UIView-Encapsulated-Layout-*`, `UISV-*`, margin and safe-area guides, temporary and
/// fitting sizes, keyboard and input views, a navigation bar's own layout), or when every item
/// it relates is a UIKit-private view (`_UI…`, the keyboard's and text-effects windows' views,
/// the keyboard's assistant bar). Everything else is the app's.
///
/// This differs on purpose from the engine's break policy (E7), which counts margin-guide
/// constraints as the app's because UIKit breaks them like the app's: an app cannot remove a
/// margin-guide constraint, only change the margins.
enum ConstraintOrigin: Equatable {
  case app
  /// UIKit's, with what made it, in words.
  case uikit(String)

  var isApp: Bool { self == .app }

  init(_ constraint: ConsoleLogConstraint) {
    let first = constraint.first
    switch constraint.className {
    case "NSAutoresizingMaskLayoutConstraint":
      self = .uikit("translated from the autoresizing mask of \(first.shortClassName)")
      return
    case "NSContentSizeLayoutConstraint":
      self = .uikit("the intrinsic content size of \(first.shortClassName)")
      return
    case "_UILayoutSupportConstraint":
      self = .uikit("a view controller's top or bottom layout guide")
      return
    default:
      break
    }
    if let identifier = constraint.identifier,
      let (_, meaning) = Self.identifiers.first(where: { identifier.hasPrefix($0.0) })
    {
      self = .uikit(meaning)
      return
    }
    if constraint.items.allSatisfy(Self.isPrivate) {
      self = .uikit("it relates only UIKit's private views")
      return
    }
    self = .app
  }

  /// Whether the break policy treats the constraint as UIKit's (E7 i): when it is UIKit's, but
  /// for a layout-margin guide constraint, which UIKit breaks like the app's.
  static func breaksAsUIKits(_ constraint: ConsoleLogConstraint) -> Bool {
    guard !ConstraintOrigin(constraint).isApp else { return false }
    return !marginGuides.contains { constraint.identifier?.hasPrefix($0) ?? false }
  }

  private static let marginGuides = [
    "UIView-leftMargin-guide", "UIView-rightMargin-guide", "UIView-topMargin-guide",
    "UIView-bottomMargin-guide",
  ]

  /// Identifier prefixes UIKit uses, and what they stand for.
  private static let identifiers: [(String, String)] =
    [
      ("UIView-Encapsulated-Layout-", "the size or position its container gave the view"),
      ("UISV-", "a stack view's arrangement"),
    ] + marginGuides.map { ($0, "the view's layout margins") } + [
      ("UIViewSafeAreaLayoutGuide-", "the safe area"),
      ("_UITemporaryLayout", "a temporary size UIKit sets before sizing the view"),
      ("fittingSize", "systemLayoutSizeFitting's target size"),
      ("UIInputWindowController-", "UIKit's keyboard and input views"),
      ("UIButtonBar.", "UIKit's keyboard and input views"),
      ("UIKB", "UIKit's keyboard and input views"),
      ("assistantView.", "UIKit's keyboard and input views"),
      ("assistantHeight", "UIKit's keyboard and input views"),
      ("accessoryView.", "UIKit's keyboard and input views"),
      // A navigation bar's own layout (iOS 13 and later): its item content guide, the back
      // button (BIB) and its mask, the content buttons (CB).
      ("UINav", "UIKit's navigation bar"),
      ("BIB_", "UIKit's navigation bar"),
      ("CB_", "UIKit's navigation bar"),
      ("Mask_", "UIKit's navigation bar"),
      ("MaskEV_", "UIKit's navigation bar"),
      ("_UI", "UIKit's own layout"),
    ]

  /// UIKit's private views: `_UI…` classes and the keyboard's and text-effects windows' views.
  static func isPrivate(_ item: ConsoleLogItem) -> Bool {
    let name = item.shortClassName
    if name.hasPrefix("_UI") { return true }
    return [
      "UIInputSetContainerView", "UIInputSetHostView", "UITextEffectsWindow",
      "UIKeyboardAssistantBar", "UIRemoteKeyboardWindow", "UIKBCompatInputView",
      "UIKeyboardLayoutStar", "UIInputWindowControllerHostingItem", "UIStatusBar",
      "UIStatusBarWindow", "SystemInputAssistantView", "TUISystemInputAssistantView",
    ].contains(name)
  }
}
