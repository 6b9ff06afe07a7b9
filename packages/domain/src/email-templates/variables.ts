/**
 * The variables a customer e-mail template may use, each documented with an example (the preview's
 * sample data). A template lists the ones its sender fills in; a dealer's text may use only those.
 */
export interface UsableVar {
  var: string;
  description: string;
  example: string;
}

const v = (name: string, description: string, example: string): UsableVar => ({ var: name, description, example });

export const EMAIL_VARS = {
  customer_first_name: v(
    'customer_first_name',
    "The customer's first name ('there' when the record has none, so 'Hello {{customer_first_name}},' still reads well).",
    'Maria',
  ),
  customer_last_name: v('customer_last_name', "The customer's last name.", 'Lopez'),
  customer_name: v('customer_name', "The customer's first and last name.", 'Maria Lopez'),
  customer_email: v('customer_email', "The customer's e-mail address.", 'maria.lopez@example.com'),
  customer_phone: v('customer_phone', "The customer's phone number.", '(214) 555-0142'),
  vehicle: v('vehicle', 'Year, make and model of the vehicle.', '2021 Honda Civic'),
  vehicle_year: v('vehicle_year', "The vehicle's model year.", '2021'),
  vehicle_make: v('vehicle_make', "The vehicle's make.", 'Honda'),
  vehicle_model: v('vehicle_model', "The vehicle's model.", 'Civic'),
  vehicle_trim: v('vehicle_trim', "The vehicle's trim.", 'EX'),
  vehicle_vin: v('vehicle_vin', "The vehicle's VIN.", '2HGFC2F59MH512345'),
  vehicle_mileage: v('vehicle_mileage', 'The mileage on record, in miles.', '38,250'),
  dealer_name: v('dealer_name', "The dealership's name.", 'Metro Motors'),
  dealer_address: v('dealer_address', "The dealership's address on one line.", '1200 Main St, Dallas, TX 75201'),
  dealer_phone: v('dealer_phone', "The dealership's phone number.", '(214) 555-0100'),
  dealer_logo: v(
    'dealer_logo',
    "The address of the dealership's logo (shown at the top of every e-mail).",
    'https://example.com/logo.png',
  ),
  offer_amount: v('offer_amount', 'The offer: an amount, or a range from ... to ...', '$18,500.00'),
  offer_equity: v(
    'offer_equity',
    "The customer's equity after payoff, when the offer shows it (else empty).",
    '$3,200.00',
  ),
  offer_changes: v(
    'offer_changes',
    'After an inspection changed the offer: what the customer told us beside what the inspection found, line by line, each with its effect (else empty).',
    'What you told us, what we found\nPrevious offer: $20,000.00\nMileage. You told us: 30,000 mi. We found: 48,210 mi. Effect on your offer: -$1,150.00\nNew offer: $18,850.00',
  ),
  offer_valid_until: v('offer_valid_until', 'The last day the offer can be accepted.', '12/01/2026'),
  offer_terms: v(
    'offer_terms',
    'Until when and up to how many miles the offer holds.',
    'This offer is good until 12/01/2026 and for up to 41,450 miles (250 miles over the 41,200 miles declared).',
  ),
  offer_link: v(
    'offer_link',
    "The customer's page to see, accept or decline the offer.",
    'https://dealer.example.com/offer/abc123',
  ),
  capture_link: v(
    'capture_link',
    'The page where the customer takes the photos for the inspection.',
    'https://inspect.example.com/c/abc123',
  ),
  form_link: v(
    'form_link',
    "The dealer's form where the customer tells about the vehicle.",
    'https://dealer.example.com/metro/sell?invite=abc123',
  ),
  form_kind: v('form_kind', "What the form is about: 'vehicle' or 'lease return'.", 'vehicle'),
  purchase_amount: v('purchase_amount', 'The amount the dealer pays for the lease return.', '$21,000.00'),
  campaign_name: v('campaign_name', 'The name of the campaign the invitation belongs to.', 'Spring trade-in event'),
  unsubscribe_link: v(
    'unsubscribe_link',
    "The recipient's own link to stop the dealer's marketing e-mails.",
    'https://dealer.example.com/unsubscribe?token=abc123',
  ),
} as const satisfies Record<string, UsableVar>;

export type EmailVarName = keyof typeof EMAIL_VARS;
/** The values a sender hands to the renderer: one string per variable of the template (empty when unknown). */
export type EmailVarValues = Partial<Record<EmailVarName, string>>;

/** `{{ name }}`: the one variable syntax of templates. */
export const VARIABLE_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variable names a text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(VARIABLE_PATTERN)) names.add(m[1]!);
  return [...names];
}

/** One variable at a position, anchored (sticky) so the brace check can step over it. */
const VARIABLE_AT = /\{\{\s*[^{}]*?\s*\}\}/y;

/** Where a brace stands that is not part of a whole {{name}}: 1-based line and column, and the text from there. */
export interface StrayBrace {
  line: number;
  column: number;
  excerpt: string;
}

/**
 * The first brace of a text that does not belong to a whole `{{name}}` ("{{dealer_name} thanks",
 * "name}}", a lone "{"), or null. The renderer replaces whole variables only, so a stray brace
 * would reach the customer as typed.
 */
export function strayBrace(text: string): StrayBrace | null {
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '{' && ch !== '}') continue;
    VARIABLE_AT.lastIndex = i;
    const whole = ch === '{' ? VARIABLE_AT.exec(text) : null;
    if (whole) {
      i += whole[0].length - 1;
      continue;
    }
    const before = text.slice(0, i);
    const line = before.split('\n').length;
    const column = i - before.lastIndexOf('\n');
    const rest = text.slice(i).split('\n')[0]!;
    return { line, column, excerpt: rest.length > 24 ? `${rest.slice(0, 24)}…` : rest };
  }
  return null;
}

/** The refusal of a stray brace, naming its place: 'Unbalanced braces at line 1, column 1 ("{{dealer_name} thanks"). ...'. */
export const strayBraceMessage = ({ line, column, excerpt }: StrayBrace) =>
  `Unbalanced braces at line ${line}, column ${column} ("${excerpt}"). Write a variable as {{name}}.`;

/** The variables of a text the template does not offer (their names, as written). */
export function unknownVariables(text: string, usable: readonly { var: string }[]): string[] {
  const known = new Set(usable.map((u) => u.var));
  return variablesIn(text).filter((name) => !known.has(name));
}

export const unknownVariableMessage = (names: readonly string[]) =>
  names.length === 1
    ? `Unknown variable {{${names[0]}}}.`
    : `Unknown variables ${names.map((n) => `{{${n}}}`).join(', ')}.`;

/** The sample data of the preview: every variable's documented example. */
export function sampleValues(usable: readonly UsableVar[]): Record<string, string> {
  return Object.fromEntries(usable.map((u) => [u.var, u.example]));
}
