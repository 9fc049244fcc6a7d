import type { ApiBaseUrlSetting } from '../api/wire/portalConfig.ts'

/**
 * The courier API's base URL for a page (part 1 §7: "The base host depends on the page host (staging, production
 * or a local address)"), from `config.json`'s `apiBaseUrl`: absent, the page's own origin; one URL, that URL for
 * every page; a map, the entry of the page's host with its port (`localhost:4390`), else of its host name
 * (`portal.courier.example`), else `"*"`. Host names match in any case. Undefined when the map has no entry for
 * the page. The URL comes back without a trailing slash.
 *
 * @example
 * ```ts
 * const setting = { 'portal.courier.example': 'https://api.courier.example', '*': 'https://staging-api.courier.example' }
 * apiBaseUrlFor(setting, 'https://portal.courier.example/login') // 'https://api.courier.example'
 * ```
 */
export function apiBaseUrlFor(setting: ApiBaseUrlSetting | undefined, pageUrl: string): string | undefined {
  const page = new URL(pageUrl)
  const chosen = typeof setting === 'object' ? entryFor(setting, page) : (setting ?? page.origin)
  return chosen?.replace(/\/+$/, '')
}

function entryFor(hosts: Readonly<Record<string, string>>, page: URL): string | undefined {
  const byHost = new Map(Object.entries(hosts).map(([host, url]) => [host.toLowerCase(), url]))
  return byHost.get(page.host) ?? byHost.get(page.hostname) ?? byHost.get('*')
}

/** Whether a host is this machine's loopback: pages and APIs there are trustworthy over plain http. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}
