// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, render } from '../../ui/spot/order-form-harness';
import { NotificationSettings } from './NotificationSettings';

afterEach(cleanup);

const boxes = (host: HTMLElement, event: string) =>
  [...host.querySelectorAll<HTMLInputElement>(`tr[data-event="${event}"] input[type="checkbox"]`)].map((b) => b.getAttribute('aria-label'));

describe('notification settings', () => {
  it('offers the channels each event has, each checkbox labelled with event and channel', async () => {
    const host = await render(<NotificationSettings locale="en" />);
    expect(host.querySelectorAll('tbody tr')).toHaveLength(7);
    expect(boxes(host, 'closeDeal')).toEqual(['Close deal: Confirmation', 'Close deal: Sound']);
    expect(boxes(host, 'modifyPendingDeal')).toEqual(['Modify pending deal: Confirmation']);
    expect(boxes(host, 'mergeDeals')).toEqual(['Merge (netting) of deals: Confirmation']);
    expect(boxes(host, 'errors')).toEqual(['Error notifications: Show']);
    expect(host.textContent).toContain('Nothing is saved');
  });

  it('starts with everything on and toggles one box without touching the others', async () => {
    const host = await render(<NotificationSettings locale="ru" />);
    const all = [...host.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
    expect(all.every((b) => b.checked)).toBe(true);
    const sound = host.querySelector<HTMLInputElement>('input[aria-label="Удаление отложенной сделки: Звук"]')!;
    await click(sound);
    expect(sound.checked).toBe(false);
    expect(all.filter((b) => !b.checked)).toEqual([sound]);
  });
});
