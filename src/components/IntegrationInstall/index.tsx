/**
 * The install command of an integration page, from its `package` front matter (the same
 * fact the catalog shows), with optional extra packages.
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PackageInstall from '@site/src/components/PackageInstall';

type Props = {extra?: string};

export default function IntegrationInstall({extra = ''}: Props): ReactNode {
  const {frontMatter} = useDoc();
  const pkg = (frontMatter as {package?: string}).package;
  if (!pkg) throw new Error('IntegrationInstall needs `package` in the page front matter');
  return <PackageInstall packages={`${pkg} ${extra}`} />;
}
