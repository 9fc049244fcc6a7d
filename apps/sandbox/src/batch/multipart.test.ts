import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MultipartError, multipartBoundary, parseMultipart } from './multipart.ts'

/** Encodes parts the way a browser does, through the platform's own FormData and Request. */
async function encode(form: FormData): Promise<{ body: Buffer; boundary: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const boundary = multipartBoundary(request.headers.get('content-type') ?? '')
  if (!boundary) throw new Error('no boundary')
  return { body: Buffer.from(await request.arrayBuffer()), boundary }
}

const raw = (text: string) => Buffer.from(text.replaceAll('\n', '\r\n'))

describe('multipartBoundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['Multipart/Form-Data; charset=utf-8; boundary="a b:c"', 'a b:c'],
    ['multipart/form-data', undefined],
    ['application/json; boundary=abc', undefined],
    [undefined, undefined],
    [`multipart/form-data; boundary=${'x'.repeat(71)}`, undefined],
  ])('reads %j as %j', (header, boundary) => {
    expect(multipartBoundary(header)).toBe(boundary)
  })
})

describe('parseMultipart (RFC 7578)', () => {
  it('reads the file and text fields FormData sends, byte for byte', async () => {
    const bytes = new Uint8Array([0, 13, 10, 45, 45, 255, 1])
    const form = new FormData()
    form.append('api_key', 'k-123')
    form.append('file', new Blob([bytes], { type: 'text/csv' }), 'orders "march".csv')
    const { body, boundary } = await encode(form)
    const [key, file] = parseMultipart(body, boundary)
    expect(key).toMatchObject({ name: 'api_key', filename: undefined })
    expect(key?.data.toString()).toBe('k-123')
    expect(file).toMatchObject({ name: 'file', contentType: 'text/csv' })
    expect(file?.filename).toBe('orders "march".csv')
    expect([...(file?.data ?? [])]).toEqual([...bytes])
  })

  it('round-trips any field values and file bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.uint8Array({ maxLength: 300 }),
        async (text, bytes) => {
          const form = new FormData()
          form.append('note', text)
          form.append('file', new Blob([bytes]), 'a.csv')
          const { body, boundary } = await encode(form)
          const [note, file] = parseMultipart(body, boundary)
          expect(note?.data.toString()).toBe(text.replace(/\r?\n|\r/g, '\r\n'))
          expect([...(file?.data ?? [])]).toEqual([...bytes])
        },
      ),
    )
  })

  it('keeps backslashes of a Windows path in a filename as they are', () => {
    const body = raw('--b\nContent-Disposition: form-data; name="file"; filename="C:\\x\\a.csv"\n\nx\n--b--')
    expect(parseMultipart(body, 'b')[0]?.filename).toBe('C:\\x\\a.csv')
  })

  it('ignores a preamble and an epilogue, and reads an RFC 5987 filename*', () => {
    const body = raw(
      'preamble\n--b\nContent-Disposition: form-data; name="file"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv\n\nx\n--b--\nepilogue',
    )
    expect(parseMultipart(body, 'b')).toEqual([
      { name: 'file', filename: 'résumé.csv', contentType: undefined, data: Buffer.from('x') },
    ])
  })

  it.each([
    ['no boundary at all', 'hello'],
    ['no closing boundary', '--b\nContent-Disposition: form-data; name="a"\n\nvalue'],
    ['no Content-Disposition', '--b\nContent-Type: text/plain\n\nvalue\n--b--'],
    ['no field name', '--b\nContent-Disposition: form-data; filename="a.csv"\n\nvalue\n--b--'],
    ['a header line without a colon', '--b\nContent-Disposition: form-data; name="a"\nnonsense\n\nv\n--b--'],
    ['garbage after a boundary', '--bXYZ\nContent-Disposition: form-data; name="a"\n\nv\n--b--'],
    ['no end of headers', '--b\nContent-Disposition: form-data; name="a"'],
  ])('throws a MultipartError for %s', (_, text) => {
    expect(() => parseMultipart(raw(text), 'b')).toThrow(MultipartError)
  })

  it('caps the number of parts and the size of headers', () => {
    const part = '--b\nContent-Disposition: form-data; name="a"\n\nv\n'
    expect(() => parseMultipart(raw(`${part.repeat(3)}--b--`), 'b', { maxParts: 2 })).toThrow(
      /more than 2 parts/,
    )
    const long = `--b\nContent-Disposition: form-data; name="a"\nX-Pad: ${'p'.repeat(200)}\n\nv\n--b--`
    expect(() => parseMultipart(raw(long), 'b', { maxHeaderBytes: 100 })).toThrow(MultipartError)
  })

  it('throws only MultipartError on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const body = Buffer.concat([Buffer.from('--b\r\n'), Buffer.from(bytes)])
        try {
          parseMultipart(body, 'b')
        } catch (error) {
          expect(error).toBeInstanceOf(MultipartError)
        }
      }),
    )
  })
})
