/** Registers the authoring components once, so pages use them without imports. */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CommandTabs from '@site/src/components/CommandTabs';
import PackageInstall from '@site/src/components/PackageInstall';
import ApiSymbol from '@site/src/components/ApiSymbol';
import LifecycleBadge from '@site/src/components/LifecycleBadge';
import IntegrationInstall from '@site/src/components/IntegrationInstall';
import Diagram from '@site/src/components/Diagram';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  CommandTabs,
  PackageInstall,
  ApiSymbol,
  LifecycleBadge,
  IntegrationInstall,
  Diagram,
};
