/**
 * The "Copy page" menu: copies the page's Markdown twin, opens it, or opens the page in an
 * AI assistant with a prompt that cites its URL. "More" is a <details>: it opens from the HTML at
 * any moment (the page loader lets its summary through) and acts as a menu once the app runs
 * (src/hooks/use-details-menu.ts).
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {ASSISTANTS, assistantPrompt, markdownTwinPath, OPENS_WITHOUT_APP} from '@site/src/lib/page-tools';
import {useCopyStatus} from '@site/src/hooks/use-copy-status';
import {useDetailsMenu} from '@site/src/hooks/use-details-menu';
import styles from './styles.module.css';

export default function CopyPageMenu(): ReactNode {
  const {metadata} = useDoc();
  const [status, copy] = useCopyStatus(3000);
  const more = useDetailsMenu();
  const twin = markdownTwinPath(metadata.permalink);
  const twinText = async () => {
    const response = await fetch(twin);
    if (!response.ok) throw new Error(String(response.status));
    return response.text();
  };

  return (
    <div className={styles.menu} data-pagefind-ignore="all">
      <button type="button" className={`${styles.primary} needs-app`} onClick={() => copy(twinText)}>
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <details className={styles.more} ref={more} {...{[OPENS_WITHOUT_APP]: ''}}>
        <summary aria-label="More ways to use this page">More</summary>
        <ul className={styles.list}>
          <li>
            <a href={twin}>View as Markdown</a>
          </li>
          {ASSISTANTS.map((assistant) => (
            <li key={assistant.name}>
              <a href={assistant.url(assistantPrompt(metadata.permalink))} target="_blank" rel="noopener noreferrer">
                Open in {assistant.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <span className="sr-only" role="status">
        {status === 'copied' ? 'Page copied to the clipboard as Markdown' : status === 'failed' ? 'Could not copy the page' : ''}
      </span>
    </div>
  );
}
