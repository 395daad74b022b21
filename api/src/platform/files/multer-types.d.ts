// Express.Multer.File, the type of a file multer received (the tsconfig lists only jest and node types).
/// <reference types="multer" />
