import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Components are rendered in tests the way the site compiles them: the automatic JSX runtime.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A skipped test is a defect here: fail the run if any test is skipped or marked todo.
    allowOnly: false,
    passWithNoTests: false,
  },
});
