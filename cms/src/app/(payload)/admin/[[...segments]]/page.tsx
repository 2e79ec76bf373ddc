import config from '@payload-config';
import { generatePageMetadata, RootPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import { openInEditorsLanguage } from '../../../../admin/editing-language-server';
import { openNewDraft } from '../../../../admin/new-draft-server';
import { importMap } from '../importMap.js';

type Args = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<{ [key: string]: string | string[] }>;
};

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams });

const Page = async ({ params, searchParams }: Args) => {
  await openNewDraft((await params).segments, await searchParams);
  await openInEditorsLanguage((await params).segments, await searchParams);
  return RootPage({ config, params, searchParams, importMap });
};

export default Page;
