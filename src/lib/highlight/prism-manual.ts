/**
 * Left alone, Prism highlights every `code.language-*` element in the document once it loads,
 * rewriting DOM that React owns. This flag must be set before prism-core is evaluated.
 */
const scope = globalThis as {Prism?: {manual?: boolean}};
scope.Prism = {...scope.Prism, manual: true};

export {};
