import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyDatabaseUri, DatabaseConfigError } from '../src/db/resolve-uri';

describe('DATABASE_URI', () => {
  it('defaults to an SQLite file in the data folder', () => {
    const { kind, uri } = classifyDatabaseUri(undefined, { BOURSE_DATA_DIR: '/srv/bourse' }, '/tmp');
    expect(kind).toBe('sqlite');
    expect(uri).toBe('file:/srv/bourse/bourse.db');
  });

  it('resolves a relative SQLite path from the working directory', () => {
    expect(classifyDatabaseUri('file:./data/x.db', {}, '/work/app').uri).toBe(`file:${path.resolve('/work/app/data/x.db')}`);
  });

  it('takes PostgreSQL and MongoDB URIs as they are', () => {
    expect(classifyDatabaseUri('postgres://u@h:5432/db').kind).toBe('postgres');
    expect(classifyDatabaseUri('postgresql://u@h/db').kind).toBe('postgres');
    expect(classifyDatabaseUri('mongodb://h:27017/db').kind).toBe('mongodb');
    expect(classifyDatabaseUri('mongodb+srv://cluster/db').kind).toBe('mongodb');
  });

  it('refuses an unknown scheme naming the three supported ones', () => {
    expect(() => classifyDatabaseUri('mysql://h/db')).toThrow(DatabaseConfigError);
    expect(() => classifyDatabaseUri('mysql://h/db')).toThrow(/"mysql:".*file:.*postgres:\/\/.*mongodb:\/\//);
  });
});
