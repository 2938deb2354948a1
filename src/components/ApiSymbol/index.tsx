/**
 * Frames one API entry (rendered from data by the api-reference remark plugin): its kind, its
 * lifecycle badge and notice, and a button that copies the entry's permalink.
 */
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  kind: string;
  anchor: string;
  lifecycle?: 'preview' | 'beta' | 'superseded' | 'deprecated';
  since?: string;
  useInstead?: string;
  lifecycleNote?: string;
  children: ReactNode;
};

const STAGE_TEXT: Record<NonNullable<Props['lifecycle']>, string> = {
  preview: 'Preview: the API may change in any release and is not ready for production use.',
  beta: 'Beta: the API is usable but may still change in minor releases.',
  superseded: 'Superseded: a newer API is preferred; this one keeps working.',
  deprecated: 'Deprecated: it will be removed in a future release.',
};

function CopyLink({anchor}: {anchor: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() => {
        const url = `${window.location.origin}${window.location.pathname}#${anchor}`;
        void navigator.clipboard?.writeText(url).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2000);
        });
      }}>
      {copied ? 'Link copied' : 'Copy link'}
      <span className="sr-only" aria-live="polite">
        {copied ? `Link to ${anchor} copied to the clipboard` : ''}
      </span>
    </button>
  );
}

export default function ApiSymbol({kind, anchor, lifecycle, since, useInstead, lifecycleNote, children}: Props): ReactNode {
  return (
    <div className={clsx(styles.entry, lifecycle && styles[lifecycle])} data-api-symbol={anchor}>
      <div className={styles.meta}>
        <span className={styles.kind}>{kind}</span>
        {lifecycle && (
          <span className={clsx(styles.badge, styles[`badge_${lifecycle}`])}>
            {lifecycle}
            {since && ` since ${since}`}
          </span>
        )}
        <CopyLink anchor={anchor} />
      </div>
      {lifecycle && (
        <p className={styles.notice} role="note">
          {STAGE_TEXT[lifecycle]}
          {useInstead && <> Use <code>{useInstead}</code> instead.</>}
          {lifecycleNote && <> {lifecycleNote}</>}
        </p>
      )}
      {children}
    </div>
  );
}
