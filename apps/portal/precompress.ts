import { readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** What is worth compressing: text. Images and fonts are compressed already; source maps are for devtools only. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt'])
/** Below this, the headers weigh more than the saving (the same floor as nginx's `gzip_min_length` advice). */
const MIN_BYTES = 1024

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin beside every text file of the build, so
 * that a server sends them with no work per request (the sandbox's static files and nginx's `brotli_static` /
 * `gzip_static` do). A twin that would not be smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'waybill-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      const files = Object.keys(bundle).filter((name) => TEXT.has(extname(name)))
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name)
          const source = await readFile(path)
          if (source.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: 9 }),
          ])
          if (br.length < source.length) await writeFile(`${path}.br`, br)
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz)
        }),
      )
    },
  }
}
