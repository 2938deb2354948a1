/**
 * "Nov 22, 2026": a page's last-updated day, in UTC, formatted without Intl. The classic theme
 * builds an Intl.DateTimeFormat during hydration, the costliest single call on a first visit.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDay(timestamp: number): string {
  const date = new Date(timestamp);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
