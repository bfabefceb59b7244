import { describe, expect, it } from 'vitest'
import { Users } from './Users'

/** A new staff account is given no role until an administrator chooses one. */
describe('the staff account', () => {
  it('starts with no role selected and cannot be saved without one', () => {
    const roles = Users.fields.find((f) => 'name' in f && f.name === 'roles')
    expect(roles).toMatchObject({ type: 'select', hasMany: true, required: true })
    expect(roles && 'defaultValue' in roles ? roles.defaultValue : undefined).toBeUndefined()
  })
})
