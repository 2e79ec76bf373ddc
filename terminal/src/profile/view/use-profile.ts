import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import {
  confirmationFor,
  diffDraft,
  errorsByField,
  startDraft,
  validateDraft,
  type ProfileDraft,
  type ProfileError,
  type ProfileField,
} from '../model/profile-form';
import { readPreferences, writePreferences, type ProfilePreferences } from '../model/profile-form-settings';
import { $session } from '../../session/store/session';
import { loadProfile, saveProfile, type Profile, type ProfileChanges } from '../store/profile-api';

/** The success tick lasts 2 s. */
export const SAVED_TICK_MS = 2000;

const toDraft = (p: Profile): ProfileDraft => ({
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  companyName: p.companyName,
  dateOfBirth: p.dateOfBirth,
  phone: p.phone,
  country: p.country,
  state: p.state,
  postalCode: p.postalCode,
  city: p.city,
  address: p.address,
});

/** A failed load falls back to known data instead of an empty form: here, to the signed-in user this browser knows. */
function fallbackProfile(user: ReturnType<typeof $session.get>['user']): Profile {
  const empty = {
    companyName: '',
    dateOfBirth: '',
    country: '',
    state: '',
    postalCode: '',
    city: '',
    address: '',
    phone: '',
    phoneVerified: false,
    settings: {},
  };
  const base = user ?? {
    id: '',
    email: '',
    username: '',
    firstName: '',
    lastName: '',
    avatar: '',
    status: 'active' as const,
    emailVerified: false,
    level: '',
    colorPreset: 'default' as const,
  };
  return { ...base, ...empty };
}

/** The profile island's state machine: load, view, edit, confirm, save (or apply locally). */
export function useProfile() {
  const session = useStore($session);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [clientErrors, setClientErrors] = useState<ProfileError[]>([]);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [dialog, setDialog] = useState<'phone' | 'email' | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedTick, setSavedTick] = useState(false);
  const [localOnly, setLocalOnly] = useState(false);
  const tick = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    void loadProfile().then((result) => {
      if (!live) return;
      setProfile(result.ok ? result.profile : fallbackProfile($session.get().user));
      setLoadFailed(!result.ok);
    });
    return () => {
      live = false;
      clearTimeout(tick.current);
    };
  }, []);

  const showTick = () => {
    setSavedTick(true);
    clearTimeout(tick.current);
    tick.current = setTimeout(() => setSavedTick(false), SAVED_TICK_MS);
  };

  /** Sends the changes; a server refusal stays in edit mode, an unreachable server applies locally. */
  async function send(changes: ProfileChanges, localProfile: Profile): Promise<boolean> {
    setSaving(true);
    const result = await saveProfile(changes);
    setSaving(false);
    if (!result.ok && result.reason === 'invalid') {
      setServerErrors(errorsByField(result.errors));
      return false;
    }
    setProfile(result.ok ? result.profile : localProfile);
    setLocalOnly(!result.ok);
    showTick();
    return true;
  }

  async function saveDraft(current: Profile, next: ProfileDraft) {
    const changes = diffDraft(toDraft(current), next);
    if (Object.keys(changes).length === 0) return setDraft(null);
    if (await send(changes, { ...current, ...changes })) setDraft(null);
  }

  return {
    session,
    profile,
    loadFailed,
    draft,
    clientErrors,
    serverErrors,
    dialog,
    saving,
    savedTick,
    localOnly,
    preferences: profile ? readPreferences(profile.settings) : null,
    startEdit: () => {
      if (!profile) return;
      setDraft(startDraft(toDraft(profile)));
      setClientErrors([]);
      setServerErrors({});
    },
    cancelEdit: () => setDraft(null),
    change: (field: ProfileField, value: string) => setDraft((d) => (d ? { ...d, [field]: value } : d)),
    requestSave: () => {
      if (!profile || !draft) return;
      const errors = validateDraft(draft);
      setClientErrors(errors);
      setServerErrors({});
      if (errors.length > 0) return;
      const ask = confirmationFor(toDraft(profile), draft);
      if (ask) setDialog(ask);
      else void saveDraft(profile, draft);
    },
    confirmDialog: () => {
      setDialog(null);
      if (profile && draft) void saveDraft(profile, draft);
    },
    dismissDialog: () => setDialog(null),
    setPreferences: (prefs: ProfilePreferences) => {
      if (!profile) return;
      const settings = writePreferences(profile.settings, prefs);
      void send({ settings }, { ...profile, settings });
    },
  };
}
export type ProfileState = ReturnType<typeof useProfile>;
