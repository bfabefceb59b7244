// subset-font and fontverter ship no types; the parts the Arabic font's script and test use
// (scripts/subset-arabic-font.ts, src/app/(site-ar)/arabic-font.test.ts).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' },
  ): Promise<Buffer>
}
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>
  }
  export default fontverter
}
