import type { CabinetSettings } from '../../settings/model/settings';

/**
 * A short two-tone chime for a fired alert, made by the browser's audio engine (no sound file to
 * load), at the settings' volume; silent when sounds are off or the browser refuses audio.
 */
export function chime(settings: Pick<CabinetSettings, 'sounds' | 'volume'>): void {
  if (!settings.sounds || settings.volume === 0) return;
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    const gain = context.createGain();
    gain.gain.value = (settings.volume / 100) * 0.2;
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, i) => {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + i * 0.15);
      tone.stop(context.currentTime + i * 0.15 + 0.12);
    });
    setTimeout(() => void context.close(), 600);
  } catch {
    // A browser that blocks audio before a click simply stays silent.
  }
}

/** A browser notification, when the trader allowed them (the page asks only on a click). */
export function notify(title: string, body: string): void {
  const N = (globalThis as { Notification?: typeof Notification }).Notification;
  if (!N || N.permission !== 'granted') return;
  try {
    new N(title, { body, tag: `bourse-alert-${title}` });
  } catch {
    // Some browsers allow notifications only from a service worker; the toast still shows.
  }
}
