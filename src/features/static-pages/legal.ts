import en from '@/i18n/messages/en.json'
import { CONTACT_DETAILS } from '@/lib/organisation'

/**
 * The Terms & Conditions and the Privacy Policy (spec 001 section 2: "filler
 * text"; the issue asks for real texts for a charity website). Their words are in the
 * catalogues' `legal` group, in English and Arabic; section bodies
 * use the format of ./text.ts: an empty line between paragraphs, "- " lists.
 */
export interface LegalDocument {
  updated: string
  intro: string
  sections: { heading: string; body: string }[]
}

/** A document of the catalogue's `legal` group: sections in their order, the address filled in. */
export interface CatalogueDocument {
  updated: string
  intro: string
  sections: Record<string, { heading: string; body: string }>
}

export function legalDocument(doc: CatalogueDocument): LegalDocument {
  return {
    updated: doc.updated,
    intro: doc.intro,
    sections: Object.values(doc.sections).map((s) => ({
      heading: s.heading,
      body: s.body.replaceAll('{email}', CONTACT_DETAILS.email),
    })),
  }
}

export const TERMS: LegalDocument = legalDocument(en.legal.terms)
export const PRIVACY: LegalDocument = legalDocument(en.legal.privacy)
