import type {ReactNode} from 'react';
import {useCopyStatus} from '@site/src/hooks/use-copy-status';
import styles from './styles.module.css';

export default function CopyButton({code}: {code: string}): ReactNode {
  const [status, copy] = useCopyStatus();
  return (
    <>
      <button
        type="button"
        className={`${styles.copy} needs-app`}
        onClick={() => copy(code)}
        aria-label="Copy code to clipboard"
        title="Copy"
      >
        {status === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className="sr-only" role="status">
        {status === 'copied' ? 'Code copied to the clipboard' : status === 'failed' ? 'Could not copy the code' : ''}
      </span>
    </>
  );
}
