import type { TextBlock } from '../text'

/** Paragraphs and lists of plain text (never HTML). */
export function TextBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.kind === 'p' ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  )
}
