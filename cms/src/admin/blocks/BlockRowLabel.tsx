'use client';
import { useRowLabel } from '@payloadcms/ui';
import { type BlockRowData, labelBlockRow } from './block-summary';

/**
 * A block row's header in the page editor: its number and "<Block label>: <its main text>", read
 * live from the form, so the row says what it holds while collapsed and as the editor types. The
 * blocks are shared by every language and their words are per language: the text is the language
 * being edited.
 */
export const BlockRowLabel = ({ blockLabel }: { blockLabel: string }) => {
  const { data, rowNumber } = useRowLabel<BlockRowData>();
  const title = labelBlockRow(blockLabel, data);
  return (
    <span className="block-row-label" title={title}>
      {typeof rowNumber === 'number' && <span className="blocks-field__block-number">{String(rowNumber + 1).padStart(2, '0')}</span>}
      <span className="block-row-label__text">{title}</span>
    </span>
  );
};
