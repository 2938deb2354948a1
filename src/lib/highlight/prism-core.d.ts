/** prism-core is the same object as the `prismjs` entry, without its bundled languages. */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
