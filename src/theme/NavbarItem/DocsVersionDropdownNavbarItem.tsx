/**
 * The version menu of a site that publishes one version: the button names that version and the
 * menu leads to the changelog and the compatibility page (config/navbar.ts). The classic theme's
 * item also lists each version, linked to the current page in that version, which needs the docs
 * plugin's list of every page (kept out of main.js by src/plugins/docs-content); with one version
 * that entry only pointed back at the page being read. Publishing a second version needs the
 * classic item back: the build fails with this file's name until then.
 */
import type {ReactNode} from 'react';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

export default function DocsVersionDropdownNavbarItem({
  docsPluginId,
  dropdownItemsBefore,
  dropdownItemsAfter,
  // The menu lists no version, so nothing in it is the active version.
  dropdownActiveClassDisabled: _activeClassDisabled,
  versions: _versions,
  ...props
}: Props): ReactNode {
  const versions = useVersions(docsPluginId);
  const [only] = versions;
  if (!only || versions.length > 1) {
    throw new Error(
      `src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx shows one published version, and the docs have ${versions.length}: restore the classic theme's item (and the docs list that src/plugins/docs-content leaves out of the global data).`,
    );
  }
  return <DropdownNavbarItem {...props} label={only.label} items={[...dropdownItemsBefore, ...dropdownItemsAfter]} />;
}
