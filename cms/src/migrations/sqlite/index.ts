import * as migration_20261122_005914_initial from './20261122_005914_initial';

export const migrations = [
  {
    up: migration_20261122_005914_initial.up,
    down: migration_20261122_005914_initial.down,
    name: '20261122_005914_initial'
  },
];
