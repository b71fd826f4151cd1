// The constraint lines of the 14 UIStackView dumps in shared/corpus/stackview-dumps/, copied
// verbatim (header lines dropped; blank lines kept). `fill-fill.txt` is split into its two
// printings; its one full-format example line is left out.

/// Dump text by file name, as printed at the source.
enum StackViewDumps {
  static let texts: [String: String] = [
    "arranged-readme-fillEqually-leading.txt": #"""
    <'UISV-alignment' content-view-1.top == content-view-2.top>
    <'UISV-canvas-connection' UIStackView:0x7f9cf4816930.leading == content-view-1.leading>
    <'UISV-canvas-connection' H:[content-view-2]-(0)-|>
    <'UISV-canvas-connection' UIStackView:0x7f9cf4816930.top == content-view-1.top>
    <'UISV-canvas-connection' V:[_UILayoutSpacer:0x7f9cf4849f80'UISV-alignment-spanner']-(0)-|>
    <'UISV-fill-equally' content-view-2.width == content-view-1.width>
    <'UISV-spacing' H:[content-view-1]-(10)-[content-view-2]>
    <'UISV-spanning-boundary' _UILayoutSpacer:0x7f9cf4849f80'UISV-alignment-spanner'.top == content-view-1.top priority:999.5>
    <'UISV-spanning-boundary' _UILayoutSpacer:0x7f9cf4849f80'UISV-alignment-spanner'.bottom >= content-view-1.bottom>
    <'UISV-spanning-boundary' _UILayoutSpacer:0x7f9cf4849f80'UISV-alignment-spanner'.top == content-view-2.top priority:999.5>
    <'UISV-spanning-boundary' _UILayoutSpacer:0x7f9cf4849f80'UISV-alignment-spanner'.bottom >= content-view-2.bottom>
    <'UISV-spanning-fit' V:[_UILayoutSpacer:0x7f9cf4849f80'UISV-alignment-spanner'(0@51)] priority:51>
    <'UISV-ambiguity-suppression' V:[content-view-1(0@25)] priority:25>
    <'UISV-ambiguity-suppression' V:[content-view-2(0@25)] priority:25>
    """#,
    "equalCentering-fill.txt": #"""
    UISV-distributing-edge:
     _UIOLAGapGuide:0x6000001dc5c0.leading == Subview0.centerX
     _UIOLAGapGuide:0x6000001dc5c0.trailing == Subview1.centerX
     _UIOLAGapGuide:0x6000001dc2f0.leading == Subview1.centerX
     _UIOLAGapGuide:0x6000001dc2f0.trailing == Subview2.centerX

    UISV-fill-equally:
     _UIOLAGapGuide:0x6000001dc2f0.width ==_UIOLAGapGuide:0x6000001dc5c0.width priority:149

    UISV-spacing:
     H:[Subview0]-(>=0)-[Subview1]
     H:[Subview1]-(>=0)-[Subview2]

    UISV-alignment:
     Subview0.bottom == Subview1.bottom
     Subview0.bottom == Subview2.bottom
     Subview0.top == Subview1.top
     Subview0.top == Subview2.top

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == Subview0.top
     Subview0.bottom == StackView.bottom
    """#,
    "equalSpacing-fill.txt": #"""
    UISV-distributing-edge:
     H:[Subview0]-(0)-[_UIOLAGapGuide:0x6080001dbc60]
     H:[_UIOLAGapGuide:0x6080001dbc60]-(0)-[Subview1.leading]
     H:[Subview1]-(0)-[_UIOLAGapGuide:0x6080001db8a0]
     H:[_UIOLAGapGuide:0x6080001db8a0]-(0)-[Subview2.leading]

    UISV-fill-equally:
     _UIOLAGapGuide:0x6080001db8a0.width == _UIOLAGapGuide:0x6080001dbc60.width

    UISV-spacing:
     H:[Subview0]-(>=10)-[Subview1]
     H:[Subview1]-(>=10)-[Subview2]

    UISV-alignment:
     Subview0.bottom == Subview1.bottom
     Subview0.bottom == Subview2.bottom
     Subview0.top == Subview1.top
     Subview0.top == Subview2.top

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == Subview0.top
     Subview0.bottom == StackView.bottom
    """#,
    "fill-center-single-subview.txt": #"""
    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     H:[Subview0]-(0)-|
     StackView.top <= Subview0.top
     V:[Subview0]-(>=0)-|
     StackView.centerY == Subview0.centerY

    UISV-canvas-fit:
     StackView.height == 0 priority:49

    UISV-ambiguity-suppression:
     Subview0.height == 0 priority:25
    """#,
    "fill-center.txt": #"""
    UISV-alignment:
     Subview0.centerY == Subview1.centerY
     Subview0.centerY == Subview2.centerY

    UISV-spanning-boundary:
     _UILayoutSpacer.bottom >= Subview0.bottom
     _UILayoutSpacer.bottom >= Subview1.bottom
     _UILayoutSpacer.bottom >= Subview2.bottom
     _UILayoutSpacer.top <= Subview0.top
     _UILayoutSpacer.top <= Subview1.top
     _UILayoutSpacer.top <= Subview2.top

    UISV-spanning-fit:
     _UILayoutSpacer.height == 0 priority:51

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == _UILayoutSpacer.top
     _UILayoutSpacer.bottom == StackView.bottom
     StackView.centerY == Subview0.centerY

    UISV-ambiguity-suppression:
     Subview0.height == 0 priority:25
     Subview1.height == 0 priority:25
     Subview2.height == 0 priority:25

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
    "fill-fill-hidden-subview0.txt": #"""
    UISV-hiding:
     Subview0.width == 0

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(10)-[Subview2]

    UISV-alignment:
     Subview0.bottom == Subview1.bottom
     Subview0.bottom == Subview2.bottom
     Subview0.top == Subview1.top
     Subview0.top == Subview2.top

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == Subview0.top
     Subview0.bottom == StackView.bottom
    """#,
    "fill-fill-marginsRelative.txt": #"""
    UISV-alignment:
     Subview0.bottom == Subview1.bottom
     Subview0.bottom == Subview2.bottom
     Subview0.top == Subview1.top
     Subview0.top == Subview2.top

    UISV-canvas-connection:
     UIViewLayoutMarginsGuide.leading == Subview0.leading
     UIViewLayoutMarginsGuide.trailing == Subview2.trailing
     UIViewLayoutMarginsGuide.top == Subview0.top
     UIViewLayoutMarginsGuide.bottom == Subview0.bottom

    UIView-margin-guide-constraint:
     V:[UIViewLayoutMarginsGuide]-(8)-|
     H:|-(8)-[UIViewLayoutMarginsGuide]
     H:[UIViewLayoutMarginsGuide]-(8)-|
     |-(8)-[UIViewLayoutMarginsGuide]

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
    "fill-fill-vertical-baselineRelative.txt": #"""
    UISV-spacing:
     Subview1.firstBaseline == Subview0.lastBaseline + 20
     Subview2.firstBaseline == Subview1.lastBaseline + 20

    UISV-alignment:
     Subview0.leading == Subview1.leading
     Subview0.leading == Subview2.leading
     Subview0.trailing == Subview1.trailing
     Subview0.trailing == Subview2.trailing

    UISV-canvas-connection:
     StackView.top == Subview0.top
     Subview2.bottom == StackView.bottom
     StackView.leading == Subview0.leading
     Subview0.trailing == StackView.trailing
    """#,
    "fill-fill.txt#1": #"""
    UISV-alignment:
     Subview0.top == Subview1.top
     Subview0.top == Subview2.top
     Subview0.bottom == Subview1.bottom
     Subview0.bottom == Subview2.bottom

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == Subview0.top
     Subview0.bottom == StackView.bottom

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
    "fill-fill.txt#2": #"""
    UISV-alignment:
     Subview0.bottom == Subview1.bottom
     Subview0.bottom == Subview2.bottom
     Subview0.top == Subview1.top
     Subview0.top == Subview2.top

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == Subview0.top
     Subview0.bottom == StackView.bottom

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
    "fill-firstBaseline.txt": #"""
    UISV-alignment:
     Subview0.firstBaseline == Subview1.firstBaseline
     Subview0.firstBaseline == Subview2.firstBaseline

    UISV-spanning-boundary:
     _UILayoutSpacer.top <= Subview0.top
     _UILayoutSpacer.bottom >= Subview0.bottom
     _UILayoutSpacer.top <= Subview1.top
     _UILayoutSpacer.bottom >= Subview1.bottom
     _UILayoutSpacer.top <= Subview2.top
     _UILayoutSpacer.bottom >= Subview2.bottom

    UISV-spanning-fit:
     _UILayoutSpacer.height == 0 priority:51

    UISV-canvas-fit:
     StackView.height == 0 priority:49

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == _UILayoutSpacer.top
     _UILayoutSpacer.bottom == StackView.bottom

    UISV-text-width-disambiguation:
     Subview0.width == 0.333333*StackView.width priority:760
     Subview1.width == 0.333333*StackView.width priority:760
     Subview2.width == 0.333333*StackView.width priority:760

    UISV-ambiguity-suppression:
     Subview0.height == 0 priority:25
     Subview1.height == 0 priority:25
     Subview2.height == 0 priority:25

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
    "fill-lastBaseline.txt": #"""
    UISV-alignment:
     Subview0.lastBaseline == Subview1.lastBaseline
     Subview0.lastBaseline == Subview2.lastBaseline

    UISV-spanning-boundary:
     _UILayoutSpacer.top <= Subview0.top
     _UILayoutSpacer.bottom >= Subview0.bottom
     _UILayoutSpacer.top <= Subview1.top
     _UILayoutSpacer.bottom >= Subview1.bottom
     _UILayoutSpacer.top <= Subview2.top
     _UILayoutSpacer.bottom >= Subview2.bottom

    UISV-spanning-fit:
     _UILayoutSpacer.height == 0 priority:51

    UISV-canvas-fit:
     StackView.height == 0 priority:49

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == _UILayoutSpacer.top
     V:[Subview0]-(>=0)-|

    UISV-text-width-disambiguation:
     Subview0.width == 0.333333*StackView.width priority:760
     Subview1.width == 0.333333*StackView.width priority:760
     Subview2.width == 0.333333*StackView.width priority:760

    UISV-ambiguity-suppression:
     Subview0.height == 0 priority:25
     Subview1.height == 0 priority:25
     Subview2.height == 0 priority:25

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
    "fill-leading.txt": #"""
    UISV-alignment:
     Subview0.top == Subview1.top
     Subview0.top == Subview2.top

    UISV-spanning-boundary:
     _UILayoutSpacer.top == Subview0.top priority:999.5
     _UILayoutSpacer.bottom >= Subview0.bottom
     _UILayoutSpacer.top == Subview1.top priority:999.5
     _UILayoutSpacer.bottom >= Subview1.bottom
     _UILayoutSpacer.top == Subview2.top priority:999.5
     _UILayoutSpacer.bottom >= Subview2.bottom

    UISV-spanning-fit:
     _UILayoutSpacer.height == 0 priority:51

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == Subview0.top
     _UILayoutSpacer.bottom == StackView.bottom

    UISV-ambiguity-suppression:
     Subview0.height == 0 priority:25
     Subview1.height == 0 priority:25
     Subview2.height == 0 priority:25

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
    "fill-trailing.txt": #"""
    UISV-alignment:
     Subview0.bottom == Subview1.bottom
     Subview0.bottom == Subview2.bottom

    UISV-spanning-boundary:
     _UILayoutSpacer.top <= Subview0.top
     _UILayoutSpacer.top <= Subview1.top
     _UILayoutSpacer.top <= Subview2.top
     _UILayoutSpacer.bottom == Subview0.bottom priority:999.5
     _UILayoutSpacer.bottom == Subview1.bottom priority:999.5
     _UILayoutSpacer.bottom == Subview2.bottom priority:999.5

    UISV-spanning-fit:
     _UILayoutSpacer.height == 0 priority:51

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == _UILayoutSpacer.top
     Subview0.bottom == StackView.bottom

    UISV-ambiguity-suppression:
     Subview0.height == 0 priority:25
     Subview1.height == 0 priority:25
     Subview2.height == 0 priority:25

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
    "fillEqually-fill.txt": #"""
    UISV-fill-equally:
     Subview1.width == Subview0.width
     Subview2.width == Subview0.width

    UISV-alignment:
     Subview0.bottom == Subview1.bottom
     Subview0.bottom == Subview2.bottom
     Subview0.top == Subview1.top
     Subview0.top == Subview2.top

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == Subview0.top
     Subview0.bottom == StackView.bottom

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
    "fillProportionally-fill.txt": #"""
    UISV-fill-proportionally:
     Subview0.width == 0.571429*StackView.width priority:999
     Subview1.width == 0.285714*StackView.width priority:998
     Subview2.width == 0.142857*StackView.width priority:997

    Hardcoded Width (Custom Constraint):
     StackView.width == 200

    UISV-alignment:
     Subview0.bottom == Subview1.bottom
     Subview0.bottom == Subview2.bottom
     Subview0.top == Subview1.top
     Subview0.top == Subview2.top

    UISV-canvas-connection:
     StackView.leading == Subview0.leading
     Subview2.trailing == StackView.trailing
     StackView.top == Subview0.top
     Subview0.bottom == StackView.bottom

    UISV-spacing:
     H:[Subview0]-(0)-[Subview1]
     H:[Subview1]-(0)-[Subview2]
    """#,
  ]
}
