/**
 * "Was this page helpful?": a "yes" is thanked on the spot; a "no" leads to a prefilled GitHub
 * issue, where the reader can say what was missing. No tracking.
 */
import {useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {feedbackIssueUrl} from '@site/src/lib/page-tools';
import styles from './styles.module.css';

export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  const [thanked, setThanked] = useState(false);
  const page = {title: metadata.title, permalink: metadata.permalink};
  return (
    <aside className={styles.feedback} aria-label="Page feedback">
      {thanked ? (
        <span role="status">Thanks for letting us know.</span>
      ) : (
        <>
          <span>Was this page helpful?</span>
          <button type="button" className={styles.answer} onClick={() => setThanked(true)}>
            Yes
          </button>
          <a className={styles.answer} href={feedbackIssueUrl(page)} target="_blank" rel="noopener noreferrer">
            No
          </a>
          <span className={styles.hint}>(No opens a GitHub issue)</span>
        </>
      )}
    </aside>
  );
}
