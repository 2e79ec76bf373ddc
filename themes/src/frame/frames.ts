import { darkBrandFrame } from '../dark-brand/frame';
import { exchangeFrame } from '../exchange/frame';
import type { ThemeId } from '../schema';
import { simpleFrame } from '../simple/frame';
import type { ThemeFrame } from './options';

/** Each theme's choices of the one frame. @example themeFrames.simple.languages // 'links' */
export const themeFrames: Record<ThemeId, ThemeFrame> = { exchange: exchangeFrame, 'dark-brand': darkBrandFrame, simple: simpleFrame };
