/**
 * Console messages and failed requests the page sweep tolerates, each with its reason.
 * Keep this list short: anything here is a problem readers could see.
 */
export type AllowedProblem = {pattern: RegExp; reason: string};

export const ALLOWED_PROBLEMS: readonly AllowedProblem[] = [
  {
    pattern: /\(net::ERR_ABORTED\)$/,
    reason:
      "The sweep moves on as soon as a page has hydrated, and the browser cancels what that page was still fetching (the favicon, a link's prefetched chunks). A reader who stays sees them load; a real failure is reported with another error.",
  },
];
