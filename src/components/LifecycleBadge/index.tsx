/**
 * The lifecycle label of an API symbol or parameter (preview, beta, superseded, deprecated), as
 * a badge. API entries show it beside the kind; parameter lists show it before the description.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type LifecycleStage = 'preview' | 'beta' | 'superseded' | 'deprecated';

type Props = {stage: LifecycleStage; since?: string};

export default function LifecycleBadge({stage, since}: Props): ReactNode {
  return (
    <span className={clsx(styles.badge, styles[stage])} data-lifecycle={stage}>
      {stage}
      {since && ` since ${since}`}
    </span>
  );
}
