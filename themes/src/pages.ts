/**
 * Public page slugs every theme renders (marketing pages keep the theme). A slug is the
 * language-free path without its leading slash; the home page is 'home'.
 */
export const marketingPages = [
  'home',
  'about',
  'faq',
  'contacts',
  'contact',
  'register',
  'login',
  'forgot-password',
  'blog',
  'news',
  'research',
  'vip',
  'launchpad',
  'insurance-fund',
  'stock',
  'terms',
  'privacy',
  'kyc',
  'risk-disclosure',
  'refund-policy',
  'aml',
  'cookies',
  'legal/withdrawal',
  'legal/agreement',
  'legal/risk',
  'legal/aml',
  'legal/conflict',
] as const;
