import { describe, expect, it } from 'vitest'
import { photoFileName, photoKind } from './photoFile.ts'

const bytes = (...values: number[]) => Buffer.from(values)

describe('photoKind', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['pdf', Buffer.from('%PDF-1.7\n')],
  ])('reads a %s by its first bytes (part 1 §9 upload types: jpeg, png, pdf)', (kind, data) => {
    expect(photoKind(data)).toBe(kind)
  })

  it.each([
    ['a gif', Buffer.from('GIF89a....')],
    ['a text file named .jpg', Buffer.from('hello, not a photo')],
    ['an html page', Buffer.from('<html><script>alert(1)</script>')],
    ['a bare jpeg signature', bytes(0xff, 0xd8, 0xff)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s (part 1 §5: jpeg, png and pdf only)', (_, data) => {
    expect(photoKind(data)).toBeUndefined()
  })
})

describe('photoFileName', () => {
  it.each([
    ['box.jpeg', 'jpeg', 'box.jpg'],
    ['C:\\shots\\Box 1 (front).JPEG', 'jpeg', 'Box-1-front.jpg'],
    ['/home/me/label.png', 'png', 'label.png'],
    ['invoice.png', 'pdf', 'invoice.pdf'],
    ['..', 'png', 'photo.png'],
    ['%2e%2e/ "quote".pdf', 'pdf', 'quote.pdf'],
    ['été à Québec.jpg', 'jpeg', 't-Qu-bec.jpg'],
    ['', 'jpeg', 'photo.jpg'],
  ] as const)('names %j as %s %s: safe in a path, the extension by its kind', (uploaded, kind, name) => {
    expect(photoFileName(uploaded, kind)).toBe(name)
  })

  it('keeps at most 60 characters before the extension', () => {
    expect(photoFileName(`${'a'.repeat(59)} b c.png`, 'png')).toBe(`${'a'.repeat(59)}.png`)
  })
})
