/** "Last updated on Nov 22, 2026": the classic theme's line, with a date formatted without Intl. */
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatDay} from '@site/src/lib/dates';

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated
      {lastUpdatedAt && (
        <>
          {' on '}
          <b>
            <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
              {formatDay(lastUpdatedAt)}
            </time>
          </b>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
