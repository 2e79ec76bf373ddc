import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { supportRequestAnswerSchema, type SupportRequestAnswer, type SupportRequestInput } from '../../api/support';
import { loading, type Loadable } from '../../shared/store/loadable';
import { accountCall, accountWrite, type AccountDeps, type WriteResult } from '../../session/store/account-call';
import { browserAuthDeps } from '../../session/store/auth-session';

const listSchema = z.array(supportRequestAnswerSchema);
const PATH = '/api/support/requests';

/**
 * The signed-in trader's requests to support, newest first, as the server keeps them (status and
 * the staff's answer included). Loaded by the support page; a request sent from any form joins it.
 * @example $supportRequests.get() // { status: 'ready', data: [{ id: '3', kind: 'callback', status: 'open', ... }], error: null }
 */
export const $supportRequests = atom<Loadable<SupportRequestAnswer[]>>(loading([]));

/** Reads the list from the server; a failure keeps what was shown and says so. */
export async function loadSupportRequests(deps: AccountDeps = browserAuthDeps()): Promise<void> {
  try {
    const response = await accountCall(PATH, { method: 'GET' }, deps);
    const parsed = listSchema.safeParse(((await response.json()) as { data?: unknown }).data);
    if (!response.ok || !parsed.success) throw new Error(`HTTP ${response.status}`);
    $supportRequests.set({ status: 'ready', data: parsed.data, error: null });
  } catch (error) {
    $supportRequests.set({ ...$supportRequests.get(), status: 'error', error: String(error) });
  }
}

/** Sends one request to support; the stored request (with its number) joins the list at the top. */
export async function submitSupportRequest(
  input: SupportRequestInput,
  deps: AccountDeps = browserAuthDeps(),
): Promise<WriteResult<SupportRequestAnswer>> {
  const parse = (data: unknown) => {
    const parsed = supportRequestAnswerSchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  };
  const result = await accountWrite(PATH, { method: 'POST', body: JSON.stringify(input) }, parse, deps);
  if (result.ok) {
    const current = $supportRequests.get();
    $supportRequests.set({ ...current, data: [result.data, ...current.data.filter((request) => request.id !== result.data.id)] });
  }
  return result;
}
