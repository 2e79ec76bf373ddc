import { describe, expect, it } from 'vitest';
import { AUTOSAVE_SESSION_GAP_MS, continuesAutosave } from './autosave-session';

const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs).toISOString();
const start = '2026-11-28T10:00:00.000Z';
const anna = 'Anna Petrova (anna@broker.example)';

describe('an autosave continuing the latest autosave version', () => {
  it('continues while the same editor keeps editing', () => {
    expect(continuesAutosave({ updatedAt: start, version: { editedBy: anna } }, { editedBy: anna }, at(start, 5_000))).toBe(true);
    expect(
      continuesAutosave(
        { updatedAt: new Date(start), version: { editedBy: anna } },
        { editedBy: anna },
        at(start, AUTOSAVE_SESSION_GAP_MS),
      ),
    ).toBe(true);
  });

  it('starts a new version for another editor', () => {
    expect(
      continuesAutosave({ updatedAt: start, version: { editedBy: anna } }, { editedBy: 'boris@broker.example' }, at(start, 5_000)),
    ).toBe(false);
  });

  it('starts a new version after a pause longer than a working session', () => {
    expect(
      continuesAutosave({ updatedAt: start, version: { editedBy: anna } }, { editedBy: anna }, at(start, AUTOSAVE_SESSION_GAP_MS + 1)),
    ).toBe(false);
  });

  it('starts a new version when it cannot tell when the last one was saved', () => {
    expect(continuesAutosave({ version: { editedBy: anna } }, { editedBy: anna }, start)).toBe(false);
    expect(continuesAutosave({ updatedAt: 'yesterday', version: { editedBy: anna } }, { editedBy: anna }, start)).toBe(false);
  });
});
