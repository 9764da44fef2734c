import { z } from 'zod';

/** A file in the body of a download, for the API reference (OpenAPI: a string of bytes). */
export const binaryFile = (description: string) => z.string().meta({ description, format: 'binary' });
