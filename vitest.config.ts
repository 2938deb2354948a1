import {defineConfig} from 'vitest/config';

export default defineConfig({
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
