/**
 * Wraps the doc layout: adds the "Copy page" menu, and honours `hide_sidebar: true` in front
 * matter (the page keeps its sidebar membership, for the navbar and page index, but renders
 * full width).
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const hideSidebar = (frontMatter as {hide_sidebar?: boolean}).hide_sidebar === true;
  return (
    <>
      {hideSidebar && (
        <Head>
          {/* Adds a class to the page's <html>, whose lang Docusaurus sets. */}
          {/* eslint-disable-next-line jsx-a11y/html-has-lang */}
          <html className="doc-no-sidebar" />
        </Head>
      )}
      <Layout {...props}>
        <CopyPageMenu />
        {props.children}
      </Layout>
    </>
  );
}
