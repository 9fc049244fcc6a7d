import { PhotoFileQuery } from '@waybill/sdk-core/wire'
import type { HonoRequest } from 'hono'
import { requireAccount } from '../auth/requireAccount.ts'
import { file, HttpError, json, validateQuery } from '../http.ts'
import { PHOTO_KINDS } from '../photos/photoFile.ts'
import { findPhoto, insertPhoto } from '../photos/photoStore.ts'
import { PHOTO_UPLOAD_LIMIT, readPhotoUpload } from '../photos/photoUpload.ts'
import type { Route } from '../router.ts'
import type { App } from './index.ts'

/**
 * The origin the client reached the sandbox at: its Host header (through the portal's dev proxy, the portal's own
 * origin); https only when a proxy says so.
 */
function requestOrigin(req: HonoRequest): string {
  const scheme = req.header('x-forwarded-proto') === 'https' ? 'https' : 'http'
  return `${scheme}://${new URL(req.url).host}`
}

/**
 * Photo uploads (part 1 §3 'Images', §6 'image upload'; paths ours, docs/contract/photos.md): `POST` stores a jpeg,
 * png or pdf file and answers `{ url }`, an absolute URL the `GET` serves it at, with no api code in it.
 */
export function createPhotoRoutes({ db, paths }: App): Route[] {
  const notFound = () => new HttpError(404, 'The photo could not be found.')
  return [
    {
      method: 'POST',
      path: paths.photoUpload,
      bodyLimit: PHOTO_UPLOAD_LIMIT,
      async handler(ctx) {
        const upload = await readPhotoUpload(ctx.req)
        const account = requireAccount(db, upload.apiCode)
        const token = insertPhoto(db, account.id, upload)
        const path = paths.photoFile.replace('{name}', upload.name)
        return json(200, { url: `${requestOrigin(ctx.req)}${path}?token=${token}` })
      },
    },
    {
      method: 'GET',
      path: paths.photoFile,
      handler(ctx) {
        const { token } = validateQuery(ctx.query, PhotoFileQuery)
        const photo = findPhoto(db, token)
        if (!photo || photo.name !== ctx.params.name) throw notFound()
        return file(200, photo.data, {
          'content-type': PHOTO_KINDS[photo.kind].contentType,
          'content-disposition': `inline; filename="${photo.name}"`,
          // A token's photo never changes: the browser may keep it.
          'cache-control': 'private, max-age=31536000, immutable',
        })
      },
    },
  ]
}
