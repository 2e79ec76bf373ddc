import type { Config } from './payload-types';

// Types Payload's Local API by the collections (payload.find({ collection: 'pages' }) answers Page
// documents). Imported by payload.config.ts, so every program that loads the config sees it.
declare module 'payload' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation Payload documents
  export interface GeneratedTypes extends Config {}
}
