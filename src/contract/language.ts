import { z } from 'zod';

/** The interface languages the product ships strings for (src/i18n); a school offers some of them (`Languages`). */
export const LanguageCode = z.enum(['en', 'hi']);
export type LanguageCode = z.infer<typeof LanguageCode>;
