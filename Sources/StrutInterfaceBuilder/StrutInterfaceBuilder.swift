/// StrutInterfaceBuilder reads Interface Builder files (`.xib`, `.storyboard`) into Strut view trees.
enum StrutInterfaceBuilder {}
