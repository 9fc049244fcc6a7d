import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { HttpError, json, toResponse } from './http.ts'
import { filePart, readMultipart, textFields } from './multipartRequest.ts'

/** Reads `body` as an upload and answers what the readers make of it, or the refusal. */
const app = new Hono().post('/', async (c) => {
  try {
    const form = await readMultipart(c.req)
    const fields = textFields(form)
    const file = await filePart(form)
    return c.json({ fields, filename: file.filename, text: file.data.toString() })
  } catch (error) {
    if (error instanceof HttpError) return toResponse(json(error.status, { message: error.message }))
    throw error
  }
})

const upload = (body: string | FormData, type = 'multipart/form-data; boundary=zz') =>
  app.request('/', {
    method: 'POST',
    body,
    ...(typeof body === 'string' ? { headers: { 'content-type': type } } : {}),
  })

const part = (disposition: string, value: string) =>
  `--zz\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${value}\r\n`

describe('readMultipart (the uploads of part 1 §6 image upload and part 2 §7 multi-{product})', () => {
  it('reads the text fields and the one file, with its name as sent (a Windows path too)', async () => {
    const form = new FormData()
    form.append('api_key', 'k')
    form.append('file', new Blob(['a,b\n']), 'C:\\batches\\week 24.csv')
    const res = await upload(form)
    expect(await res.json()).toEqual({
      fields: { api_key: 'k' },
      filename: 'C:\\batches\\week 24.csv',
      text: 'a,b\n',
    })
  })

  it.each([
    [
      'no boundary',
      '',
      'multipart/form-data',
      415,
      'The request body must be multipart/form-data with a boundary.',
    ],
    ['JSON', '{}', 'application/json', 415, 'The request body must be multipart/form-data with a boundary.'],
    [
      'a body without its closing boundary',
      '--zz\r\nContent-Disposition: form-data; name="api_key"\r\n\r\nabc',
      undefined,
      400,
      'The multipart body is malformed: it ends before its closing boundary.',
    ],
    [
      'a body with no boundary at all',
      'hello',
      undefined,
      400,
      'The multipart body is malformed: it does not start with the boundary.',
    ],
    [
      'five parts',
      `${['a', 'b', 'c', 'd', 'e'].map((name) => part(`name="${name}"`, '1')).join('')}--zz--\r\n`,
      undefined,
      400,
      'The body has more than 4 parts.',
    ],
    [
      'a field given twice',
      `${part('name="api_key"', '1')}${part('name="api_key"', '2')}--zz--\r\n`,
      undefined,
      422,
      'The api_key field is given twice.',
    ],
    ['no file', `${part('name="api_key"', '1')}--zz--\r\n`, undefined, 422, 'The file field is required.'],
    [
      'a file field that is text',
      `${part('name="file"', 'x')}--zz--\r\n`,
      undefined,
      422,
      'The file field is required.',
    ],
    [
      'two files',
      `${part('name="file"; filename="a.csv"', 'x')}${part('name="file"; filename="b.csv"', 'y')}--zz--\r\n`,
      undefined,
      422,
      'The file field is given twice.',
    ],
  ])('refuses %s with %i and a message', async (_, body, type, status, message) => {
    const res = await upload(body, type)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({ message })
  })
})
