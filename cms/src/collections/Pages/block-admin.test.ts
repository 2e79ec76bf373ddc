import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasSummary } from '../../admin/blocks/block-summary';
import { pageBlocks } from './blocks';

const publicFolder = path.resolve(import.meta.dirname, '../../../public');

describe('page blocks in the admin', () => {
  it.each(pageBlocks.map((block) => [block.slug, block] as const))(
    '%s has a thumbnail of its site rendering in the block picker (regenerate: pnpm --filter @bourse/tests thumbnails)',
    async (slug, block) => {
      expect(block.imageURL).toBe(`/blocks/${slug}.webp`);
      const file = path.join(publicFolder, block.imageURL!);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      const { format, width, height } = await sharp(file).metadata();
      expect({ format, width, height }).toEqual({ format: 'webp', width: 480, height: 320 });
      // A real rendering, not a flat placeholder: the picture has more than one colour.
      const { channels } = await sharp(file).stats();
      expect(Math.max(...channels.slice(0, 3).map((channel) => channel.stdev))).toBeGreaterThan(8);
      expect(block.imageAltText).toMatch(/as the site shows it$/);
    },
  );

  it('titles every block row by its content', () => {
    for (const block of pageBlocks) {
      expect(hasSummary(block.slug), block.slug).toBe(true);
      expect(block.admin?.components?.Label).toMatchObject({ path: '/admin/blocks/BlockRowLabel#BlockRowLabel' });
    }
  });
});
