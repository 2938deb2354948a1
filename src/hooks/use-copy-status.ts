/**
 * Copies text to the clipboard and reports how it went for a couple of seconds, for a button's
 * label and a screen-reader status. Shared by the code blocks' Copy, API entries' Copy link and
 * the page's Copy page.
 */
import {useCallback, useEffect, useState} from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export function useCopyStatus(resetAfterMs = 2000): [CopyStatus, (text: string | (() => Promise<string>)) => void] {
  const [status, setStatus] = useState<CopyStatus>('idle');

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), resetAfterMs);
    return () => window.clearTimeout(timer);
  }, [status, resetAfterMs]);

  const copy = useCallback((text: string | (() => Promise<string>)) => {
    Promise.resolve(typeof text === 'string' ? text : text())
      .then((value) => navigator.clipboard.writeText(value))
      .then(
        () => setStatus('copied'),
        () => setStatus('failed'),
      );
  }, []);

  return [status, copy];
}
