/**
 * The key a control's name (`donations.0.donation_amount`) has in a set of required names
 * (`donations.*.donation_amount`, as requiredFields in ./required.ts names a line's field). Apart
 * from required.ts so the forms' field hook does not bring zod into a form's first chunk.
 */
export const requiredKey = (name: string) => name.replace(/\.\d+(?=\.|$)/g, '.*')
