/** The portal's build version, from its package.json (vite.config.ts); `meta.json` carries the same. */
declare const __PORTAL_VERSION__: string
