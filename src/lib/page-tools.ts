/** Links the page tools build: the Markdown twin, AI assistants, and prefilled feedback issues. */

export const SITE_URL = 'https://docs.dagster.io';
export const FEEDBACK_REPO = 'https://github.com/dagster-io/dagster';

export function markdownTwinPath(permalink: string): string {
  return permalink === '/' ? '/index.md' : `${permalink}.md`;
}

export function assistantPrompt(permalink: string): string {
  return `Read ${SITE_URL}${markdownTwinPath(permalink)} (a page of the Dagster documentation) so I can ask you questions about it.`;
}

export const ASSISTANTS = [
  {name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
] as const;

/** A prefilled issue for a reader who found the page unhelpful. */
export function feedbackIssueUrl(page: {title: string; permalink: string}): string {
  const title = `Docs feedback: ${page.title} (not helpful)`;
  const body = [`Page: ${SITE_URL}${page.permalink}`, 'Was this page helpful? No', '', 'What was missing, wrong or unclear:', ''].join(
    '\n',
  );
  const params = new URLSearchParams({title, body, labels: 'area: docs'});
  return `${FEEDBACK_REPO}/issues/new?${params.toString()}`;
}

/**
 * Marks a <details> whose native open and close is all it needs before the app (the page's More
 * menu): the page loader lets a tap on its summary through instead of holding it for the app.
 */
export const OPENS_WITHOUT_APP = 'data-opens-without-app';
