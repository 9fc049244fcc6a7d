import { createConfig } from '../../rollup.config.mjs'

export default createConfig({
  packageDir: import.meta.dirname,
  input: { index: 'src/index.ts' },
  // Every export is a React component or hook: a client module for React Server Components.
  clientEntries: ['index'],
  // plugins: [css()] — the CSS hook: see createConfig in the root rollup.config.mjs.
})
