import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '../helpers/test-payload'
import { outboxEndpoints } from '@/lib/mail/outbox-files'

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

  it('opens a kept file for the roles that read the outbox, and for nobody else', async () => {
    const pdf = Buffer.from('%PDF-1.4 receipt two')
    await payload.sendEmail({
      to: 'donor2@example.org',
      subject: 'Your second receipt',
      text: 'Attached.',
      attachments: [{ filename: 'receipt-D-7.pdf', contentType: 'application/pdf', content: pdf }],
    })
    const [row] = (
      await payload.find({
        collection: 'outbox',
        where: { subject: { equals: 'Your second receipt' } },
      })
    ).docs
    const user = async (roles: string[]) => ({
      ...(await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          email: `${roles.join('-') || 'admin'}.outbox@newegypt.example`,
          password: 'outbox-Test-2026',
          roles,
        } as never,
      })),
      collection: 'users',
    })
    const open = (as: unknown, index = 0, id = row!.id) =>
      outboxEndpoints[0]!.handler({
        payload,
        user: as,
        routeParams: { id: String(id), index: String(index) },
      } as unknown as PayloadRequest) as Promise<Response>

    const admin = await user(['admin'])
    const opened = await open(admin)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('application/pdf')
    expect(opened.headers.get('content-disposition')).toContain(
      'inline; filename="receipt-D-7.pdf"',
    )
    expect(opened.headers.get('content-security-policy')).toBe('sandbox')
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(pdf)

    expect((await open(admin, 1)).status).toBe(404)
    expect((await open(admin, 0, 999_999)).status).toBe(404)
    expect((await open(await user(['treasurer']))).status).toBe(403)
    expect((await open(null)).status).toBe(401)
  })
})
