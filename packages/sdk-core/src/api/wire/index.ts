/**
 * The wire contract of the courier API: superstruct schemas of what each call sends and receives, in the
 * server's own snake_case shape. The sandbox validates requests against these; the client checks responses.
 * Beside them, the portal's `config.json` (`PortalConfigFile`) and the content security policy a server sends with
 * the portal for it (`portalContentSecurityPolicy`): a file and a header the static host serves, as it serves
 * `meta.json`.
 *
 * @example
 * ```ts
 * import { is } from 'superstruct'
 * import { SizeCategoriesResponse } from '@waybill/sdk-core/wire'
 *
 * const answer = await (await fetch('http://127.0.0.1:4317/api/web/size-category')).json()
 * console.info(is(answer, SizeCategoriesResponse)) // true: the sandbox keeps the contract
 * ```
 *
 * @packageDocumentation
 */

export * from './account.ts'
export * from './accountUpdates.ts'
export * from './auth.ts'
export * from './batch.ts'
export * from './cards.ts'
export * from './catalog.ts'
export * from './common.ts'
export * from './contacts.ts'
export * from './dashboard.ts'
export { MAX_FIELD_LENGTH } from './fieldLimits.ts'
export * from './fleet.ts'
export * from './geo.ts'
export * from './labels.ts'
export * from './names.ts'
export * from './orderPayload.ts'
export * from './orderRecord.ts'
export * from './orders.ts'
export * from './passwordReset.ts'
export * from './photos.ts'
export * from './places.ts'
export * from './portalConfig.ts'
export * from './portalCsp.ts'
export * from './timeOptions.ts'
export * from './tracking.ts'
export * from './version.ts'
