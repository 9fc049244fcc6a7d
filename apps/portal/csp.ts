// The Content-Security-Policy of the portal's pages for a config.json (docs/guides/deploying.md), for a static
// host's configuration (docs/guides/nginx/portal.conf):
//   npm run csp -w @waybill/portal -- path/to/config.json
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { checkPortalConfigFile } from '@waybill/sdk-core/internal'
import { portalContentSecurityPolicy } from '@waybill/sdk-core/wire'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const [path] = process.argv.slice(2)
if (path === undefined) fail('Usage: npm run csp -w @waybill/portal -- path/to/config.json')
// npm runs the script in apps/portal: a relative path is the caller's.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), path)
let text: string
try {
  text = readFileSync(file, 'utf8')
} catch {
  fail(`${file} could not be read.`)
}
let json: unknown
try {
  json = JSON.parse(text)
} catch (error) {
  fail(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`)
}
const checked = checkPortalConfigFile(json)
if (!checked.ok) fail(`${file} is not a valid config.json:\n- ${checked.problems.join('\n- ')}`)
console.info(portalContentSecurityPolicy(checked.file))
