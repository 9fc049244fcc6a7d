/**
 * The wire contract of the courier API: superstruct schemas of what each call sends and receives, in the
 * server's own snake_case shape. The sandbox validates requests against these; the client checks responses.
 *
 * @packageDocumentation
 */
export * from './account.ts'
export * from './auth.ts'
export * from './catalog.ts'
export * from './common.ts'
export * from './names.ts'
