/** The outcome of the build-version check (part 1 §1). */
export interface VersionInfo {
  /** The version the server's `meta.json` names, e.g. '0.1.185'. */
  readonly version: string
  /** The served build differs from the running one: the page should reload. */
  readonly isOutdated: boolean
}
