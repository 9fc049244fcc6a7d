import { beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_MAX_BYTES, photoProblem } from '../../src/api/photos.ts'
import { createClient } from '../../src/client.ts'
import { messages } from '../../src/domain/messages.ts'
import { fromOrderRecord } from '../../src/draft/fromOrderRecord.ts'
import { createOrderDraft } from '../../src/draft/orderDraft.ts'
import { toOrderSubmission } from '../../src/draft/toOrderSubmission.ts'
import type { OrderDraft } from '../../src/draft/types.ts'
import { ApiError, ContractError, ValidationError } from '../../src/http/errors.ts'
import { memoryStorage } from '../../src/session/storage.ts'
import { COMPLETE_DRAFT, NOW, SUBMISSION_CONTEXT } from '../draftFixtures.ts'
import { countingFetch, silentLogger, useSandbox } from './fixtures.ts'

const sandbox = useSandbox()
const client = (options: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({ baseUrl: sandbox().url, logger: silentLogger, retry: false, ...options })

let apiCode = ''
beforeAll(async () => {
  apiCode = await client().auth.login(sandbox().demo)
})

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d])
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n')
const blob = (bytes: Uint8Array<ArrayBuffer>, type = '') => new Blob([bytes], { type })

describe('photos.upload (part 1 §3 Images, §6 image upload; POST /api/web/{product}/image)', () => {
  it('stores a jpeg and answers the absolute URL it is served at, with no api code in it', async () => {
    const { url } = await client().photos.upload(apiCode, blob(JPEG, 'image/jpeg'), 'Box 1 (front).jpeg')
    const served = new URL(url)
    expect(served.origin).toBe(sandbox().url)
    expect(served.pathname).toBe('/api/web/delivery/image/Box-1-front.jpg')
    expect(served.searchParams.get('token')).toMatch(/^[0-9a-f]{32}$/)
    expect(url).not.toContain(apiCode)
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPEG)
  })

  it.each([
    ['a png', PNG, 'label.png', 'image/png', '/label.png'],
    ['a pdf', PDF, 'invoice.pdf', 'application/pdf', '/invoice.pdf'],
    ['a png named .jpg (the first bytes decide)', PNG, 'shot.jpg', 'image/png', '/shot.png'],
  ])('serves %s with its content type (part 1 §9 upload types)', async (_, bytes, name, type, ending) => {
    const { url } = await client().photos.upload(apiCode, blob(bytes), name)
    expect(new URL(url).pathname.endsWith(ending)).toBe(true)
    const res = await fetch(url)
    expect(res.headers.get('content-type')).toBe(type)
  })

  it.each([
    [
      'a gif',
      new TextEncoder().encode('GIF89a......'),
      'anim.gif',
      422,
      'The file must be a jpeg, png or pdf file.',
    ],
    ['an html page named .jpg', new TextEncoder().encode('<html>hi</html>'), 'x.jpg', 422, undefined],
    ['an empty file', new Uint8Array(0), 'empty.png', 422, 'The file is empty.'],
  ])('refuses %s with the server text (part 1 §5)', async (_, bytes, name, status, text) => {
    const error = await client()
      .photos.upload(apiCode, blob(bytes), name)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status })
    if (text) expect((error as ApiError).message).toBe(text)
  })

  it('refuses a file over 10 MiB before sending anything; the server answers 413 with a text', async () => {
    const fetch = countingFetch()
    const big = blob(new Uint8Array(PHOTO_MAX_BYTES + 1))
    const error = await client({ fetch })
      .photos.upload(apiCode, big, 'big.jpg')
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).sections[0]?.message).toBe(messages.photoTooLarge)
    expect(fetch.calls).toEqual([])
    const form = new FormData()
    form.append('file', new Blob([JPEG, new Uint8Array(PHOTO_MAX_BYTES)]), 'big.jpg')
    form.append('api_code', apiCode)
    const res = await globalThis.fetch(`${sandbox().url}/api/web/delivery/image`, {
      method: 'POST',
      body: form,
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The file may not be greater than 10 MiB.' })
  })

  it('is sent once, never retried, and answers an unknown api code with 401', async () => {
    sandbox().inject({ path: '/api/web/delivery/image', method: 'POST', kind: 'status', status: 503 })
    const fetch = countingFetch()
    await expect(
      client({ fetch, retry: {} }).photos.upload(apiCode, blob(JPEG), 'a.jpg'),
    ).rejects.toMatchObject({
      status: 503,
    })
    expect(fetch.calls).toEqual(['/api/web/delivery/image'])
    await expect(client().photos.upload('0'.repeat(64), blob(JPEG), 'a.jpg')).rejects.toMatchObject({
      status: 401,
    })
  })

  it.each([['javascript:alert(1)'], ['data:image/png;base64,AAAA'], ['not a url']])(
    'breaks the contract when the answer url is %s (it becomes an image source)',
    async (url) => {
      sandbox().inject({ path: '/api/web/delivery/image', kind: 'status', status: 200, body: { url } })
      await expect(client().photos.upload(apiCode, blob(JPEG), 'a.jpg')).rejects.toBeInstanceOf(ContractError)
    },
  )

  it('takes a path answer on the API base', async () => {
    sandbox().inject({
      path: '/api/web/delivery/image',
      kind: 'status',
      status: 200,
      body: { url: '/p/a.jpg' },
    })
    expect(await client().photos.upload(apiCode, blob(JPEG), 'a.jpg')).toEqual({
      url: `${sandbox().url}/p/a.jpg`,
    })
  })
})

describe('GET /api/web/{product}/image/{name}?token (the served photo)', () => {
  it('answers 404 for an unknown token or another name, 422 for a malformed token, 400 without one', async () => {
    const { url } = await client().photos.upload(apiCode, blob(PNG), 'label.png')
    const token = new URL(url).searchParams.get('token') ?? ''
    const base = `${sandbox().url}/api/web/delivery/image`
    expect((await fetch(`${base}/label.png?token=${'0'.repeat(32)}`)).status).toBe(404)
    expect((await fetch(`${base}/other.png?token=${token}`)).status).toBe(404)
    expect((await fetch(`${base}/label.png?token=xyz`)).status).toBe(422)
    expect((await fetch(`${base}/label.png`)).status).toBe(400)
    expect((await fetch(`${base}/label.png?token=${token}`)).status).toBe(200)
  })
})

describe('photoProblem (part 1 §5, §9: jpeg, png and pdf only; 10 MB)', () => {
  it.each([
    [{ type: 'image/jpeg', size: 10 }, null],
    [{ type: 'application/pdf', size: PHOTO_MAX_BYTES }, null],
    [{ type: 'image/gif', size: 10 }, messages.photoTypeInvalid],
    [{ type: '', size: 10 }, messages.photoTypeInvalid],
    [{ type: 'image/png', size: PHOTO_MAX_BYTES + 1 }, messages.photoTooLarge],
  ])('%j → %s', (file, problem) => {
    expect(photoProblem(file)).toBe(problem)
  })
})

describe('a photo end to end: attach, upload, reload, submit (part 1 §3 Images, Locally persisted state)', () => {
  it('photoUploaded replaces the local photo by its URL: it survives a reload and is sent as images', async () => {
    const storage = memoryStorage()
    const draft = createOrderDraft({ defaultInsuranceValue: 100, now: () => NOW, storage })
    draft.load({ ...COMPLETE_DRAFT, uuid: `photo-${Date.now()}` })
    const local = { name: 'box.jpg', type: 'image/jpeg', url: 'blob:http://portal.test/1' }
    const pending = { name: 'label.png', type: 'image/png', url: 'blob:http://portal.test/2' }
    draft.addPhotos([local, pending])
    // No order while a photo is on its way: it would be lost (validateDraft 'photos').
    expect(() => toOrderSubmission(draft.getSnapshot(), SUBMISSION_CONTEXT)).toThrow(ValidationError)

    const { url } = await client().photos.upload(apiCode, blob(JPEG, 'image/jpeg'), local.name)
    expect(draft.photoUploaded(local.url, url)).toBe(true)
    expect(draft.getSnapshot().photos).toEqual([{ ...local, url }, pending])
    await Promise.resolve()

    const restored = createOrderDraft({ defaultInsuranceValue: 100, now: () => NOW, storage })
    expect(restored.getSnapshot().photos).toEqual([{ ...local, url }])
    expect(restored.droppedPhotos()).toEqual([{ uuid: restored.getSnapshot().uuid, name: 'label.png' }])

    expect(() => toOrderSubmission(draft.getSnapshot(), SUBMISSION_CONTEXT)).toThrow(ValidationError)
    draft.removePhoto(pending.url)
    const order = toOrderSubmission(draft.getSnapshot(), SUBMISSION_CONTEXT)
    expect(order.images).toEqual([url])
    const created = await client().orders.create(apiCode, order)
    expect(created.id).toBeGreaterThan(0)
    expect(created.photos).toEqual([url])
    expect((await fetch(url)).status).toBe(200)
  })

  it('an order created with images answers them as its photos, listed too, and its edit keeps them', async () => {
    const urls = await Promise.all([
      client().photos.upload(apiCode, blob(JPEG, 'image/jpeg'), 'front.jpg'),
      client().photos.upload(apiCode, blob(PDF, 'application/pdf'), 'invoice.pdf'),
    ]).then((answers) => answers.map((answer) => answer.url))
    const photos = [
      { name: 'front.jpg', type: 'image/jpeg', url: urls[0] ?? '' },
      { name: 'invoice.pdf', type: 'application/pdf', url: urls[1] ?? '' },
    ]
    const draft: OrderDraft = { ...COMPLETE_DRAFT, uuid: `photos-${Date.now()}`, photos }
    const created = await client().orders.create(apiCode, toOrderSubmission(draft, SUBMISSION_CONTEXT))
    expect(created.photos).toEqual(urls)

    const page = await client().dashboard.page(apiCode, {
      view: 3,
      pageIndex: 0,
      pageSize: 100,
      search: String(created.id),
    })
    const listed = page.orders.find((order) => order.id === created.id)
    if (!listed) throw new Error(`order ${created.id} is not listed`)
    expect(listed.photos).toEqual(urls)
    const edit = fromOrderRecord(listed, { purpose: 'edit', defaultInsuranceValue: 100 })
    expect(edit.photos.map(({ type, url }) => [type, url])).toEqual([
      ['image/jpeg', urls[0]],
      ['application/pdf', urls[1]],
    ])
  })

  it('photoUploaded changes nothing for a photo removed meanwhile or a URL that is not http(s)', () => {
    const draft = createOrderDraft({ defaultInsuranceValue: 100, now: () => NOW })
    const local = { name: 'box.jpg', type: 'image/jpeg', url: 'blob:1' }
    draft.addPhotos([local])
    expect(draft.photoUploaded('blob:1', 'data:image/jpeg;base64,AAAA')).toBe(false)
    expect(draft.photoUploaded('blob:2', 'https://cdn.test/a.jpg')).toBe(false)
    draft.removePhoto('blob:1')
    expect(draft.photoUploaded('blob:1', 'https://cdn.test/a.jpg')).toBe(false)
    expect(draft.getSnapshot().photos).toEqual([])
  })
})
