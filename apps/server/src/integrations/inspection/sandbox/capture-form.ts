import { type InspectionAnswers, inspectionAnswers, PHOTO_LABELS, type PhotoLabel } from '../port';
import { MAX_PHOTO_BYTES, sniffImage } from './photos';
import type { SandboxAnswers, StoredPhoto } from './store';

/** The form field of each photo: `photo_front`, `photo_driver_side`, ... */
export const photoField = (label: PhotoLabel) => `photo_${label.replaceAll(' ', '_')}`;

export const ANSWER_FIELDS = ['warningLights', 'bodyDamage', 'tyres', 'smokedIn'] as const;

export const CAPTURE_MESSAGES = {
  photoType: 'Choose a JPEG, PNG, WebP or HEIC photo.',
  photoSize: 'This photo is larger than 15 MB. Choose a smaller one.',
  odometerPhoto: 'Add a photo of the odometer.',
  odometer: 'Enter the odometer reading in miles (numbers only).',
  warningLights: 'Tell us whether any warning lights are on.',
  bodyDamage: 'Tell us about any body damage.',
  tyres: 'Tell us the condition of the tyres.',
  smokedIn: 'Tell us whether the vehicle has been smoked in.',
} as const;

export interface NewPhoto {
  label: PhotoLabel;
  bytes: Buffer;
  type: string;
  ext: string;
}

export interface CaptureSubmission {
  /** Photos that arrived in this submission and are real images (kept even when other fields fail). */
  photos: NewPhoto[];
  /** The typed values, to fill the form again when something is missing. */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Present when everything needed to complete is there. */
  answers: SandboxAnswers | null;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** Reads one submission of the capture form; `kept` are the photos received earlier for this session. */
export async function readCaptureForm(form: FormData, kept: readonly StoredPhoto[]): Promise<CaptureSubmission> {
  const errors: Record<string, string> = {};
  const photos: NewPhoto[] = [];
  for (const label of PHOTO_LABELS) {
    const field = photoField(label);
    const file = form.get(field);
    // An input left empty arrives as an empty string or an empty file.
    if (!(file instanceof Blob) || file.size === 0) continue;
    if (file.size > MAX_PHOTO_BYTES) {
      errors[field] = CAPTURE_MESSAGES.photoSize;
      continue;
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const image = sniffImage(bytes);
    if (!image) errors[field] = CAPTURE_MESSAGES.photoType;
    else photos.push({ label, bytes, ...image });
  }
  const hasOdometerPhoto = photos.some((p) => p.label === 'odometer') || kept.some((p) => p.label === 'odometer');
  if (!hasOdometerPhoto) errors[photoField('odometer')] ??= CAPTURE_MESSAGES.odometerPhoto;

  const values: Record<string, string> = { odometer: text(form, 'odometer') };
  for (const name of ANSWER_FIELDS) values[name] = text(form, name);
  const digits = values.odometer!.replaceAll(',', '');
  const odometer = /^\d{1,7}$/.test(digits) ? Number(digits) : Number.NaN;
  if (!Number.isSafeInteger(odometer) || odometer > 2_000_000) errors.odometer = CAPTURE_MESSAGES.odometer;
  const parsed = inspectionAnswers.safeParse(Object.fromEntries(ANSWER_FIELDS.map((n) => [n, values[n]])));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]) as keyof InspectionAnswers;
      errors[name] = CAPTURE_MESSAGES[name];
    }
  }
  const complete = Object.keys(errors).length === 0 && parsed.success;
  return { photos, values, errors, answers: complete ? { ...parsed.data, odometer } : null };
}
