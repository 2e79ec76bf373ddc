import { withPayload } from '@payloadcms/next/withPayload';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The workspace packages ship TypeScript sources (one source of truth for CMS, site and CLI).
  transpilePackages: ['@bourse/themes', '@bourse/i18n', '@bourse/market', '@bourse/terminal', '@bourse/trading'],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true }, // type-checked by `tsc` in the test command, not twice
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
