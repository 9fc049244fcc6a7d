import { nonempty, string, type } from 'superstruct'
import type { WireNames } from './names.ts'

/** The portal's build version (part 1 §1, §9): what `GET /meta.json` answers while the build is current. */
export const BUILD_VERSION = '0.1.185'

/** Path of the version file (part 1 §7). */
export function versionPaths(_names: WireNames) {
  return {
    /** GET: the deployed build's version file. */
    meta: '/meta.json',
  } as const
}

/** GET /meta.json: 200 answer; version is read (part 1 §7). */
export const VersionResponse = type({ version: nonempty(string()) })
