/** Install one or more Python packages, with uv or pip (tabs synced with CommandTabs). */
import type {ReactNode} from 'react';
import CommandTabs from '@site/src/components/CommandTabs';

type Props = {
  /** Space-separated package names, e.g. "dagster dagster-webserver". */
  packages: string;
};

export default function PackageInstall({packages}: Props): ReactNode {
  const names = packages.trim().split(/\s+/).join(' ');
  return <CommandTabs uv={`uv add ${names}`} pip={`pip install ${names}`} />;
}
