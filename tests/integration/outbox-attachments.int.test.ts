import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'

/** Outbox mode (no SMTP server) keeps a mail's attachments with it (issue 46 item 6). */
let payload: Payload
let close: () => Promise<void>

beforeAll(async () => {
  delete process.env.SMTP_HOST
  ;({ payload, close } = await createTestPayload())
})
afterAll(async () => close?.())

describe('the outbox', () => {
  it("keeps a kept mail's attachment, byte for byte", async () => {
    expect((payload.email as { name?: string }).name).toBe('outbox')
    const pdf = Buffer.from('%PDF-1.4 receipt')
    await payload.sendEmail({
      to: 'donor@example.org',
      subject: 'Your receipt',
      text: 'Attached.',
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: pdf }],
    })
    const [row] = (
      await payload.find({ collection: 'outbox', where: { subject: { equals: 'Your receipt' } } })
    ).docs
    expect(row?.attachments).toEqual([
      { filename: 'receipt.pdf', contentType: 'application/pdf', base64: pdf.toString('base64') },
    ])
  })
})
