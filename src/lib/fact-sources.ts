/**
 * The record of the fact passes (src/data/fact-sources/<section>.yaml): for each page, which
 * sources its facts were last checked against and what that pass fixed or removed, so the next
 * pass knows where to look.
 */
import * as z from 'zod';

export const FACT_SOURCES_DIR = 'src/data/fact-sources';

/**
 * Where a claim was read: `owner/repo path@<40-hex commit>:L<line>` (or `:L<from>-<to>`), the file
 * as it stood at that commit. The commit is the full hash, so anyone can open the exact lines.
 */
export const CLAIM_SOURCE = /^[\w.-]+\/[\w.-]+ \S+@[0-9a-f]{40}:L\d+(-\d+)?$/;

/**
 * One behaviour claim a page makes (a default, a limit, an order, "only", "always", "never",
 * "must", the version that added something), with the source line that supports it and the
 * verdict of a second reader who did not write it and tried to refute it from that source.
 */
export const claimSchema = z.strictObject({
  /** The page file's line where the claim stands. */
  line: z.number().int().positive(),
  claim: z.string().min(10),
  source: z.string().regex(CLAIM_SOURCE, 'must be "owner/repo path@<40-hex commit>:L<line>"'),
  /**
   * `1.10` when the commit is on the 1.10 line (released 1.10.0 to 1.10.15); `later` when only a
   * later copy could be read, with `why` saying why the claim still holds for 1.10.15.
   */
  version: z.enum(['1.10', 'later']),
  why: z.string().min(10).optional(),
  review: z
    .strictObject({
      verdict: z.enum(['upheld', 'refuted']),
      note: z.string().min(3).optional(),
    })
    .optional(),
});

export const factRecordSchema = z.strictObject({
  page: z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a site route such as /guides/build/assets'),
  sources: z.array(z.string().min(3)).min(1, 'name at least one source the page was checked against'),
  fixed: z.array(z.string().min(3)).optional(),
  removed: z.array(z.string().min(3)).optional(),
  claims: z.array(claimSchema).optional(),
});

export type Claim = z.infer<typeof claimSchema>;

export const factRecordFileSchema = z.array(factRecordSchema);

export type FactRecord = z.infer<typeof factRecordSchema>;
