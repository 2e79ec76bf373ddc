import { PRESET_IDS, presetColours } from '@bourse/themes';
import { COLOUR_PRESETS } from '@bourse/terminal/domain';
import { traderUserSchema } from '@bourse/terminal/api';
import { describe, expect, it } from 'vitest';

// The cabinet offers the presets the terminal's domain lists; the themes package draws them. The
// site renders both, so it holds them together.
describe('colour presets', () => {
  it('the settings offer exactly the presets the themes draw', () => {
    expect([...COLOUR_PRESETS]).toEqual([...PRESET_IDS]);
    for (const id of COLOUR_PRESETS) expect(id === 'default' || presetColours(id, 'dark') !== null).toBe(true);
  });

  it("reads an account's unknown or missing preset as the theme's own, keeping the session", () => {
    const user = {
      id: '1',
      email: 'a@b.co',
      username: 'a',
      firstName: '',
      lastName: '',
      avatar: '',
      status: 'active',
      emailVerified: false,
      level: 'ordinary',
    };
    expect(traderUserSchema.parse(user).colorPreset).toBe('default');
    expect(traderUserSchema.parse({ ...user, colorPreset: 'pink' }).colorPreset).toBe('default');
    expect(traderUserSchema.parse({ ...user, colorPreset: 'green' }).colorPreset).toBe('green');
  });
});
