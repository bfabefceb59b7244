// First: schemas a form builds in the browser are jitless (src/lib/validation/jitless.ts).
import '@/lib/validation/jitless'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod/mini'

/**
 * The one zod resolver of our forms: `useForm<Values, unknown, Output>({ resolver:
 * schemaResolver(schema) })` reads `Values` from the form and `Output` from the schema.
 *
 * A form holds what its controls hold, which is sometimes what the schema exists to refuse: an
 * unticked terms box (`false` where the schema takes only `true`), a donation line as text where
 * the schema parses any shape. So the form's values are not always the schema's `z.input`, and
 * the resolver's input type is the form's. That is the one assertion here, instead of an
 * `as unknown as Resolver<…>` in every form; the output stays the schema's own.
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodMiniType = z.ZodMiniType>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  return zodResolver(schema as z.ZodMiniType<z.output<S>, FieldValues>) as unknown as Resolver<
    Values,
    unknown,
    z.output<S>
  >
}
