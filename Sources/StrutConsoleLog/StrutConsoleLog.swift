/// StrutConsoleLog reads UIKit's "Unable to simultaneously satisfy constraints" console logs back
/// into the constraint systems they describe.
enum StrutConsoleLog {}
