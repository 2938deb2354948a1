/** "Was this page helpful?": each answer opens a prefilled GitHub issue. No tracking. */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {feedbackIssueUrl} from '@site/src/lib/page-tools';
import styles from './styles.module.css';

export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  const page = {title: metadata.title, permalink: metadata.permalink};
  return (
    <aside className={styles.feedback} aria-label="Page feedback">
      <span>Was this page helpful?</span>
      <a className={styles.answer} href={feedbackIssueUrl(page, true)} target="_blank" rel="noopener noreferrer">
        Yes
      </a>
      <a className={styles.answer} href={feedbackIssueUrl(page, false)} target="_blank" rel="noopener noreferrer">
        No
      </a>
      <span className={styles.hint}>(opens a GitHub issue)</span>
    </aside>
  );
}
