/**
 * The local courier API sandbox: a real HTTP server on node:sqlite implementing the wire contract of
 * `@waybill/sdk-core/wire`, with seeded accounts and fault injection (ARCHITECTURE §7).
 *
 * @packageDocumentation
 */
export type { Charge } from './db/accounts.ts'
export type { Fault, FaultTarget } from './faults.ts'
export type { Sandbox, SandboxOptions } from './sandbox.ts'
export { startSandbox } from './sandbox.ts'
export { seededRandom } from './seededRandom.ts'
export type { SimulatorControl, SimulatorMode, SimulatorOptions, StepOptions } from './simulator/simulator.ts'
