import { ApiError } from '@bourse/market';

// Binance's answers to a signed request it will not serve, in its codes and words (its spot API's
// error list), so a client library raises the exception it raises on Binance.

export const badApiKeyFormat = () => new ApiError(401, -2014, 'API-key format invalid.');
/** One answer for an unknown or revoked key, an address off its list and a missing permission, as Binance gives. */
export const rejectedKey = () => new ApiError(401, -2015, 'Invalid API-key, IP, or permissions for action.');
export const badSignature = () => new ApiError(400, -1022, 'Signature for this request is not valid.');
export const outsideRecvWindow = () => new ApiError(400, -1021, 'Timestamp for this request is outside of the recvWindow.');
export const aheadOfServer = () => new ApiError(400, -1021, "Timestamp for this request was 1000ms ahead of the server's time.");
export const badRecvWindow = () => new ApiError(400, -1131, 'recvWindow must be less than 60000');
export const duplicateOrder = () => new ApiError(400, -2010, 'Duplicate order sent.');
export const unknownOrder = () => new ApiError(400, -2011, 'Unknown order sent.');
export const orderDoesNotExist = () => new ApiError(400, -2013, 'Order does not exist.');
export const invalidListenKey = () => new ApiError(400, -1125, 'This listenKey does not exist.');
export const unknownPath = () => new ApiError(404, -1000, 'An unknown error occurred while processing the request.');
export const serverBusy = () =>
  new ApiError(503, -1008, 'Server is currently overloaded with other requests. Please try again in a few minutes.');
export const tooMuchWeight = (limit: number) =>
  new ApiError(
    429,
    -1003,
    `Too many requests; current limit of IP request weight per 1 MINUTE is ${limit}. Please use WebSocket Streams for live updates to avoid polling the API.`,
  );
export const tooManyOrders = (limit: number, interval: string) =>
  new ApiError(429, -1015, `Too many new orders; current limit is ${limit} orders per ${interval}.`);
