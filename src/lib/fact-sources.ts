/**
 * The record of the fact passes (src/data/fact-sources/<section>.yaml): for each page, which
 * sources its facts were last checked against and what that pass fixed or removed, so the next
 * pass knows where to look.
 */
import * as z from 'zod';

export const FACT_SOURCES_DIR = 'src/data/fact-sources';

export const factRecordSchema = z.strictObject({
  page: z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a site route such as /guides/build/assets'),
  sources: z.array(z.string().min(3)).min(1, 'name at least one source the page was checked against'),
  fixed: z.array(z.string().min(3)).optional(),
  removed: z.array(z.string().min(3)).optional(),
});

export const factRecordFileSchema = z.array(factRecordSchema);

export type FactRecord = z.infer<typeof factRecordSchema>;
