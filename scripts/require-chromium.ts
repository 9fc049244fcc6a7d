// Guard before the end-to-end tests (ARCHITECTURE §8): Playwright drives the system Chromium, at
// CHROMIUM_PATH or /usr/bin/chromium. Without one, stop with a one-line hint instead of a stack trace.

import { accessSync, constants, statSync } from 'node:fs'

const defaultPath = '/usr/bin/chromium'

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

const candidates = [process.env.CHROMIUM_PATH, defaultPath].filter((path): path is string => Boolean(path))

if (!candidates.some(isExecutableFile)) {
  console.error(
    `Chromium not found at ${defaultPath}: install it with 'sudo apt-get install -y chromium' (Debian) or set CHROMIUM_PATH.`,
  )
  process.exitCode = 1
}
