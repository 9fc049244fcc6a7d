#!/usr/bin/env -S node --conditions=@waybill/source
import { createInterface } from 'node:readline/promises'
import { ApiError, BatchFileError, createClient, WaybillError } from '@waybill/sdk-core'
import { StateFileError } from './fileStorage.ts'
import { readOptions, USAGE, UsageError } from './options.ts'
import { createOutput, type Output } from './output.ts'
import { type ExitCode, runBatch } from './runBatch.ts'

/** Asks a yes/no question on the terminal; anything but y or yes is no. */
async function confirm(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer = await prompt.question(`${question} [y/N] `)
    return /^y(es)?$/i.test(answer.trim())
  } finally {
    prompt.close()
  }
}

/** The exit code of a failure, printed without a stack: bad input and a refused api code are 2, the rest 1. */
function failure(error: unknown, output: Output): ExitCode {
  if (error instanceof UsageError || error instanceof StateFileError || error instanceof BatchFileError) {
    output.warn(error.message)
    return 2
  }
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    output.warn(`The courier API refused the api code: ${error.message}. Check WAYBILL_API_CODE.`)
    return 2
  }
  if (error instanceof WaybillError) {
    output.warn(`${error.message} (${error.call}). Run again to resume.`)
    return 1
  }
  output.warn(`Unexpected failure: ${error instanceof Error ? error.message : String(error)}`)
  return 1
}

/** Runs the script with the process's arguments, environment and streams; resolves the exit code. */
async function main(): Promise<ExitCode> {
  const apiCode = process.env.WAYBILL_API_CODE ?? ''
  const output = createOutput({ stdout: process.stdout, stderr: process.stderr, secrets: [apiCode.trim()] })
  const controller = new AbortController()
  const interrupt = () => {
    if (controller.signal.aborted) {
      output.warn('Quitting now: rows out are confirmed on the next run.')
      process.exit(1)
    }
    output.warn('Stopping after the request in flight (Ctrl-C again to quit now)...')
    controller.abort()
  }
  process.on('SIGINT', interrupt)
  try {
    const options = readOptions(process.argv.slice(2), process.env)
    if (options === 'help') {
      output.line(USAGE)
      return 0
    }
    if (!options.yes && !options.dryRun && !process.stdin.isTTY) {
      throw new UsageError('Not a terminal to confirm on: pass --yes to submit without asking.')
    }
    const client = createClient({ baseUrl: options.baseUrl, logger: output.logger })
    return await runBatch({ options, client, output, signal: controller.signal, confirm })
  } catch (error) {
    return failure(error, output)
  } finally {
    process.off('SIGINT', interrupt)
  }
}

process.exitCode = await main()
