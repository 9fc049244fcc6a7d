import { createConfig } from '../../rollup.config.mjs'

export default createConfig({
  packageDir: import.meta.dirname,
  input: { index: 'src/index.ts' },
  // plugins: [css()] — the CSS hook: see createConfig in the root rollup.config.mjs.
})
