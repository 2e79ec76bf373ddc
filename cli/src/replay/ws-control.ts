/*
 * Binance's websocket control messages, answered as the exchange answers them.
 */

/**
 * Binance stream names are lower-case before the '@' ('BTCUSDT@trade' is 'btcusdt@trade'); the
 * all-market names ('!miniTicker@arr') are spelled as they are.
 */
export function normalizeStream(stream: string): string {
  return stream.startsWith('!') ? stream : stream.replace(/^[^@]+/, (symbol) => symbol.toLowerCase());
}

/**
 * What a connection has asked for: its streams and whether frames are wrapped as
 * `{stream, data}` ("combined", true on /stream, false on /ws until SET_PROPERTY changes it).
 *
 * @example
 * const state: Subscriptions = { streams: new Set(['btcusdt@trade']), combined: false };
 */
export interface Subscriptions {
  streams: Set<string>;
  combined: boolean;
}

/** Binance's limits for one connection of its market streams: streams listened to, control messages a second, bytes in one message. */
export const MAX_STREAMS_PER_CONNECTION = 1024;
export const MAX_MESSAGES_PER_SECOND = 5;
export const MAX_MESSAGE_BYTES = 64 * 1024;

const METHODS = '`SUBSCRIBE`, `UNSUBSCRIBE`, `LIST_SUBSCRIPTIONS`, `SET_PROPERTY`, `GET_PROPERTY`';
const error = (code: number, msg: string, id: unknown = null) => ({ error: { code, msg }, id });

/**
 * The reply to a SUBSCRIBE / UNSUBSCRIBE / LIST_SUBSCRIPTIONS / SET_PROPERTY / GET_PROPERTY
 * message; `state` is changed in place. Anything else gets Binance's error with its code.
 *
 * @example
 * answerControlMessage(state, '{"method":"SUBSCRIBE","params":["btcusdt@trade"],"id":1}'); // { result: null, id: 1 }
 */
export function answerControlMessage(state: Subscriptions, text: string): object {
  let request: { method?: unknown; params?: unknown; id?: unknown };
  try {
    request = JSON.parse(text) as typeof request;
  } catch {
    return error(3, 'Invalid JSON: expected value at line 1 column 1');
  }
  if (typeof request !== 'object' || request === null) return error(3, 'Invalid JSON: expected a JSON object');
  const { method, params } = request;
  const id = request.id;
  const validId =
    id === null ||
    id === undefined ||
    (typeof id === 'number' && Number.isInteger(id)) ||
    (typeof id === 'string' && /^[A-Za-z0-9]{1,36}$/.test(id));
  if (!validId) return error(2, 'Invalid request: request ID must be an unsigned integer');
  if (method === undefined) return error(2, 'Invalid request: missing field `method`', id ?? null);
  const replyId = id ?? null;
  const strings = Array.isArray(params) && params.every((p) => typeof p === 'string') ? (params as string[]) : null;
  switch (method) {
    case 'LIST_SUBSCRIPTIONS':
      return { result: [...state.streams], id: replyId };
    case 'SUBSCRIBE':
    case 'UNSUBSCRIBE':
      if (!strings) return error(2, 'Invalid request: params must be a list of stream names', replyId);
      if (method === 'SUBSCRIBE' && new Set([...state.streams, ...strings.map(normalizeStream)]).size > MAX_STREAMS_PER_CONNECTION) {
        // Nothing of an over-limit request is taken, as a partial subscription would surprise the client.
        return error(2, `Invalid request: a connection can listen to at most ${MAX_STREAMS_PER_CONNECTION} streams`, replyId);
      }
      for (const stream of strings.map(normalizeStream)) {
        if (method === 'SUBSCRIBE') state.streams.add(stream);
        else state.streams.delete(stream);
      }
      return { result: null, id: replyId };
    case 'SET_PROPERTY': {
      if (!Array.isArray(params) || params.length !== 2) return error(2, 'Invalid request: too many parameters', replyId);
      if (typeof params[0] !== 'string') return error(2, 'Invalid request: property name must be a string', replyId);
      if (params[0] !== 'combined') return error(0, 'Unknown property', replyId);
      if (typeof params[1] !== 'boolean') return error(1, 'Invalid value type: expected Boolean', replyId);
      state.combined = params[1];
      return { result: null, id: replyId };
    }
    case 'GET_PROPERTY':
      if (!Array.isArray(params) || params.length !== 1) return error(2, 'Invalid request: too many parameters', replyId);
      if (typeof params[0] !== 'string') return error(2, 'Invalid request: property name must be a string', replyId);
      if (params[0] !== 'combined') return error(0, 'Unknown property', replyId);
      return { result: state.combined, id: replyId };
    default:
      return error(2, `Invalid request: unknown variant ${JSON.stringify(String(method))}, expected one of ${METHODS}`, replyId);
  }
}
