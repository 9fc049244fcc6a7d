import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type BrowserContext, expect, type Page } from '@playwright/test'
import type { PortalConfigFile } from '@waybill/sdk-core/wire'
import type { Login } from './accounts.ts'

/** The built portal (`npm run build`), as playwright.config.ts serves it. */
export const PORTAL_DIST = resolve(process.env.PORTAL_DIST ?? 'apps/portal/dist')

/** A copy of the built portal in a folder of its own. */
export interface PortalCopy {
  /** The folder holding index.html. */
  readonly root: string
  /** Deletes the copy. */
  remove(): void
}

/**
 * Copies the built portal to a temporary folder and changes only its config.json (issue 24: one build, any courier).
 * The folders are readable by all, as a web server's workers (nginx's `nobody`) need.
 */
export function copyPortal(config: PortalConfigFile | string): PortalCopy {
  const base = mkdtempSync(join(tmpdir(), 'waybill-deployed-'))
  const root = join(base, 'portal')
  cpSync(PORTAL_DIST, root, { recursive: true })
  writeFileSync(
    join(root, 'config.json'),
    typeof config === 'string' ? config : JSON.stringify(config, null, 2),
  )
  chmodSync(base, 0o755)
  return { root, remove: () => rmSync(base, { recursive: true, force: true }) }
}

/** The entry script of a copy, `/assets/index-….js`: the asset with precompressed twins. */
export function entryScript(root: string): string {
  const path = /src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(root, 'index.html'), 'utf8'))?.[1]
  if (!path) throw new Error('index.html names no /assets/index-….js')
  return path
}

/**
 * What the pages of a context do that a deployment must never do: CSP violations, and API calls to the portal's
 * own origin. Call before the first page opens.
 */
export async function watchPages(context: BrowserContext, portalOrigin: string) {
  const seen = { violations: [] as string[], apiCalls: [] as string[] }
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.violations.push(message.text())
  })
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) seen.apiCalls.push(url.origin)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return {
    ...seen,
    /** Every API call went to `apiOrigin`, none to the portal's own origin, and nothing was blocked. */
    expectClean(apiOrigin: string) {
      expect(seen.violations).toEqual([])
      expect(seen.apiCalls.length).toBeGreaterThan(0)
      expect(new Set(seen.apiCalls)).toEqual(new Set([apiOrigin]))
      expect(seen.apiCalls).not.toContain(portalOrigin)
    },
  }
}

/** Opens a protected address of the portal at `portalUrl`, is sent to login, signs in and reaches My Deliveries. */
export async function signInThrough(page: Page, portalUrl: string, login: Login): Promise<void> {
  await page.goto(`${portalUrl}/dashboard`)
  await expect(page).toHaveURL(`${portalUrl}/login`)
  await page.getByLabel('Email').fill(login.email)
  await page.getByLabel('Password', { exact: true }).fill(login.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(`${portalUrl}/dashboard`)
  await expect(page.getByRole('link', { name: 'My Deliveries' })).toBeVisible()
  await expect(page.getByRole('table')).toBeVisible()
}
