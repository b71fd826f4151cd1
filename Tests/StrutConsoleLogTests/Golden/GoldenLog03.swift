/// The expected reports for the corpus log 03-label-padding-vs-width-1.txt, as `strut log` prints them.
enum GoldenLog03 {
  /// The text report.
  static let text = #"""
    Log, lines 3-16: 4 constraints, multi-line header (iOS 9.3+), [LayoutConstraints] (iOS 10+)
    Four required constraints on the horizontal layout of UILabel 'Leo Nicholson', UIView 0x7fa012015410 and UIImageView 0x7fa01201c080 cannot all hold at once.

      #1  line 9: H:|-(10)-[UILabel'Leo Nicholson']
          wants the leading edge of UILabel 'Leo Nicholson' to be 10 pt after the leading edge of its superview UIView 0x7fa012015410
      #2  line 10: H:[UILabel'Leo Nicholson']-(11)-|   [UIKit broke it]
          wants the trailing edge of UILabel 'Leo Nicholson' to be 11 pt before the trailing edge of its superview UIView 0x7fa012015410
          after the break: the trailing edge of UILabel 'Leo Nicholson' is 9 pt after the trailing edge of its superview UIView 0x7fa012015410
      #3  line 11: UIImageView.width == 1   [Strut breaks it]
          wants UIImageView 0x7fa01201c080 to be 1 pt wide
      #4  line 12: UIImageView.width == UIView.width
          wants UIImageView 0x7fa01201c080 to be as wide as UIView 0x7fa012015410

    Strut: the same mutually exclusive set as UIKit (4 of 4).
    UIKit broke #2 (H:[UILabel'Leo Nicholson']-(11)-|). Strut's break policy (E7) breaks #3 (UIImageView.width == 1) instead.

    Layout after UIKit's break of #2:
      UILabel 'Leo Nicholson'      x 10, y 0, width 0, height 0   in UIView 0x7fa012015410
      UIView 0x7fa012015410        x 0, y 0, width 1, height 0
      UIImageView 0x7fa01201c080   x 0, y 0, width 1, height 0

    Suggestion: remove #2, or lower its priority to 999 so it gives way when the others cannot all hold.
      - UIKit already broke it, so the layout on screen is the one without it: removing it keeps that layout and silences the log.
    Diagnostics:
      line 16: note: the log ends after the broken constraint, without the debugger hint lines

    Outside the logs:
      lines 1-2: note: not part of an 'Unable to simultaneously satisfy constraints' log; ignored

    Summary: 1 log; Strut's conflict matches UIKit's in 1 of 1, its break in 0 of 1 where UIKit's is known.

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
            "break": "different",
            "set": "equal",
            "setMatches": true,
            "strutOnly": [],
            "unnecessary": []
          },
          "constraints": [
            {
              "address": "0x618000090ef0",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 10,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7fa01200b390",
                "class": "UILabel",
                "layoutGuide": false,
                "text": "Leo Nicholson"
              },
              "firstAttribute": "leading",
              "holdsAfterBreak": true,
              "identifier": null,
              "inConflict": true,
              "line": 9,
              "madeByUIKit": null,
              "multiplier": 1,
              "notation": "visualFormat",
              "number": 1,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x7fa012015410",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "secondAttribute": "leading",
              "source": null,
              "superview": {
                "accessibilityIdentifier": null,
                "address": "0x7fa012015410",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "text": "<NSLayoutConstraint:0x618000090ef0 H:|-(10)-[UILabel:0x7fa01200b390'Leo Nicholson']   (active, names: '|':UIView:0x7fa012015410 )>",
              "wants": "wants the leading edge of UILabel 'Leo Nicholson' to be 10 pt after the leading edge of its superview UIView 0x7fa012015410"
            },
            {
              "address": "0x618000092750",
              "afterBreak": "the trailing edge of UILabel 'Leo Nicholson' is 9 pt after the trailing edge of its superview UIView 0x7fa012015410",
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": -11,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7fa01200b390",
                "class": "UILabel",
                "layoutGuide": false,
                "text": "Leo Nicholson"
              },
              "firstAttribute": "trailing",
              "holdsAfterBreak": false,
              "identifier": null,
              "inConflict": true,
              "line": 10,
              "madeByUIKit": null,
              "multiplier": 1,
              "notation": "visualFormat",
              "number": 2,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x7fa012015410",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "secondAttribute": "trailing",
              "source": null,
              "superview": {
                "accessibilityIdentifier": null,
                "address": "0x7fa012015410",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "text": "<NSLayoutConstraint:0x618000092750 H:[UILabel:0x7fa01200b390'Leo Nicholson']-(11)-|   (active, names: '|':UIView:0x7fa012015410 )>",
              "wants": "wants the trailing edge of UILabel 'Leo Nicholson' to be 11 pt before the trailing edge of its superview UIView 0x7fa012015410"
            },
            {
              "address": "0x618000090fe0",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 1,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7fa01201c080",
                "class": "UIImageView",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "width",
              "holdsAfterBreak": true,
              "identifier": null,
              "inConflict": true,
              "line": 11,
              "madeByUIKit": null,
              "multiplier": 1,
              "notation": "equation",
              "number": 3,
              "priority": 1000,
              "relation": "==",
              "second": null,
              "secondAttribute": "notAnAttribute",
              "source": null,
              "superview": null,
              "text": "<NSLayoutConstraint:0x618000090fe0 UIImageView:0x7fa01201c080.width == 1   (active)>",
              "wants": "wants UIImageView 0x7fa01201c080 to be 1 pt wide"
            },
            {
              "address": "0x618000094550",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 0,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7fa01201c080",
                "class": "UIImageView",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "width",
              "holdsAfterBreak": true,
              "identifier": null,
              "inConflict": true,
              "line": 12,
              "madeByUIKit": null,
              "multiplier": 1,
              "notation": "equation",
              "number": 4,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x7fa012015410",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "secondAttribute": "width",
              "source": null,
              "superview": null,
              "text": "<NSLayoutConstraint:0x618000094550 UIImageView:0x7fa01201c080.width == UIView:0x7fa012015410.width   (active)>",
              "wants": "wants UIImageView 0x7fa01201c080 to be as wide as UIView 0x7fa012015410"
            }
          ],
          "diagnostics": [
            {
              "lastLine": 16,
              "line": 16,
              "message": "the log ends after the broken constraint, without the debugger hint lines",
              "severity": "note"
            }
          ],
          "explanation": {
            "breaking": "UIKit broke #2 (H:[UILabel'Leo Nicholson']-(11)-|). Strut's break policy (E7) breaks #3 (UIImageView.width == 1) instead.",
            "layoutAfter": "after UIKit's break of #2",
            "notes": [],
            "suggestion": {
              "action": "remove #2, or lower its priority to 999 so it gives way when the others cannot all hold",
              "number": 2,
              "reasons": [
                "UIKit already broke it, so the layout on screen is the one without it: removing it keeps that layout and silences the log"
              ]
            },
            "summary": "Four required constraints on the horizontal layout of UILabel 'Leo Nicholson', UIView 0x7fa012015410 and UIImageView 0x7fa01201c080 cannot all hold at once."
          },
          "frames": [
            {
              "address": "0x7fa01200b390",
              "container": "UIView 0x7fa012015410",
              "height": 0,
              "name": "UILabel 'Leo Nicholson'",
              "width": 0,
              "x": 10,
              "y": 0
            },
            {
              "address": "0x7fa012015410",
              "container": null,
              "height": 0,
              "name": "UIView 0x7fa012015410",
              "width": 1,
              "x": 0,
              "y": 0
            },
            {
              "address": "0x7fa01201c080",
              "container": null,
              "height": 0,
              "name": "UIImageView 0x7fa01201c080",
              "width": 1,
              "x": 0,
              "y": 0
            }
          ],
          "header": {
            "autoresizingNote": false,
            "kind": "multiLine",
            "layoutConstraintsCategory": true,
            "line": 3,
            "prefix": "2017-01-23 02:38:10.855425 DisplaySwitcher_Example[9356:1465466]"
          },
          "lines": {
            "first": 3,
            "last": 16
          },
          "partial": false,
          "printedCount": 4,
          "strut": {
            "broken": 3,
            "conflict": [
              1,
              2,
              3,
              4
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
            "broken": 2,
            "brokenText": "<NSLayoutConstraint:0x618000092750 H:[UILabel:0x7fa01200b390'Leo Nicholson']-(11)-|   (active, names: '|':UIView:0x7fa012015410 )>"
          },
          "unreadableLines": []
        }
      ],
      "partial": false,
      "summary": {
        "breakMatches": 0,
        "breaksCompared": 1,
        "logs": 1,
        "partialLogs": 0,
        "setMatches": 1
      }
    }

    """#
}
