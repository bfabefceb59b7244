import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { FormSection } from './FormSection'

const SRC = path.resolve(import.meta.dirname, '../../../..')
const HERE = import.meta.dirname

/** A module's specifiers it needs at run time: value imports and re-exports, not `import()`. */
function staticValueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const specs: string[] = []
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const named = clause?.namedBindings
      // Erased by the compiler: `import type …` and imports of types only.
      const typesOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly))
      if (!typesOnly) specs.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specs.push((node.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return specs
}

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? path.join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : undefined
  if (!base) return undefined
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((e) => base + e).find(existsSync)
}

/** Every package a module reaches through static value imports, with the path that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>()
  const seen = new Set<string>()
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const spec of staticValueImports(file)) {
      const local = resolve(file, spec)
      if (local) walk(local, [...trail, path.relative(SRC, local)])
      else if (!reached.has(spec)) reached.set(spec, trail)
    }
  }
  walk(entry, [path.relative(SRC, entry)])
  return reached
}

const isZod = (spec: string) =>
  spec === 'zod' || spec.startsWith('zod/') || spec.includes('resolvers/zod')

describe('the donation form loads without zod (issue 24)', () => {
  it('no module of the form chunk imports zod: the checks come with useDeferredChecks', () => {
    const entry = path.join(HERE, '../LazyDonationFormMessages.tsx')
    const zod = [...packagesReached(entry)].filter(([spec]) => isZod(spec))
    expect(zod.map(([spec, trail]) => [...trail, spec].join(' → '))).toEqual([])
  })

  it('the deferred checks module does bring zod (so the walk above can see it)', () => {
    const zod = [...packagesReached(path.join(HERE, 'donation-checks.ts')).keys()].filter(isZod)
    expect(zod.length).toBeGreaterThan(0)
  })
})

describe("Stripe's code loads in Stripe mode only, when the payment section opens (issue 49)", () => {
  const entries = ['../LazyDonationFormMessages.tsx', '../PlanCardChange.tsx']
  it('no module of the form chunks imports @stripe/stripe-js: only import() in stripe-instance', () => {
    for (const entry of entries) {
      const stripe = [...packagesReached(path.join(HERE, entry))].filter(([spec]) =>
        spec.startsWith('@stripe/'),
      )
      expect(
        stripe.map(([spec, trail]) => [...trail, spec].join(' → ')),
        entry,
      ).toEqual([])
    }
    expect(readFileSync(path.join(HERE, 'stripe-instance.ts'), 'utf8')).toContain(
      "import('@stripe/stripe-js')",
    )
  })

  it('a closed section draws nothing of its fields (the card frames mount on its opening)', () => {
    const Probe = () => h('span', { 'data-probe': '' }, 'card fields')
    const section = (open: boolean) =>
      renderToStaticMarkup(
        h(FormSection, {
          id: 'pay',
          title: 'Payment Details',
          open,
          onToggle: () => {},
          children: h(Probe),
        }),
      )
    expect(section(false)).not.toContain('data-probe')
    expect(section(true)).toContain('data-probe')
  })
})
