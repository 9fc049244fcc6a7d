import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript sources through the custom export condition,
// so tests never need a build first.
const source = '@waybill/source'

export default defineConfig({
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'sdk-core',
          environment: 'node',
          include: ['packages/sdk-core/{src,test}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'widgets',
          environment: 'happy-dom',
          include: ['packages/widgets/{src,test}/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/widgets/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['apps/sandbox/{src,test}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'batch-script',
          include: ['examples/batch-script/test/**/*.test.ts'],
          // Each test starts the script as a process, some twice with delays in between: on a loaded 2-core CI
          // machine that took over the 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
    ],
  },
})
