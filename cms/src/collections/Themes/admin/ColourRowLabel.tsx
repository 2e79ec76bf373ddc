'use client';
import { useRowLabel } from '@payloadcms/ui';

/** A colour row's title in the list: its token name, so a collapsed list still reads as a palette. */
export const ColourRowLabel = () => {
  const { data, rowNumber } = useRowLabel<{ token?: string; value?: string }>();
  return <span>{data?.token ? `${data.token} · ${data.value ?? ''}` : `Colour ${(rowNumber ?? 0) + 1}`}</span>;
};
