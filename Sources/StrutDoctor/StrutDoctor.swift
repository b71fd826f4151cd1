/// StrutDoctor explains solved layouts: analyses, reports in several formats, and pictures.
enum StrutDoctor {}
