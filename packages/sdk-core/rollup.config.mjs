import { createConfig } from '../../rollup.config.mjs'

export default createConfig({
  packageDir: import.meta.dirname,
  input: {
    index: 'src/index.ts',
    rules: 'src/rules.ts',
    order: 'src/order.ts',
    batch: 'src/batch/index.ts',
    internal: 'src/internal.ts',
    wire: 'src/api/wire/index.ts',
    server: 'src/server/index.ts',
    'batch-worker': 'src/batch/parse/batchWorker.ts',
  },
})
