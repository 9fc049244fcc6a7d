import { describe, expect, it } from 'vitest'
import { startSandbox } from '../src/index.ts'
import { login } from './helpers.ts'

describe('request log', () => {
  it('never contains an api code or a password', async () => {
    const lines: string[] = []
    const sandbox = await startSandbox({ log: (line) => lines.push(line) })
    try {
      const code = await login(sandbox)
      await fetch(`${sandbox.url}/api/user/companyInfo?api_key=${code}`)
      await fetch(`${sandbox.url}/api/user/companyInfo?api_code=${code}&x=1`)
      sandbox.inject({ path: '/api/user/companyInfo', kind: 'status', status: 500 })
      await fetch(`${sandbox.url}/api/user/companyInfo?api_key=${code}`)
      await fetch(`${sandbox.url}/api/user/getMyBusinessApiCode?password=${sandbox.demo.password}`)

      expect(lines.length).toBe(5)
      for (const line of lines) {
        expect(line).not.toContain(code)
        expect(line).not.toContain(sandbox.demo.password)
      }
      expect(lines[0]).toMatch(/^POST \/api\/user\/getMyBusinessApiCode 200 \d+ms$/)
      expect(lines[1]).toMatch(/^GET \/api\/user\/companyInfo\?api_key=\*\*\* 200 \d+ms$/)
      expect(lines[2]).toMatch(/^GET \/api\/user\/companyInfo\?api_code=\*\*\*&x=1 400 \d+ms$/)
      expect(lines[3]).toMatch(/api_key=\*\*\* 500 \d+ms$/)
      expect(lines[4]).toMatch(/getMyBusinessApiCode\?password=\*\*\* 405 \d+ms$/)
    } finally {
      await sandbox.close()
    }
  })
})
