import { about, contact, contacts, faq } from './company';
import { futures, futuresCoinM, futuresUsdM } from './futures';
import { home } from './home';
import { legalAgreement, legalConflict } from './legal-agreement';
import { aml, kyc, legalAml } from './legal-kyc';
import { legalRisk, legalWithdrawal, refundPolicy, riskDisclosure } from './legal-money';
import { cookies, privacy } from './legal-privacy';
import { blog, news, research, vip } from './listings';
import { bonusCenter, buyCrypto, more } from './products-more';
import { bnbChain, charity, fanToken, launchpool, megadrop, nft, pay, wallet } from './product-areas';
import { currency, earn, stock } from './products';
import { insuranceFund, launchpad } from './programs';
import { terms } from './terms';
import type { ContentPage } from '@bourse/themes';
import type { PageSeed } from './types';

/** Every public content route of the site, by slug (app pages such as /login and /clear-cache are not here). */
export const pageSeeds: Record<ContentPage, PageSeed> = {
  home,
  about,
  faq,
  contacts,
  contact,
  blog,
  news,
  research,
  vip,
  launchpad,
  'insurance-fund': insuranceFund,
  stock,
  currency,
  earn,
  futures,
  'futures/usd-m': futuresUsdM,
  'futures/coin-m': futuresCoinM,
  more,
  'buy-crypto': buyCrypto,
  'bonus-center': bonusCenter,
  launchpool,
  wallet,
  megadrop,
  pay,
  nft,
  'fan-token': fanToken,
  'bnb-chain': bnbChain,
  charity,
  terms,
  privacy,
  kyc,
  'risk-disclosure': riskDisclosure,
  'refund-policy': refundPolicy,
  aml,
  cookies,
  'legal/withdrawal': legalWithdrawal,
  'legal/agreement': legalAgreement,
  'legal/risk': legalRisk,
  'legal/aml': legalAml,
  'legal/conflict': legalConflict,
};
