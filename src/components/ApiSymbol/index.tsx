/**
 * Frames one API entry (rendered from data by the api-reference remark plugin): its kind, its
 * lifecycle badge and notice, and a button that copies the entry's permalink.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useCopyStatus} from '@site/src/hooks/use-copy-status';
import LifecycleBadge, {type LifecycleStage} from '@site/src/components/LifecycleBadge';
import styles from './styles.module.css';

type Props = {
  kind: string;
  anchor: string;
  lifecycle?: LifecycleStage;
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
  const [status, copy] = useCopyStatus();
  return (
    <button
      type="button"
      className={styles.copy}
      data-pagefind-ignore="all"
      onClick={() => copy(`${window.location.origin}${window.location.pathname}#${anchor}`)}
    >
      {status === 'copied' ? 'Link copied' : 'Copy link'}
      <span className="sr-only" aria-live="polite">
        {status === 'copied' ? `Link to ${anchor} copied to the clipboard` : status === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </button>
  );
}

export default function ApiSymbol({kind, anchor, lifecycle, since, useInstead, lifecycleNote, children}: Props): ReactNode {
  return (
    <div className={clsx(styles.entry, lifecycle && styles[lifecycle])} data-api-symbol={anchor}>
      <div className={styles.meta}>
        <span className={styles.kind}>{kind}</span>
        {lifecycle && <LifecycleBadge stage={lifecycle} since={since} />}
        <CopyLink anchor={anchor} />
      </div>
      {lifecycle && (
        <p className={styles.notice} role="note">
          {STAGE_TEXT[lifecycle]}
          {useInstead && (
            <>
              {' '}
              Use <code>{useInstead}</code> instead.
            </>
          )}
          {lifecycleNote && <> {lifecycleNote}</>}
        </p>
      )}
      {children}
    </div>
  );
}
