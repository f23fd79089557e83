import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    pool: 'threads',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
