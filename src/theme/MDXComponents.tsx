/**
 * Registers the authoring components once, so pages use them without imports. The install
 * components (PackageInstall, IntegrationInstall, CommandTabs) are not here: they become Tabs at
 * build time (src/plugins/install-tabs).
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ApiSymbol from '@site/src/components/ApiSymbol';
import LifecycleBadge from '@site/src/components/LifecycleBadge';
import Diagram from '@site/src/components/Diagram';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ApiSymbol,
  LifecycleBadge,
  Diagram,
};
