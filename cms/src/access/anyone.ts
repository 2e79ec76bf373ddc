import type { Access } from 'payload';

/** Public content: sites and themes are what every visitor's page is rendered from. */
export const anyone: Access = () => true;
