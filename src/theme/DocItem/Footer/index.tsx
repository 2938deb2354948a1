/** The doc footer (edit link, last update) followed by the feedback control. */
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
