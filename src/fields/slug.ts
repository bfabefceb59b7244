import type { TextField } from 'payload'

/** Lower-case, ASCII, hyphen-separated; used for URLs. */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
}

/** A unique slug, filled from `from` when left empty. */
export function slugField(from: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: `Part of the page address. Filled from the ${from} when left empty.`,
    },
    // A slug of digits alone would read as an id (`activities/{id}` shares its path with `{slug}`).
    validate: (value: unknown) =>
      typeof value !== 'string' || !/^\d+$/.test(value)
        ? true
        : 'The slug needs at least one letter: digits alone would read as a number (id).',
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          const source = typeof value === 'string' && value.trim() ? value : data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}
