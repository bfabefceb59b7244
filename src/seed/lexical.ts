/** Builds Payload's Lexical rich-text JSON from plain blocks (used by the seed). */
export type Block = { type: 'h2' | 'p'; text: string }

const text = (t: string) => ({
  type: 'text',
  text: t,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
export function toLexical(blocks: Block[], direction: 'ltr' | 'rtl' = 'ltr') {
  const base = { format: '', indent: 0, version: 1, direction }
  return {
    root: {
      ...base,
      type: 'root',
      children: blocks.map((b) =>
        b.type === 'h2'
          ? { ...base, type: 'heading', tag: 'h2', children: [text(b.text)] }
          : { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(b.text)] },
      ),
    },
  }
}
