import type { NextConfig } from 'next'

// @waybill/sdk-core and @waybill/widgets come in as an integrator gets them: their built dist (the packages'
// `exports`), with no transpilePackages. The api code is no build input: the route handler reads it at run time.
const config: NextConfig = {
  poweredByHeader: false,
  // `npm run typecheck` checks this app with the rest of the repository (`tsc -p examples/next-shop`); the build
  // does not again, and so never fails on another workspace's types that its tsconfig reaches.
  typescript: { ignoreBuildErrors: true },
  // `.next` by default; the end-to-end test builds into a folder of its own, so that runs do not share one.
  distDir: process.env.NEXT_SHOP_DIST_DIR ?? '.next',
}

export default config
