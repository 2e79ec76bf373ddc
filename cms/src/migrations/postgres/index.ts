import * as migration_20261122_005926_initial from './20261122_005926_initial';

export const migrations = [
  {
    up: migration_20261122_005926_initial.up,
    down: migration_20261122_005926_initial.down,
    name: '20261122_005926_initial'
  },
];
