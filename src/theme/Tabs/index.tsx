/**
 * The classic theme's tabs, ejected for one change: the original remounts every tab group once
 * hydration is done, which rebuilds the DOM of each group (and re-renders its code blocks) on
 * every page load. React 18+ hydrates with the server's default tab and the layout effect in
 * useTabsContextValue then selects the reader's stored or linked tab, so no remount is needed.
 *
 * A group with a groupId names its storage key (`data-tabs-storage-key`) and each tab its value
 * (`data-tab-value`): the page template shows the reader's stored choice from the HTML, before the
 * app starts (config/ssr-template.ts), and the layout effect then agrees with it. Each panel is
 * preceded by its tab's name, shown only where all panels are (JavaScript off, or no app).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal'; // config/upstream.ts: written for Docusaurus 3.10.2
import siteStorage from '@generated/site-storage';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}
    >
      {tabValues.map(({value, label, attributes}) => (
        <li
          // TODO extract TabListItem
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          data-tab-value={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/** The panels, each after its tab's name, which shows only where every panel does (without the app). */
function TabContent({children}: {children: ReactNode}) {
  const {tabValues} = useTabs();
  return (
    <div className="margin-top--md">
      {React.Children.map(children, (panel, index) => (
        <>
          <p className="tab-panel-label without-app" data-pagefind-ignore="">
            {tabValues[index]?.label ?? tabValues[index]?.value}
          </p>
          {panel}
        </>
      ))}
    </div>
  );
}

function TabsContainer({className, storageKey, children}: {className?: string; storageKey?: string; children: ReactNode}): ReactNode {
  return (
    <div
      data-tabs-storage-key={storageKey}
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}
    >
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <TabsContainer
        className={props.className}
        // The key Docusaurus's tab storage uses (theme-common's tabsUtils), namespaced per site.
        storageKey={props.groupId ? `docusaurus.tab.${props.groupId}${siteStorage.namespace}` : undefined}
      >
        {sanitizeTabsChildren(props.children)}
      </TabsContainer>
    </TabsProvider>
  );
}
