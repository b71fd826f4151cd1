/// The expected reports for the corpus log 11-keyboard-assistant-bar-autoresizing-margins.txt, as `strut log` prints them.
enum GoldenLog11 {
  /// The text report.
  static let text = #"""
    Log, lines 3-13: 6 constraints, no header
    Five required constraints on the vertical layout of UIKeyboardAssistantBar 0x7fa6cb805990, _UIButtonBarStackView 0x7fa6cb820080 and UILayoutGuide 'UIViewLayoutMarginsGuide' cannot all hold at once.

      #1  line 4: h=--& v=--& UIKeyboardAssistantBar.height == 0
          wants UIKeyboardAssistantBar 0x7fa6cb805990 to be 0 pt tall
          made by UIKit: translated from the autoresizing mask of UIKeyboardAssistantBar
      #2  line 5: V:|-(0)-[_UIButtonBarStackView]
          wants the top edge of _UIButtonBarStackView 0x7fa6cb820080 to be aligned with the top edge of its superview UIKeyboardAssistantBar 0x7fa6cb805990
          made by UIKit: it relates only UIKit's private views
      #3  line 6: V:[_UIButtonBarStackView]-(0)-|
          wants the bottom edge of _UIButtonBarStackView 0x7fa6cb820080 to be aligned with the bottom edge of its superview UIKeyboardAssistantBar 0x7fa6cb805990
          made by UIKit: it relates only UIKit's private views
      #4  line 7: 'UIButtonBar.maximumAlignmentSize' _UIButtonBarButton.height == UILayoutGuide'UIViewLayoutMarginsGuide'.height   [not needed for the conflict]
          wants _UIButtonBarButton 0x7fa6c943ec80 to be as tall as UILayoutGuide 'UIViewLayoutMarginsGuide'
          made by UIKit: UIKit's keyboard and input views
      #5  line 8: 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide'UIViewLayoutMarginsGuide']-(9)-|   [UIKit broke it; Strut breaks it]
          wants the bottom edge of UILayoutGuide 'UIViewLayoutMarginsGuide' to be 9 pt above the bottom edge of its owning view _UIButtonBarStackView 0x7fa6cb820080
          made by UIKit: the view's layout margins
          after the break: the bottom edge of UILayoutGuide 'UIViewLayoutMarginsGuide' is 10 pt below the bottom edge of its owning view _UIButtonBarStackView 0x7fa6cb820080
      #6  line 9: 'UIView-topMargin-guide-constraint' V:|-(10)-[UILayoutGuide'UIViewLayoutMarginsGuide']
          wants the top edge of UILayoutGuide 'UIViewLayoutMarginsGuide' to be 10 pt below the top edge of its owning view _UIButtonBarStackView 0x7fa6cb820080
          made by UIKit: the view's layout margins

    Strut: a smaller mutually exclusive set (5 of 6); #4 is not needed for the conflict.
    UIKit broke #5 ('UIView-bottomMargin-guide-constraint' V:[UILayoutGuide'UIViewLayoutMarginsGuide']-(9)-|). Strut's break policy (E7) breaks #5 too.

    Layout after UIKit's break of #5:
      UIKeyboardAssistantBar 0x7fa6cb805990      x 0, y 0, width 0, height 0
      _UIButtonBarStackView 0x7fa6cb820080       x 0, y 0, width 0, height 0   in UIKeyboardAssistantBar 0x7fa6cb805990
      UILayoutGuide 'UIViewLayoutMarginsGuide'   x 0, y 10, width 0, height 0   in _UIButtonBarStackView 0x7fa6cb820080

    Suggestion: none; no constraint in the conflict is the app's.
    Notes:
      - Every constraint in the conflict is UIKit's own: the app did not add any of them. Such logs come from UIKit itself (an in-call status bar, a keyboard bar) or from a size the app forced on a UIKit view; there is nothing of the app's to remove.
      - UIKit also printed #4, which the conflict does not need: without it the other constraints still cannot all hold (Strut checked by rebuilding them alone). UIKit prints the constraints of the row where its engine met the conflict, which is not always a smallest set.
    Diagnostics:
      line 3: note: the log has no 'Unable to simultaneously satisfy constraints' headline; read from its constraint list
      line 13: note: the log ends after the broken constraint, without the debugger hint lines

    Outside the logs:
      lines 1-2: note: not part of an 'Unable to simultaneously satisfy constraints' log; ignored

    Summary: 1 log; Strut's conflict matches UIKit's in 1 of 1, its break in 1 of 1 where UIKit's is known.

    """#

  /// The JSON report.
  static let json = #"""
    {
      "diagnostics": [
        {
          "lastLine": 2,
          "line": 1,
          "message": "not part of an 'Unable to simultaneously satisfy constraints' log; ignored",
          "severity": "note"
        }
      ],
      "logs": [
        {
          "comparison": {
            "break": "same",
            "set": "subset",
            "setMatches": true,
            "strutOnly": [],
            "unnecessary": [
              4
            ]
          },
          "constraints": [
            {
              "address": "0x60c000298880",
              "afterBreak": null,
              "autoresizingMask": "h=--& v=--&",
              "class": "NSAutoresizingMaskLayoutConstraint",
              "constant": 0,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb805990",
                "class": "UIKeyboardAssistantBar",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "height",
              "holdsAfterBreak": true,
              "identifier": null,
              "inConflict": true,
              "line": 4,
              "madeByUIKit": "translated from the autoresizing mask of UIKeyboardAssistantBar",
              "multiplier": 1,
              "notation": "equation",
              "number": 1,
              "priority": 1000,
              "relation": "==",
              "second": null,
              "secondAttribute": "notAnAttribute",
              "source": null,
              "superview": null,
              "text": "<NSAutoresizingMaskLayoutConstraint:0x60c000298880 h=--& v=--& UIKeyboardAssistantBar:0x7fa6cb805990.height == 0   (active)>",
              "wants": "wants UIKeyboardAssistantBar 0x7fa6cb805990 to be 0 pt tall"
            },
            {
              "address": "0x608000288430",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 0,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb820080",
                "class": "_UIButtonBarStackView",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "top",
              "holdsAfterBreak": true,
              "identifier": null,
              "inConflict": true,
              "line": 5,
              "madeByUIKit": "it relates only UIKit's private views",
              "multiplier": 1,
              "notation": "visualFormat",
              "number": 2,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb805990",
                "class": "UIKeyboardAssistantBar",
                "layoutGuide": false,
                "text": null
              },
              "secondAttribute": "top",
              "source": null,
              "superview": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb805990",
                "class": "UIKeyboardAssistantBar",
                "layoutGuide": false,
                "text": null
              },
              "text": "<NSLayoutConstraint:0x608000288430 V:|-(0)-[_UIButtonBarStackView:0x7fa6cb820080]   (active, names: '|':UIKeyboardAssistantBar:0x7fa6cb805990 )>",
              "wants": "wants the top edge of _UIButtonBarStackView 0x7fa6cb820080 to be aligned with the top edge of its superview UIKeyboardAssistantBar 0x7fa6cb805990"
            },
            {
              "address": "0x6080002885c0",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 0,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb820080",
                "class": "_UIButtonBarStackView",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "bottom",
              "holdsAfterBreak": true,
              "identifier": null,
              "inConflict": true,
              "line": 6,
              "madeByUIKit": "it relates only UIKit's private views",
              "multiplier": 1,
              "notation": "visualFormat",
              "number": 3,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb805990",
                "class": "UIKeyboardAssistantBar",
                "layoutGuide": false,
                "text": null
              },
              "secondAttribute": "bottom",
              "source": null,
              "superview": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb805990",
                "class": "UIKeyboardAssistantBar",
                "layoutGuide": false,
                "text": null
              },
              "text": "<NSLayoutConstraint:0x6080002885c0 V:[_UIButtonBarStackView:0x7fa6cb820080]-(0)-|   (active, names: '|':UIKeyboardAssistantBar:0x7fa6cb805990 )>",
              "wants": "wants the bottom edge of _UIButtonBarStackView 0x7fa6cb820080 to be aligned with the bottom edge of its superview UIKeyboardAssistantBar 0x7fa6cb805990"
            },
            {
              "address": "0x60400028c800",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 0,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6c943ec80",
                "class": "_UIButtonBarButton",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "height",
              "holdsAfterBreak": true,
              "identifier": "UIButtonBar.maximumAlignmentSize",
              "inConflict": false,
              "line": 7,
              "madeByUIKit": "UIKit's keyboard and input views",
              "multiplier": 1,
              "notation": "equation",
              "number": 4,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x6080001b5d20",
                "class": "UILayoutGuide",
                "layoutGuide": true,
                "text": "UIViewLayoutMarginsGuide"
              },
              "secondAttribute": "height",
              "source": null,
              "superview": null,
              "text": "<NSLayoutConstraint:0x60400028c800 'UIButtonBar.maximumAlignmentSize' _UIButtonBarButton:0x7fa6c943ec80.height == UILayoutGuide:0x6080001b5d20'UIViewLayoutMarginsGuide'.height   (active)>",
              "wants": "wants _UIButtonBarButton 0x7fa6c943ec80 to be as tall as UILayoutGuide 'UIViewLayoutMarginsGuide'"
            },
            {
              "address": "0x6080002880c0",
              "afterBreak": "the bottom edge of UILayoutGuide 'UIViewLayoutMarginsGuide' is 10 pt below the bottom edge of its owning view _UIButtonBarStackView 0x7fa6cb820080",
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": -9,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x6080001b5d20",
                "class": "UILayoutGuide",
                "layoutGuide": true,
                "text": "UIViewLayoutMarginsGuide"
              },
              "firstAttribute": "bottom",
              "holdsAfterBreak": false,
              "identifier": "UIView-bottomMargin-guide-constraint",
              "inConflict": true,
              "line": 8,
              "madeByUIKit": "the view's layout margins",
              "multiplier": 1,
              "notation": "visualFormat",
              "number": 5,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb820080",
                "class": "_UIButtonBarStackView",
                "layoutGuide": false,
                "text": null
              },
              "secondAttribute": "bottom",
              "source": null,
              "superview": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb820080",
                "class": "_UIButtonBarStackView",
                "layoutGuide": false,
                "text": null
              },
              "text": "<NSLayoutConstraint:0x6080002880c0 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x6080001b5d20'UIViewLayoutMarginsGuide']-(9)-|   (active, names: '|':_UIButtonBarStackView:0x7fa6cb820080 )>",
              "wants": "wants the bottom edge of UILayoutGuide 'UIViewLayoutMarginsGuide' to be 9 pt above the bottom edge of its owning view _UIButtonBarStackView 0x7fa6cb820080"
            },
            {
              "address": "0x608000288020",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 10,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x6080001b5d20",
                "class": "UILayoutGuide",
                "layoutGuide": true,
                "text": "UIViewLayoutMarginsGuide"
              },
              "firstAttribute": "top",
              "holdsAfterBreak": true,
              "identifier": "UIView-topMargin-guide-constraint",
              "inConflict": true,
              "line": 9,
              "madeByUIKit": "the view's layout margins",
              "multiplier": 1,
              "notation": "visualFormat",
              "number": 6,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb820080",
                "class": "_UIButtonBarStackView",
                "layoutGuide": false,
                "text": null
              },
              "secondAttribute": "top",
              "source": null,
              "superview": {
                "accessibilityIdentifier": null,
                "address": "0x7fa6cb820080",
                "class": "_UIButtonBarStackView",
                "layoutGuide": false,
                "text": null
              },
              "text": "<NSLayoutConstraint:0x608000288020 'UIView-topMargin-guide-constraint' V:|-(10)-[UILayoutGuide:0x6080001b5d20'UIViewLayoutMarginsGuide']   (active, names: '|':_UIButtonBarStackView:0x7fa6cb820080 )>",
              "wants": "wants the top edge of UILayoutGuide 'UIViewLayoutMarginsGuide' to be 10 pt below the top edge of its owning view _UIButtonBarStackView 0x7fa6cb820080"
            }
          ],
          "diagnostics": [
            {
              "lastLine": 3,
              "line": 3,
              "message": "the log has no 'Unable to simultaneously satisfy constraints' headline; read from its constraint list",
              "severity": "note"
            },
            {
              "lastLine": 13,
              "line": 13,
              "message": "the log ends after the broken constraint, without the debugger hint lines",
              "severity": "note"
            }
          ],
          "explanation": {
            "breaking": "UIKit broke #5 ('UIView-bottomMargin-guide-constraint' V:[UILayoutGuide'UIViewLayoutMarginsGuide']-(9)-|). Strut's break policy (E7) breaks #5 too.",
            "layoutAfter": "after UIKit's break of #5",
            "notes": [
              "Every constraint in the conflict is UIKit's own: the app did not add any of them. Such logs come from UIKit itself (an in-call status bar, a keyboard bar) or from a size the app forced on a UIKit view; there is nothing of the app's to remove.",
              "UIKit also printed #4, which the conflict does not need: without it the other constraints still cannot all hold (Strut checked by rebuilding them alone). UIKit prints the constraints of the row where its engine met the conflict, which is not always a smallest set."
            ],
            "suggestion": null,
            "summary": "Five required constraints on the vertical layout of UIKeyboardAssistantBar 0x7fa6cb805990, _UIButtonBarStackView 0x7fa6cb820080 and UILayoutGuide 'UIViewLayoutMarginsGuide' cannot all hold at once."
          },
          "frames": [
            {
              "address": "0x7fa6cb805990",
              "container": null,
              "height": 0,
              "name": "UIKeyboardAssistantBar 0x7fa6cb805990",
              "width": 0,
              "x": 0,
              "y": 0
            },
            {
              "address": "0x7fa6cb820080",
              "container": "UIKeyboardAssistantBar 0x7fa6cb805990",
              "height": 0,
              "name": "_UIButtonBarStackView 0x7fa6cb820080",
              "width": 0,
              "x": 0,
              "y": 0
            },
            {
              "address": "0x6080001b5d20",
              "container": "_UIButtonBarStackView 0x7fa6cb820080",
              "height": 0,
              "name": "UILayoutGuide 'UIViewLayoutMarginsGuide'",
              "width": 0,
              "x": 0,
              "y": 10
            }
          ],
          "header": {
            "autoresizingNote": false,
            "kind": "missing",
            "layoutConstraintsCategory": false,
            "line": null,
            "prefix": null
          },
          "lines": {
            "first": 3,
            "last": 13
          },
          "partial": false,
          "printedCount": 6,
          "strut": {
            "broken": 5,
            "conflict": [
              1,
              2,
              3,
              5,
              6
            ],
            "furtherConflicts": [],
            "unrebuilt": []
          },
          "trailer": {
            "complete": false,
            "headerPath": null,
            "hint": "none"
          },
          "uikit": {
            "broken": 5,
            "brokenText": "<NSLayoutConstraint:0x6080002880c0 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x6080001b5d20'UIViewLayoutMarginsGuide']-(9)-|   (active, names: '|':_UIButtonBarStackView:0x7fa6cb820080 )>"
          },
          "unreadableLines": []
        }
      ],
      "partial": false,
      "summary": {
        "breakMatches": 1,
        "breaksCompared": 1,
        "logs": 1,
        "partialLogs": 0,
        "setMatches": 1
      }
    }

    """#
}
