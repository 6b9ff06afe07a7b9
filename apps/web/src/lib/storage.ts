import { isUsStateCode, SEND_INSPECT_VALUES, type SendInspect } from '@dealer/domain';
import { type Stored, useStoredValue } from './stored-value';

/** Local UI storage keys of spec part 1 section 2 ("Shell"). */
export const STORAGE_KEYS = {
  /** Shell preferences: menu open, collapsed sections for appraisals and details; the list columns chosen. */
  dlrapp: 'dlrapp',
  /** Dashboard queue order (later issue). */
  dragOrder: 'dragOrder',
  /** Dashboard queue collapse state (later issue). */
  dragCollapse: 'dragCollapse',
  /** New appraisal dialog: last plate state and sendInspect choice. */
  newappr: 'newappr',
} as const;

export interface DlrappPrefs {
  menuOpen: boolean;
  collapsed: { appraisals: boolean; details: boolean };
  /** The appraisal lists' column chooser: a column id and whether it is shown (absent: its default). */
  columns: Record<string, boolean>;
}

export const DEFAULT_DLRAPP: DlrappPrefs = {
  menuOpen: false,
  collapsed: { appraisals: false, details: false },
  columns: {},
};

function parseColumns(value: unknown): Record<string, boolean> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
}

/** Reads stored preferences leniently: bad JSON or missing keys fall back to the defaults. */
export function parseDlrapp(raw: string | null | undefined): DlrappPrefs {
  if (!raw) return DEFAULT_DLRAPP;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_DLRAPP;
  }
  if (!value || typeof value !== 'object') return DEFAULT_DLRAPP;
  const v = value as { menuOpen?: unknown; collapsed?: { appraisals?: unknown; details?: unknown }; columns?: unknown };
  return {
    menuOpen: typeof v.menuOpen === 'boolean' ? v.menuOpen : DEFAULT_DLRAPP.menuOpen,
    collapsed: {
      appraisals:
        typeof v.collapsed?.appraisals === 'boolean' ? v.collapsed.appraisals : DEFAULT_DLRAPP.collapsed.appraisals,
      details: typeof v.collapsed?.details === 'boolean' ? v.collapsed.details : DEFAULT_DLRAPP.collapsed.details,
    },
    columns: parseColumns(v.columns),
  };
}

const DLRAPP: Stored<DlrappPrefs> = { key: STORAGE_KEYS.dlrapp, parse: parseDlrapp };

/** The dlrapp preferences, persisted in localStorage and shared by every component using them. */
export function useDlrapp(): [DlrappPrefs, (update: (prev: DlrappPrefs) => DlrappPrefs) => void] {
  return useStoredValue(DLRAPP);
}

/** The New appraisal dialog's memory (key newappr): "last plate state and sendInspect choice". */
export interface NewapprPrefs {
  plateState: string | null;
  sendInspect: SendInspect | null;
}

export const DEFAULT_NEWAPPR: NewapprPrefs = { plateState: null, sendInspect: null };

/** Reads the stored newappr leniently: an unknown state or choice is forgotten. */
export function parseNewappr(raw: string | null | undefined): NewapprPrefs {
  if (!raw) return DEFAULT_NEWAPPR;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_NEWAPPR;
  }
  if (!value || typeof value !== 'object') return DEFAULT_NEWAPPR;
  const v = value as { plateState?: unknown; sendInspect?: unknown };
  return {
    plateState: isUsStateCode(v.plateState) ? v.plateState : null,
    sendInspect: SEND_INSPECT_VALUES.find((s) => s === v.sendInspect) ?? null,
  };
}

const NEWAPPR: Stored<NewapprPrefs> = { key: STORAGE_KEYS.newappr, parse: parseNewappr };

/** The newappr memory, persisted in localStorage. */
export function useNewappr(): [NewapprPrefs, (next: Partial<NewapprPrefs>) => void] {
  const [prefs, setPrefs] = useStoredValue(NEWAPPR);
  return [prefs, (next) => setPrefs((prev) => ({ ...prev, ...next }))];
}
