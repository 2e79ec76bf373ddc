import * as migration_20261121_234047_initial from './20261121_234047_initial';

export const migrations = [
  {
    up: migration_20261121_234047_initial.up,
    down: migration_20261121_234047_initial.down,
    name: '20261121_234047_initial'
  },
];
