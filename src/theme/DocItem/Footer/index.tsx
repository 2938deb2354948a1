/** The doc footer (last update, and the edit link when a repository is set) followed by the feedback control. */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import PageFeedback from '@site/src/components/PageFeedback';

export default function FooterWrapper(): ReactNode {
  return (
    <>
      <Footer />
      <PageFeedback />
    </>
  );
}
