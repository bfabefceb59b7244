/**
 * A country's name in a language, from its ISO 3166 code, by CLDR (`Intl.DisplayNames`, built
 * into Node and the browsers): «مصر», «الولايات المتحدة». Undefined for a code CLDR does not know.
 */
export function countryName(
  isoCode: string | null | undefined,
  locale: string,
): string | undefined {
  if (!isoCode) return undefined
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(
        isoCode.toUpperCase(),
      ) ?? undefined
    )
  } catch {
    return undefined
  }
}
