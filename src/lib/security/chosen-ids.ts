import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

/**
 * The database adapter keeps an `id` given on create (`allowIDOnCreate`): the seed and the
 * reference data need it (clubs, boards and governorates keep the ids of the spec's data). Staff
 * must not choose ids: a record created by a signed-in user through the REST API or
 * the back office gets the next id of its table, whatever `id` the request carried.
 */
export const noChosenIdForStaff: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && data && 'id' in data) {
    const { id: _chosen, ...rest } = data
    return rest
  }
  return data
}

/** `collection` with noChosenIdForStaff first among its beforeChange hooks. */
export const withoutChosenIds = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeChange: [noChosenIdForStaff, ...(collection.hooks?.beforeChange ?? [])],
  },
})
