// Lint: the recommended sets of ESLint, typescript-eslint and jsx-a11y, and React's two rules of
// hooks (the React Compiler rules that eslint-plugin-react-hooks 7 adds to "recommended" are not
// adopted: this site does not use the compiler).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.build-partial/',
      '.docusaurus/',
      'node_modules/',
      'tests/fixtures/',
      'docs/',
      'static/',
      // The bench peers' build output (their sources are linted).
      'bench/peers/*/build/',
      'bench/peers/*/.docusaurus/',
      'bench/peers/*/dist/',
      'bench/peers/*/.astro/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // A leading underscore marks a parameter kept for its position or a value destructured away.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_'},
      ],
      // Scrollable regions (a code block, a wide diagram) take focus so keyboard readers can
      // scroll them, as axe's scrollable-region-focusable asks.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['img']}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn'},
  },
);
