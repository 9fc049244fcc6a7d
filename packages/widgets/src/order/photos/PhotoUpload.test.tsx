import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError, memoryStorage, messages, NetworkError } from '@waybill/sdk-core'
import { createOrderDraft } from '@waybill/sdk-core/order'
import { describe, expect, it } from 'vitest'
import { TEST_API_CODE } from '../../../test/fixtures.ts'
import { newOrderDraft, ORDER_NOW } from '../../../test/orderFixtures.ts'
import { fakeObjectUrls, photoFile, photoLines, photosClient } from '../../../test/photosFixtures.ts'
import { renderSignedIn, settle } from '../../../test/render.tsx'
import { PhotoUpload } from './PhotoUpload.tsx'

async function renderUpload(draft = newOrderDraft()) {
  const fake = photosClient()
  const urls = fakeObjectUrls()
  const view = await renderSignedIn(<PhotoUpload draft={draft} objectUrls={urls} />, {
    client: fake.client,
    strict: true,
  })
  // The browser lets a user pick "All files" whatever `accept` says: the widget must word what it refuses.
  const user = userEvent.setup({ delay: null, applyAccept: false })
  const input = screen.getByLabelText('Add photos (jpeg, png or pdf)')
  return { ...fake, ...view, user, urls, draft, input }
}

const item = (name: string) => {
  const found = screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name))
  if (!found) throw new Error(`no photo item ${name}`)
  return found
}

describe('PhotoUpload (part 1 §2 photo upload, §3 Images, §5, §9 upload types)', () => {
  it('previews each chosen jpeg, png and pdf and uploads it at once with the api code', async () => {
    const { user, input, upload, uploads, draft } = await renderUpload()
    await user.upload(input, [
      photoFile('box.jpg', 'image/jpeg'),
      photoFile('invoice.pdf', 'application/pdf'),
    ])
    expect(screen.getByRole('img', { name: 'box.jpg' }).getAttribute('src')).toBe('blob:test/1')
    expect(within(item('invoice.pdf')).queryByRole('img')).toBeNull()
    expect(within(item('invoice.pdf')).getByText('PDF')).toBeTruthy()
    expect(within(item('box.jpg')).getByText(messages.photoUploading)).toBeTruthy()
    expect(upload).toHaveBeenCalledTimes(2)
    expect(uploads.map((pending) => [pending.apiCode, pending.name])).toEqual([
      [TEST_API_CODE, 'box.jpg'],
      [TEST_API_CODE, 'invoice.pdf'],
    ])
    expect(photoLines(draft)).toEqual(['box.jpg blob:test/1', 'invoice.pdf blob:test/2'])
  })

  it('swaps in the uploaded URL when the server answers, says Uploaded and lets go of the object URL', async () => {
    const { user, input, uploads, draft, urls } = await renderUpload()
    await user.upload(input, photoFile('box.jpg', 'image/jpeg'))
    await act(async () => uploads[0]?.resolve())
    expect(photoLines(draft)).toEqual(['box.jpg https://files.test/box.jpg'])
    expect(within(item('box.jpg')).getByText(messages.photoUploaded)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'box.jpg' }).getAttribute('src')).toBe(
      'https://files.test/box.jpg',
    )
    const link = screen.getByRole('link', { name: 'box.jpg' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(urls.revoked).toEqual(['blob:test/1'])
  })

  it('names the refused files and why, and attaches the others (part 1 §5: jpeg, png and pdf only)', async () => {
    const { user, input, upload, draft, urls } = await renderUpload()
    await user.upload(input, [
      photoFile('anim.gif', 'image/gif'),
      photoFile('huge.png', 'image/png', 10 * 1024 * 1024 + 1),
      photoFile('label.png', 'image/png'),
    ])
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(messages.photosRefused)
    expect(alert.textContent).toContain('anim.gif: Only jpeg, png and pdf files can be uploaded')
    expect(alert.textContent).toContain('huge.png: Only files up to 10 MB can be uploaded')
    expect(photoLines(draft)).toEqual(['label.png blob:test/1'])
    expect(upload).toHaveBeenCalledTimes(1)
    expect(urls.createObjectURL).toHaveBeenCalledTimes(1)
  })

  it("shows the server's reason for a failed upload and sends the same file again on 'Try again'", async () => {
    const { user, input, upload, uploads, draft, logger } = await renderUpload()
    const file = photoFile('box.jpg', 'image/jpeg')
    await user.upload(input, file)
    const refusal = new ApiError('photos.upload', 422, 'The file must be a jpeg, png or pdf file.')
    await act(async () => uploads[0]?.reject(refusal))
    expect(item('box.jpg').textContent).toContain('Not uploaded: The file must be a jpeg, png or pdf file.')
    expect(logger.warn).toHaveBeenCalledWith('Photo upload failed', refusal)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(upload).toHaveBeenCalledTimes(2)
    expect(upload.mock.calls[1]?.[1]).toBe(file)
    expect(within(item('box.jpg')).getByText(messages.photoUploading)).toBeTruthy()
    await act(async () => uploads[1]?.resolve())
    expect(photoLines(draft)).toEqual(['box.jpg https://files.test/box.jpg'])
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('words a lost connection with the client text', async () => {
    const { user, input, uploads } = await renderUpload()
    await user.upload(input, photoFile('box.jpg', 'image/jpeg'))
    await act(async () => uploads[0]?.reject(new NetworkError('photos.upload')))
    expect(item('box.jpg').textContent).toContain(`Not uploaded: ${messages.networkFailed}`)
  })

  it('removes a photo with its button, revokes its object URL and returns focus to the file input', async () => {
    const { user, input, uploads, draft, urls } = await renderUpload()
    await user.upload(input, [photoFile('box.jpg', 'image/jpeg'), photoFile('label.png', 'image/png')])
    await user.click(screen.getByRole('button', { name: 'Remove box.jpg' }))
    expect(photoLines(draft)).toEqual(['label.png blob:test/2'])
    expect(urls.revoked).toEqual(['blob:test/1'])
    expect(document.activeElement).toBe(input)
    // The removed photo's upload answers late: nothing comes back.
    await act(async () => uploads[0]?.resolve())
    expect(photoLines(draft)).toEqual(['label.png blob:test/2'])
  })

  it('is keyboard usable: Tab reaches the file input, then each photo button', async () => {
    const { user, input, uploads } = await renderUpload()
    await user.upload(input, photoFile('box.jpg', 'image/jpeg'))
    await act(async () => uploads[0]?.reject(new ApiError('photos.upload', 500, undefined)))
    input.blur()
    await user.tab()
    expect(document.activeElement).toBe(input)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove box.jpg' }))
  })

  it('tells which photos a reload lost until dismissed (part 1 §3 Locally persisted state)', async () => {
    const storage = memoryStorage()
    const before = createOrderDraft({ defaultInsuranceValue: 100, now: () => ORDER_NOW, storage })
    before.addPhotos([{ name: 'box.jpg', type: 'image/jpeg', url: 'blob:old/1' }])
    await settle()
    const draft = createOrderDraft({ defaultInsuranceValue: 100, now: () => ORDER_NOW, storage })
    const { user, input } = await renderUpload(draft)
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain(messages.photosDropped)
    expect(within(notice).getByRole('listitem').textContent).toContain('box.jpg')
    await user.click(within(notice).getByRole('button', { name: 'OK' }))
    expect(screen.queryByText(messages.photosDropped)).toBeNull()
    expect(draft.droppedPhotos()).toEqual([])
    expect(document.activeElement).toBe(input)
  })

  it('keeps an upload on its way across leaving the form; a photo the draft dropped is let go on leaving', async () => {
    const draft = newOrderDraft()
    const first = await renderUpload(draft)
    await first.user.upload(first.input, [
      photoFile('box.jpg', 'image/jpeg'),
      photoFile('label.png', 'image/png'),
    ])
    await act(async () => first.uploads[1]?.reject(new ApiError('photos.upload', 500, undefined)))
    draft.removePhoto('blob:test/2')
    first.unmount()
    expect(first.urls.revoked).toEqual(['blob:test/2'])
    await act(async () => first.uploads[0]?.resolve())
    expect(photoLines(draft)).toEqual(['box.jpg https://files.test/box.jpg'])
    expect(first.urls.revoked).toEqual(['blob:test/2', 'blob:test/1'])
  })

  it('marks a local photo this page cannot send any more, without a preview', async () => {
    const draft = newOrderDraft()
    draft.addPhotos([{ name: 'box.jpg', type: 'image/jpeg', url: 'blob:elsewhere/1' }])
    await renderUpload(draft)
    expect(item('box.jpg').textContent).toContain(messages.photoNotUploaded)
    expect(screen.queryByRole('img')).toBeNull()
  })
})
