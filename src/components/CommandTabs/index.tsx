/**
 * Shell commands shown for uv and for pip, as synced tabs: the reader's choice is remembered
 * across pages (Docusaurus stores a tab group's choice in localStorage).
 */
import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

export const PACKAGE_MANAGER_GROUP = 'python-package-manager';

type Props = {
  /** The command(s) with uv. */
  uv: string;
  /** The same command(s) with pip and a plain virtual environment. */
  pip: string;
};

export default function CommandTabs({uv, pip}: Props): ReactNode {
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP} queryString={false}>
      <TabItem value="uv" label="uv" default>
        <CodeBlock language="bash">{uv.trim()}</CodeBlock>
      </TabItem>
      <TabItem value="pip" label="pip">
        <CodeBlock language="bash">{pip.trim()}</CodeBlock>
      </TabItem>
    </Tabs>
  );
}
