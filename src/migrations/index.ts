import * as migration_20261121_193919_initial from './20261121_193919_initial'

export const migrations = [
  {
    up: migration_20261121_193919_initial.up,
    down: migration_20261121_193919_initial.down,
    name: '20261121_193919_initial',
  },
]
