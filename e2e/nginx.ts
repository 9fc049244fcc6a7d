import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'

/** Debian's nginx (`apt-get install nginx`; `.ci/run` installs it), or `NGINX_PATH`. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** The nginx configuration docs/guides/deploying.md gives, run as it is written but for its placeholders. */
export const PORTAL_CONF = resolve('docs/guides/nginx/portal.conf')

/** A running nginx. */
export interface Nginx {
  readonly url: string
  stop(): Promise<void>
}

/** A free loopback port: bound, read, released. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

/** Answers once anything answers on `url`, or fails with what nginx said. */
async function ready(url: string, child: ChildProcess, said: () => string): Promise<void> {
  const end = Date.now() + 10_000
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${said().trim()}`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((done) => setTimeout(done, 50))
    }
  }
  throw new Error(`nginx did not answer on ${url} within 10 s: ${said().trim()}`)
}

/**
 * Starts nginx in the foreground with docs/guides/nginx/portal.conf serving `root` on a free loopback port, the
 * policy's API origin filled in. Everything nginx writes (pid, temp files; the log goes to stderr) stays in the copy's
 * folder, so that it runs as any user. Fails in one line when nginx is not installed.
 */
export async function startNginx(root: string, apiOrigin: string): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is not installed (${NGINX}): run 'sudo apt-get install nginx', or set NGINX_PATH.`)
  }
  const dir = dirname(root)
  const port = await freePort()
  const site = readFileSync(PORTAL_CONF, 'utf8')
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{ROOT}}', root)
    .replaceAll('{{API_ORIGIN}}', apiOrigin)
  writeFileSync(join(dir, 'portal.conf'), site)
  // What Debian's /etc/nginx/nginx.conf gives a site, with every path of its own in `dir`.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `${name}_temp_path ${dir}/${name};`,
  )
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      'error_log stderr warn;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temp.map((line) => `  ${line}`),
      `  include ${dir}/portal.conf;`,
      '}',
      '',
    ].join('\n'),
  )
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  await ready(url, child, () => stderr)
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGQUIT')
      }),
  }
}
