/// The expected reports for SyntheticLogs.twoLogs, as `strut log` prints them.
enum GoldenTwoLogs {
  /// The text report.
  static let text = #"""
    Log 1 of 2, lines 1-17: 4 constraints, multi-line header (iOS 9.3+), [LayoutConstraints] (iOS 10+)
    Four required constraints on the horizontal layout of UIView 0x7f01 and UIView 0x7f00 cannot all hold at once.

      #1  line 7: 'card-width' UIView.width == 300   [UIKit broke it; Strut breaks it]
          wants UIView 0x7f01 to be 300 pt wide
          after the break: UIView 0x7f01 is 280 pt wide
      #2  line 8: H:|-(20)-[UIView]
          wants the leading edge of UIView 0x7f01 to be 20 pt after the leading edge of its superview UIView 0x7f00
      #3  line 9: H:[UIView]-(20)-|
          wants the trailing edge of UIView 0x7f01 to be 20 pt before the trailing edge of its superview UIView 0x7f00
      #4  line 10: 'UIView-Encapsulated-Layout-Width' UIView.width == 320
          wants UIView 0x7f00 to be 320 pt wide
          made by UIKit: the size or position its container gave the view

    Strut: the same mutually exclusive set as UIKit (4 of 4).
    UIKit broke #1 ('card-width' UIView.width == 300). Strut's break policy (E7) breaks #1 too.

    Layout after UIKit's break of #1:
      UIView 0x7f01   x 20, y 0, width 280, height 0   in UIView 0x7f00
      UIView 0x7f00   x 0, y 0, width 320, height 0

    Suggestion: remove #1, or lower its priority to 999 so it gives way when the others cannot all hold.
      - UIKit already broke it, so the layout on screen is the one without it: removing it keeps that layout and silences the log.
      - the app made it, while #4 is UIKit's own and cannot be removed by the app.
    Notes:
      - 'UIView-Encapsulated-Layout-Width' is the width the container (a table view, collection view or presentation) gave UIView 0x7f00, 320 pt; a cell is often given an estimate such as 44 before it is measured. The constraints inside must be able to take that size, so one of them should give way (priority 999).

    Log 2 of 2, lines 19-24: 2 constraints, no header - PARTIAL: some lines could not be read or rebuilt
    Strut finds no conflict: the one constraint it could read can hold; the lines that could not be read most likely hold the rest of the conflict.

      #1  line 20: UIButton'Buy'.height == 44   [UIKit broke it]
          wants UIButton 'Buy' to be 44 pt tall
      (line 21 could not be read)

    Strut: no conflict among the constraints it rebuilt (1). UIKit's list holds more: line 21 could not be read.
    UIKit broke #1 (UIButton'Buy'.height == 44). Strut breaks nothing.

    Layout as solved (nothing broken):
      UIButton 'Buy'   x 0, y 0, width 0, height 44

    Suggestion: remove #1, or lower its priority to 999 so it gives way when the others cannot all hold.
      - UIKit already broke it, so the layout on screen is the one without it: removing it keeps that layout and silences the log.
    Diagnostics:
      line 19: note: the log has no 'Unable to simultaneously satisfy constraints' headline; read from its constraint list
      line 21: error: the constraint description is cut off: expected it to end with '>"' (read: '<NSLayoutConstraint:0x600006 UIButton:0x7f02'Buy'.height ==…')
      line 24: note: the log ends after the broken constraint, without the debugger hint lines

    Outside the logs:
      line 18: note: not part of an 'Unable to simultaneously satisfy constraints' log; ignored

    Summary: 2 logs (1 partial); Strut's conflict matches UIKit's in 1 of 2, its break in 1 of 1 where UIKit's is known.

    """#

  /// The JSON report.
  static let json = #"""
    {
      "diagnostics": [
        {
          "lastLine": 18,
          "line": 18,
          "message": "not part of an 'Unable to simultaneously satisfy constraints' log; ignored",
          "severity": "note"
        }
      ],
      "logs": [
        {
          "comparison": {
            "break": "same",
            "set": "equal",
            "setMatches": true,
            "strutOnly": [],
            "unnecessary": []
          },
          "constraints": [
            {
              "address": "0x600001",
              "afterBreak": "UIView 0x7f01 is 280 pt wide",
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 300,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7f01",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "width",
              "holdsAfterBreak": false,
              "identifier": "card-width",
              "inConflict": true,
              "line": 7,
              "madeByUIKit": null,
              "multiplier": 1,
              "notation": "equation",
              "number": 1,
              "priority": 1000,
              "relation": "==",
              "second": null,
              "secondAttribute": "notAnAttribute",
              "source": null,
              "superview": null,
              "text": "<NSLayoutConstraint:0x600001 'card-width' UIView:0x7f01.width == 300   (active)>",
              "wants": "wants UIView 0x7f01 to be 300 pt wide"
            },
            {
              "address": "0x600002",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 20,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7f01",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "leading",
              "holdsAfterBreak": true,
              "identifier": null,
              "inConflict": true,
              "line": 8,
              "madeByUIKit": null,
              "multiplier": 1,
              "notation": "visualFormat",
              "number": 2,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x7f00",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "secondAttribute": "leading",
              "source": null,
              "superview": {
                "accessibilityIdentifier": null,
                "address": "0x7f00",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "text": "<NSLayoutConstraint:0x600002 H:|-(20)-[UIView:0x7f01]   (active, names: '|':UIView:0x7f00 )>",
              "wants": "wants the leading edge of UIView 0x7f01 to be 20 pt after the leading edge of its superview UIView 0x7f00"
            },
            {
              "address": "0x600003",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": -20,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7f01",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "trailing",
              "holdsAfterBreak": true,
              "identifier": null,
              "inConflict": true,
              "line": 9,
              "madeByUIKit": null,
              "multiplier": 1,
              "notation": "visualFormat",
              "number": 3,
              "priority": 1000,
              "relation": "==",
              "second": {
                "accessibilityIdentifier": null,
                "address": "0x7f00",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "secondAttribute": "trailing",
              "source": null,
              "superview": {
                "accessibilityIdentifier": null,
                "address": "0x7f00",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "text": "<NSLayoutConstraint:0x600003 H:[UIView:0x7f01]-(20)-|   (active, names: '|':UIView:0x7f00 )>",
              "wants": "wants the trailing edge of UIView 0x7f01 to be 20 pt before the trailing edge of its superview UIView 0x7f00"
            },
            {
              "address": "0x600004",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 320,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7f00",
                "class": "UIView",
                "layoutGuide": false,
                "text": null
              },
              "firstAttribute": "width",
              "holdsAfterBreak": true,
              "identifier": "UIView-Encapsulated-Layout-Width",
              "inConflict": true,
              "line": 10,
              "madeByUIKit": "the size or position its container gave the view",
              "multiplier": 1,
              "notation": "equation",
              "number": 4,
              "priority": 1000,
              "relation": "==",
              "second": null,
              "secondAttribute": "notAnAttribute",
              "source": null,
              "superview": null,
              "text": "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Width' UIView:0x7f00.width == 320   (active)>",
              "wants": "wants UIView 0x7f00 to be 320 pt wide"
            }
          ],
          "diagnostics": [],
          "explanation": {
            "breaking": "UIKit broke #1 ('card-width' UIView.width == 300). Strut's break policy (E7) breaks #1 too.",
            "layoutAfter": "after UIKit's break of #1",
            "notes": [
              "'UIView-Encapsulated-Layout-Width' is the width the container (a table view, collection view or presentation) gave UIView 0x7f00, 320 pt; a cell is often given an estimate such as 44 before it is measured. The constraints inside must be able to take that size, so one of them should give way (priority 999)."
            ],
            "suggestion": {
              "action": "remove #1, or lower its priority to 999 so it gives way when the others cannot all hold",
              "number": 1,
              "reasons": [
                "UIKit already broke it, so the layout on screen is the one without it: removing it keeps that layout and silences the log",
                "the app made it, while #4 is UIKit's own and cannot be removed by the app"
              ]
            },
            "summary": "Four required constraints on the horizontal layout of UIView 0x7f01 and UIView 0x7f00 cannot all hold at once."
          },
          "frames": [
            {
              "address": "0x7f01",
              "container": "UIView 0x7f00",
              "height": 0,
              "name": "UIView 0x7f01",
              "width": 280,
              "x": 20,
              "y": 0
            },
            {
              "address": "0x7f00",
              "container": null,
              "height": 0,
              "name": "UIView 0x7f00",
              "width": 320,
              "x": 0,
              "y": 0
            }
          ],
          "header": {
            "autoresizingNote": false,
            "kind": "multiLine",
            "layoutConstraintsCategory": true,
            "line": 1,
            "prefix": "2024-05-01 09:00:00.000 Demo[1:2]"
          },
          "lines": {
            "first": 1,
            "last": 17
          },
          "partial": false,
          "printedCount": 4,
          "strut": {
            "broken": 1,
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
            "complete": true,
            "headerPath": "UIKitCore/UIView.h",
            "hint": "symbolicBreakpoint"
          },
          "uikit": {
            "broken": 1,
            "brokenText": "<NSLayoutConstraint:0x600001 'card-width' UIView:0x7f01.width == 300   (active)>"
          },
          "unreadableLines": []
        },
        {
          "comparison": {
            "break": "strutBreaksNothing",
            "set": "noConflict",
            "setMatches": false,
            "strutOnly": [],
            "unnecessary": []
          },
          "constraints": [
            {
              "address": "0x600005",
              "afterBreak": null,
              "autoresizingMask": null,
              "class": "NSLayoutConstraint",
              "constant": 44,
              "first": {
                "accessibilityIdentifier": null,
                "address": "0x7f02",
                "class": "UIButton",
                "layoutGuide": false,
                "text": "Buy"
              },
              "firstAttribute": "height",
              "holdsAfterBreak": true,
              "identifier": null,
              "inConflict": false,
              "line": 20,
              "madeByUIKit": null,
              "multiplier": 1,
              "notation": "equation",
              "number": 1,
              "priority": 1000,
              "relation": "==",
              "second": null,
              "secondAttribute": "notAnAttribute",
              "source": null,
              "superview": null,
              "text": "<NSLayoutConstraint:0x600005 UIButton:0x7f02'Buy'.height == 44   (active)>",
              "wants": "wants UIButton 'Buy' to be 44 pt tall"
            }
          ],
          "diagnostics": [
            {
              "lastLine": 19,
              "line": 19,
              "message": "the log has no 'Unable to simultaneously satisfy constraints' headline; read from its constraint list",
              "severity": "note"
            },
            {
              "lastLine": 21,
              "line": 21,
              "message": "the constraint description is cut off: expected it to end with '>\"' (read: '<NSLayoutConstraint:0x600006 UIButton:0x7f02'Buy'.height ==…')",
              "severity": "error"
            },
            {
              "lastLine": 24,
              "line": 24,
              "message": "the log ends after the broken constraint, without the debugger hint lines",
              "severity": "note"
            }
          ],
          "explanation": {
            "breaking": "UIKit broke #1 (UIButton'Buy'.height == 44). Strut breaks nothing.",
            "layoutAfter": "as solved (nothing broken)",
            "notes": [],
            "suggestion": {
              "action": "remove #1, or lower its priority to 999 so it gives way when the others cannot all hold",
              "number": 1,
              "reasons": [
                "UIKit already broke it, so the layout on screen is the one without it: removing it keeps that layout and silences the log"
              ]
            },
            "summary": "Strut finds no conflict: the one constraint it could read can hold; the lines that could not be read most likely hold the rest of the conflict."
          },
          "frames": [
            {
              "address": "0x7f02",
              "container": null,
              "height": 44,
              "name": "UIButton 'Buy'",
              "width": 0,
              "x": 0,
              "y": 0
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
            "first": 19,
            "last": 24
          },
          "partial": true,
          "printedCount": 2,
          "strut": {
            "broken": null,
            "conflict": [],
            "furtherConflicts": [],
            "unrebuilt": []
          },
          "trailer": {
            "complete": false,
            "headerPath": null,
            "hint": "none"
          },
          "uikit": {
            "broken": 1,
            "brokenText": "<NSLayoutConstraint:0x600005 UIButton:0x7f02'Buy'.height == 44   (active)>"
          },
          "unreadableLines": [
            21
          ]
        }
      ],
      "partial": true,
      "summary": {
        "breakMatches": 1,
        "breaksCompared": 1,
        "logs": 2,
        "partialLogs": 1,
        "setMatches": 1
      }
    }

    """#
}
