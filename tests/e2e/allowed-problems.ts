/**
 * Console messages and failed requests the page sweep tolerates, each with its reason.
 * Keep this list short: anything here is a problem readers could see.
 */
export type AllowedProblem = {pattern: RegExp; reason: string};

export const ALLOWED_PROBLEMS: readonly AllowedProblem[] = [
  {
    pattern: /\(net::ERR_ABORTED\)$/,
    reason:
      'The sweep moves to the next page as soon as one has hydrated; the browser then cancels the prefetches Docusaurus started for visible links. A reader never sees these.',
  },
];
