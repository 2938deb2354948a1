import {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

export default function CopyButton({code}: {code: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <>
      <button type="button" className={styles.copy} onClick={copy} aria-label="Copy code to clipboard" title="Copy">
        {status === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className="sr-only" role="status">
        {status === 'copied' ? 'Code copied to the clipboard' : status === 'failed' ? 'Could not copy the code' : ''}
      </span>
    </>
  );
}
