import { PHOTO_LABELS, type PhotoLabel } from '../port';
import { ANSWER_FIELDS, photoField } from './capture-form';
import { estimatedDamageOf } from './grading';
import type { SandboxRequest, SandboxSession } from './store';

export const DONE_TITLE = 'Thank you! Your inspection is complete.';

const PHOTO_TEXT: Record<PhotoLabel, string> = {
  front: 'Front of the vehicle',
  rear: 'Rear of the vehicle',
  'driver side': 'Driver side',
  'passenger side': 'Passenger side',
  interior: 'Interior',
  odometer: 'Odometer (the dashboard showing the mileage)',
};

/** The condition questions, their choices and how the report words them. */
const QUESTIONS: Record<
  (typeof ANSWER_FIELDS)[number],
  { legend: string; report: string; choices: [string, string][] }
> = {
  warningLights: {
    legend: 'Are any warning lights on?',
    report: 'Warning lights on',
    choices: [
      ['yes', 'Yes'],
      ['no', 'No'],
    ],
  },
  bodyDamage: {
    legend: 'Is there any body damage?',
    report: 'Body damage',
    choices: [
      ['none', 'None'],
      ['minor', 'Minor (scratches, small dents)'],
      ['major', 'Major (large dents, broken parts)'],
    ],
  },
  tyres: {
    legend: 'What condition are the tyres in?',
    report: 'Tyres',
    choices: [
      ['good', 'Good'],
      ['worn', 'Worn'],
    ],
  },
  smokedIn: {
    legend: 'Has the vehicle been smoked in?',
    report: 'Smoked in',
    choices: [
      ['yes', 'Yes'],
      ['no', 'No'],
    ],
  },
};

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export function vehicleName(request: SandboxRequest): string {
  const v = request.vehicle;
  return [v.year, v.make, v.model, v.trim].filter((p) => p !== null && p !== '').join(' ') || 'Your vehicle';
}

const STYLE = `
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1f2328;background:#f6f7f9}
main{max-width:40rem;margin:0 auto;padding:1rem 1rem 3rem;background:#fff;min-height:100vh}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:1.75rem 0 .5rem;border-top:1px solid #d0d7de;padding-top:1rem}
.vehicle{font-weight:600;margin:0 0 .25rem}.vin{color:#57606a;margin:0 0 1rem;font-size:.9rem}
.field{margin:0 0 1rem}
label,legend{display:block;font-weight:600;margin:0 0 .25rem}
input[type=text]{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #8c959f;border-radius:6px}
input[type=file]{width:100%;font:inherit;padding:.5rem;border:1px dashed #8c959f;border-radius:6px;background:#fafbfc}
fieldset{border:1px solid #d0d7de;border-radius:6px;margin:0 0 1rem;padding:.5rem .75rem .75rem}
fieldset label{font-weight:400;display:flex;align-items:center;gap:.6rem;min-height:44px;margin:0}
input[type=radio]{width:1.25rem;height:1.25rem;margin:0}
.hint{color:#57606a;margin:0 0 .75rem}
.ok{color:#116329;margin:.25rem 0}
.error{color:#a40e26;font-weight:600;margin:.25rem 0}
.invalid input[type=text],.invalid input[type=file]{border:2px solid #a40e26}
fieldset.invalid{border:2px solid #a40e26}
.summary{border:2px solid #a40e26;border-radius:6px;padding:.5rem 1rem;margin:0 0 1rem}
.summary h2{border:0;margin:.25rem 0;padding:0;font-size:1rem}
.summary a{color:#a40e26}
button{display:block;width:100%;font:inherit;font-weight:600;min-height:48px;margin:1.5rem 0 0;border:0;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f2b600;outline-offset:2px}
.notice{border:2px solid #9a6700;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
table{border-collapse:collapse;width:100%;margin:0 0 1rem}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #d0d7de;vertical-align:top}
th{color:#57606a;font-weight:500;width:45%}
.grade{font-size:2rem;font-weight:700;margin:0}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.75rem;padding:0;list-style:none}
.photos figure{margin:0}.photos img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:6px;background:#eaeef2}
.photos figcaption{font-size:.9rem;color:#57606a}
.tag{display:inline-block;background:#fde68a;color:#3d2e00;border-radius:4px;padding:0 .4rem;font-size:.75rem;font-weight:600;vertical-align:middle}
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}<p class="hint"><span class="tag">sandbox</span> Inspection service stand-in</p></main></body></html>`;
}

function vehicleHeader(request: SandboxRequest): string {
  return `<p class="vehicle">${escapeHtml(vehicleName(request))}</p><p class="vin">VIN ${escapeHtml(request.vehicle.vin.toUpperCase())}</p>`;
}

function errorSummary(errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  const items = entries.map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`).join('');
  return `<div class="summary" role="alert"><h2>Please check ${entries.length === 1 ? 'this' : 'these'} and try again</h2><ul>${items}</ul></div>`;
}

function photoInput(session: SandboxSession, label: PhotoLabel, error: string | undefined): string {
  const field = photoField(label);
  const kept = session.photos.some((p) => p.label === label);
  const described = [kept ? `${field}-status` : '', error ? `${field}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field${error ? ' invalid' : ''}"><label for="${field}">${PHOTO_TEXT[label]}</label>${
    kept ? `<p class="ok" id="${field}-status">Photo received. Choose another to replace it.</p>` : ''
  }<input type="file" id="${field}" name="${field}" accept="image/jpeg,image/png,image/webp,image/heic,image/*"${
    described ? ` aria-describedby="${described}"` : ''
  }${error ? ' aria-invalid="true"' : ''}>${error ? `<p class="error" id="${field}-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

function question(name: (typeof ANSWER_FIELDS)[number], value: string, error: string | undefined): string {
  const q = QUESTIONS[name];
  const radios = q.choices
    .map(
      ([v, text]) =>
        `<label><input type="radio" name="${name}" value="${v}"${v === value ? ' checked' : ''}${
          error ? ` aria-describedby="${name}-error"` : ''
        }> ${escapeHtml(text)}</label>`,
    )
    .join('');
  return `<fieldset id="${name}" class="${error ? 'invalid' : ''}"><legend>${escapeHtml(q.legend)}</legend>${radios}${
    error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''
  }</fieldset>`;
}

/** The customer's capture page: photos, odometer reading, four questions, one submit. */
export function capturePage(
  session: SandboxSession,
  form: { values: Record<string, string>; errors: Record<string, string> } = { values: {}, errors: {} },
): string {
  const { values, errors } = form;
  const odometerError = errors.odometer;
  const body = `<h1>Vehicle inspection</h1>${vehicleHeader(session.request)}
<p>Take a photo of the front, rear, both sides and the interior of your vehicle and one of the odometer, answer four questions, then tap “Complete inspection”. It takes about five minutes.</p>
${errorSummary(errors)}
<form method="post" action="capture" enctype="multipart/form-data" novalidate>
<h2>Photos</h2><p class="hint">Stand a few steps back so the whole side fits in the picture. The odometer photo is required.</p>
${PHOTO_LABELS.map((label) => photoInput(session, label, errors[photoField(label)])).join('')}
<h2>Odometer reading</h2>
<div class="field${odometerError ? ' invalid' : ''}"><label for="odometer">Odometer reading (miles)</label><input type="text" id="odometer" name="odometer" inputmode="numeric" autocomplete="off" value="${escapeHtml(values.odometer ?? '')}"${
    odometerError ? ' aria-invalid="true" aria-describedby="odometer-error"' : ''
  }>${odometerError ? `<p class="error" id="odometer-error">${escapeHtml(odometerError)}</p>` : ''}</div>
<h2>Condition</h2>
${ANSWER_FIELDS.map((name) => question(name, values[name] ?? '', errors[name])).join('')}
<button type="submit">Complete inspection</button>
</form>`;
  return layout('Vehicle inspection', body);
}

/** After completion: the done state, and a way to retry when the dealership could not be told. */
export function donePage(session: SandboxSession): string {
  const failed = session.request.delivery && !session.request.delivery.delivered;
  const notice = failed
    ? `<div class="notice" role="status"><p>Your inspection is saved, but we could not pass it to the dealership yet.</p><form method="post" action="deliver"><button type="submit">Send to the dealership again</button></form></div>`
    : '';
  const body = `<h1>${DONE_TITLE}</h1>${vehicleHeader(session.request)}<p>We have your photos and answers. The dealership will be in touch with you soon. You can close this page.</p>${notice}`;
  return layout('Inspection complete', body);
}

const money = (v: number) => `$${v.toLocaleString('en-US')}`;
const dateTime = (d: Date) =>
  `${d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/** The condition report the dealer sees (embedded in the appraisal's Inspection tab). */
export function reportPage(session: SandboxSession): string {
  const answers = session.answers;
  if (session.status !== 'Complete' || !answers || session.grade === null) {
    return messagePage(
      'Condition report',
      'The condition report is not available yet: the inspection is not complete.',
    );
  }
  const rows: [string, string][] = [
    ['Grade', `${session.grade.toFixed(1)} / 5`],
    ['Estimated damage', money(estimatedDamageOf(answers))],
    ['Odometer', `${answers.odometer.toLocaleString('en-US')} mi`],
    ['Completed', session.completedAt ? dateTime(session.completedAt) : '—'],
    ['Photos', String(session.photos.length)],
  ];
  const answerRows = ANSWER_FIELDS.map((name) => {
    const q = QUESTIONS[name];
    const text = q.choices.find(([v]) => v === answers[name])?.[1] ?? answers[name];
    return [q.report, text] as [string, string];
  });
  const table = (r: [string, string][]) =>
    `<table><tbody>${r.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table>`;
  const photos = session.photos
    .map(
      (p, i) =>
        `<li><figure><a href="photos/${i + 1}"><img src="photos/${i + 1}" alt="${escapeHtml(PHOTO_TEXT[p.label as PhotoLabel] ?? p.label)}" loading="lazy"></a><figcaption>${escapeHtml(PHOTO_TEXT[p.label as PhotoLabel] ?? p.label)}</figcaption></figure></li>`,
    )
    .join('');
  const body = `<h1>Condition report</h1>${vehicleHeader(session.request)}
<p class="grade" aria-hidden="true">${session.grade.toFixed(1)}<span class="hint"> / 5</span></p>
<h2>Summary</h2>${table(rows)}
<h2>Customer answers</h2>${table(answerRows)}
<h2>Photos</h2>${photos ? `<ul class="photos">${photos}</ul>` : '<p>No photos.</p>'}`;
  return layout('Condition report', body);
}

export function messagePage(title: string, text: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}
