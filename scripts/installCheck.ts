// Issue 24 'Packages people can install': the packed tarballs installed into a new project, as an integrator
// installs them, and `consumer/check.ts` run there on the lowest Node the packages' `engines` admit (fetched
// by `npm exec node@<major>`) and on this process's Node. Called by `releaseCheck.ts` with the tarballs it packed.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { transformSync } from 'esbuild'

const root = resolve(import.meta.dirname, '..')

/**
 * The environment of an npm run in another folder: without what the npm that started this script passes down
 * about its own project (its prefix, package and lifecycle), which would point the child at this repository.
 */
function npmEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const own = /^npm_(package_|lifecycle_|command$|config_(local_prefix|prefix|global_prefix|globalconfig)$)/
  return { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !own.test(key))), ...extra }
}

/**
 * Runs a command in `cwd` and resolves with its stdout; rejects with its output on failure. Asynchronous, so that a
 * sandbox served by this process keeps answering the command.
 */
async function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const { stdout } = await promisify(execFile)(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
  return stdout
}

/** Runs npm in `cwd` (the npm that runs this script when there is one, on this Node) and returns its stdout. */
export function runNpm(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = npmEnv(),
): Promise<string> {
  const npm = process.env.npm_execpath
  return npm ? run(process.execPath, [npm, ...args], cwd, env) : run('npm', args, cwd, env)
}

/** The lowest Node major a `>=N` (or `>=N.m.p`) engines range admits; null for any other form. */
export function lowestNodeMajor(range: string | undefined): number | null {
  const match = /^>=\s*(\d+)(\.\d+){0,2}$/.exec(range?.trim() ?? '')
  return match ? Number(match[1]) : null
}

/** A packed package: its manifest and its tarball. */
export interface PackedPackage {
  readonly pkg: { readonly name: string; readonly engines?: { readonly node?: string } }
  readonly tarball: string
}

/**
 * The Node majors to run on, lowest first: the lowest major each of `packed` admits, and `current` (the consumer
 * uses every package, so a package admitting a Node its dependency does not fails there). A package whose
 * engines.node is not a `>=` range is a problem: the check could not tell which Node it promises.
 */
export function nodeMajors(
  packed: readonly PackedPackage[],
  current: number,
): { majors: number[]; problems: string[] } {
  const lowest = packed.map(({ pkg }) => ({ name: pkg.name, major: lowestNodeMajor(pkg.engines?.node) }))
  const problems = lowest
    .filter(({ major }) => major === null)
    .map(({ name }) => `${name}: engines.node must read '>=<version>' to be checked`)
  if (problems.length > 0) return { majors: [], problems }
  const majors = new Set([...lowest.map(({ major }) => major ?? current), current])
  return { majors: [...majors].sort((a, b) => a - b), problems }
}

/** What the check needs besides the tarballs: an empty folder, a running sandbox and a login of it. */
export interface InstallCheckOptions {
  readonly folder: string
  readonly sandboxUrl: string
  readonly login: { readonly email: string; readonly password: string }
}

/** The version of a package installed at the root: the check installs the same, which npm's cache holds. */
function installedVersion(name: string): string {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version
}

/** The last lines of a failed command's output, for a one-glance reason. */
function failure(error: unknown): string {
  const { stderr, stdout } = error as { stderr?: string; stdout?: string }
  const text = `${stdout ?? ''}\n${stderr ?? ''}`.trim() || String(error)
  return text.split('\n').slice(-12).join('\n')
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Installs `packed` with react into `options.folder` and runs the consumer script on each Node; the problems. */
export async function installCheck(
  packed: readonly PackedPackage[],
  options: InstallCheckOptions,
): Promise<string[]> {
  const current = Number(process.versions.node.split('.')[0])
  const { majors, problems } = nodeMajors(packed, current)
  if (problems.length > 0) return problems
  const { folder } = options
  mkdirSync(folder, { recursive: true })
  const dependencies = Object.fromEntries([
    ...packed.map(({ pkg, tarball }) => [pkg.name, `file:${tarball}`]),
    ...['react', 'react-dom'].map((name) => [name, installedVersion(name)]),
  ])
  const manifest = { name: 'waybill-install-check', private: true, type: 'module', dependencies }
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const source = readFileSync(join(import.meta.dirname, 'consumer/check.ts'), 'utf8')
  writeFileSync(join(folder, 'check.mjs'), transformSync(source, { loader: 'ts', format: 'esm' }).code)

  let started = performance.now()
  try {
    await runNpm(
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--no-package-lock'],
      folder,
    )
  } catch (error) {
    return [`npm install of the tarballs failed:\n${failure(error)}`]
  }
  console.info(`  installed the tarballs with react ${dependencies.react} in ${seconds(started)}`)
  // A package that depends on another packed one uses the packed one, not a copy npm fetched from the registry.
  const copies = packed.flatMap(({ pkg: user }) =>
    packed
      .filter(({ pkg }) => existsSync(join(folder, 'node_modules', user.name, 'node_modules', pkg.name)))
      .map(({ pkg }) => `${user.name} installed its own ${pkg.name} instead of the packed one`),
  )
  if (copies.length > 0) return copies

  const env = npmEnv({
    WAYBILL_SANDBOX_URL: options.sandboxUrl,
    WAYBILL_EMAIL: options.login.email,
    WAYBILL_PASSWORD: options.login.password,
  })
  for (const major of majors) {
    started = performance.now()
    try {
      const output =
        major === current
          ? await run(process.execPath, ['check.mjs'], folder, env)
          : await runNpm(['exec', '--yes', '--', `node@${major}`, 'check.mjs'], folder, env)
      const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { node?: string }
      if (result.node?.split('.')[0] !== String(major)) {
        problems.push(`the check meant for Node ${major} ran on Node ${result.node}`)
        continue
      }
      console.info(
        `  Node ${result.node}: the client, parseBatchFile and the widgets work (${seconds(started)})`,
      )
    } catch (error) {
      problems.push(`on Node ${major}, the installed packages fail:\n${failure(error)}`)
    }
  }
  return problems
}
