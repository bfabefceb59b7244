import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import { getRequestLanguage } from 'payload'
import { backOfficeLang, backOfficeMetadata } from '@/features/backoffice/admin-title'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/** Payload's titles, with the back office's own name in the staff member's language. */
export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> => {
  const language = getRequestLanguage({
    config: await config,
    cookies: await cookies(),
    headers: await headers(),
  })
  const metadata = await generatePageMetadata({ config, params, searchParams })
  return backOfficeMetadata(metadata, backOfficeLang(language))
}

const Page = ({ params, searchParams }: Args) =>
  RootPage({ config, params, searchParams, importMap })

export default Page
