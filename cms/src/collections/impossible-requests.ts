import { NotFound, type CollectionBeforeOperationHook, type Endpoint, type SanitizedConfig } from 'payload';

/**
 * Requests no document can answer are refused as the client's error, before the database turns
 * them into a server fault (500): an id that cannot exist on a database of numbered rows
 * (`/api/pages/abc`: SQLite and PostgreSQL number their rows; MongoDB's ids are strings and pass),
 * and the versions of a collection that keeps none (`/api/faq/versions`: Payload routes it for every
 * collection and then queries a table that is not there).
 */
export const refuseImpossibleIds: CollectionBeforeOperationHook = ({ args, req, collection }) => {
  const id = (args as { id?: unknown }).id;
  const idType = req.payload.collections[collection.slug]?.customIDType ?? req.payload.db.defaultIDType;
  if (id === undefined || idType !== 'number') return args;
  if (!/^[1-9]\d{0,14}$/.test(String(id))) throw new NotFound(req.t);
  return args;
};

const notFound: Endpoint['handler'] = (req) => {
  throw new NotFound(req.t);
};
const VERSION_ROUTES: Endpoint[] = [
  { method: 'get', path: '/versions', handler: notFound },
  { method: 'get', path: '/versions/:id', handler: notFound },
  { method: 'post', path: '/versions/:id', handler: notFound },
];

/** Applied to the built config: every collection, Payload's own ones included. */
export function refuseImpossibleRequestsEverywhere(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [refuseImpossibleIds, ...(collection.hooks.beforeOperation ?? [])];
    // A collection's own endpoints are matched before Payload's.
    if (!collection.versions && collection.endpoints !== false) collection.endpoints = [...VERSION_ROUTES, ...(collection.endpoints ?? [])];
  }
  return config;
}
