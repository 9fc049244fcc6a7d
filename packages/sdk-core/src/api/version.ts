import type { VersionInfo } from '../domain/version.ts'
import type { Transport } from '../http/transport.ts'
import { BUILD_VERSION, VersionResponse } from './wire/version.ts'

/** The build-version check (part 1 §1): a reload is due when the served build differs from the running one. */
export interface VersionApi {
  /**
   * Reads the served build's version (part 1 §7 `GET /meta.json`) and compares it with `current`, the running
   * build's version (default `BUILD_VERSION`, '0.1.185'). The file is fetched with `cache: 'no-store'`.
   */
  check(current?: string): Promise<VersionInfo>
}

/**
 * Builds the version check over a transport; `createClient` exposes it as `client.version`. `path` is the version
 * file's path on the transport's origin (`/meta.json` beside the API, or the portal's own).
 */
export function createVersionApi(transport: Transport, path: string): VersionApi {
  return {
    async check(current = BUILD_VERSION) {
      const { version } = await transport.request({
        call: 'version.check',
        method: 'GET',
        path,
        response: VersionResponse,
        // The version file must never come from a cache: a cached copy would hide a new build.
        cache: 'no-store',
      })
      return { version, isOutdated: version.trim() !== current.trim() }
    },
  }
}
