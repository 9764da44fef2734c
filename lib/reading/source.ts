// Which reader read a document: the AI provider ('ai'), or this server's own text recognition and rules
// ('ocr'; a PDF's own text layer is used when it has one). Either reading is a proposal the worker checks.

export const READING_SOURCES = ['ai', 'ocr'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];
