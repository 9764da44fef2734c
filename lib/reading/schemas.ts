import { z } from 'zod';
import { READING_SOURCES } from './source';

// The API's word for who read a document, on the readings of POST /contracts/analyze and
// POST /expenses/analyze-receipt and on GET /contracts/status.

export const readingSourceSchema = z.enum(READING_SOURCES).meta({
  id: 'ReadingSource',
  description:
    "Who read the file: 'ai', the AI provider; 'ocr', this server's own text recognition and rules (a PDF's " +
    'text is read directly). Either way the fields are a proposal to check before saving.',
});
