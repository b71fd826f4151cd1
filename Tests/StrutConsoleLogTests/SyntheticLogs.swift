/// Inputs written for the tests, beside the real logs of the corpus.
enum SyntheticLogs {
  /// Two logs with console output between them: a modern log where a card's fixed width fights
  /// its 20 pt insets in a 320 pt container, and a header-less log whose second line is cut off.
  static let twoLogs = """
    2024-05-01 09:00:00.000 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<NSLayoutConstraint:0x600001 'card-width' UIView:0x7f01.width == 300   (active)>",
        "<NSLayoutConstraint:0x600002 H:|-(20)-[UIView:0x7f01]   (active, names: '|':UIView:0x7f00 )>",
        "<NSLayoutConstraint:0x600003 H:[UIView:0x7f01]-(20)-|   (active, names: '|':UIView:0x7f00 )>",
        "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Width' UIView:0x7f00.width == 320   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600001 'card-width' UIView:0x7f01.width == 300   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    Feed loaded
    (
        "<NSLayoutConstraint:0x600005 UIButton:0x7f02'Buy'.height == 44   (active)>",
        "<NSLayoutConstraint:0x600006 UIButton:0x7f02'Buy'.height == 40   (act
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x600005 UIButton:0x7f02'Buy'.height == 44   (active)>
    """
}
