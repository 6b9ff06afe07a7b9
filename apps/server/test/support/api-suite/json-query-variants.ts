import type { Parameter } from './operations';

/**
 * Whether a query parameter carries JSON (filter, range, sort, filters ...): the document gives it
 * no type, since its schema decodes JSON text; typed parameters (an enum, a string) are plain text.
 */
export function isJsonQuery(p: Parameter): boolean {
  return p.schema?.type === undefined && p.schema?.enum === undefined && p.schema?.anyOf === undefined;
}

/** A string as JSON writes it, keeping the escape `\u0000` literal (what a client may send). */
const nul = '\\u0000';
const long = 'x'.repeat(5000);

/**
 * Strings and types inside a JSON query parameter, each with whether it must be refused (a 4xx):
 * a NUL escaped inside the JSON is the raw NUL's twin and gets the same 400 (issue 35 point 6);
 * the rest must only never fail the server.
 */
export const JSON_QUERY_VALUES: [string, boolean][] = [
  [`{"q":"${nul}abc"}`, true],
  [`{"${nul}":"x"}`, true],
  [`{"q":{"deeper":["${nul}"]}}`, true],
  [`["id${nul}","ASC"]`, true],
  [`[0,"${nul}"]`, true],
  [`"${nul}"`, true],
  [`{"q":"${long}"}`, false],
  [`["${long}","ASC"]`, false],
  [`{"${long}":1}`, false],
  ['{"q":"\\ud800"}', false],
  ['{"q":123}', false],
  ['{"q":[1,"two",null]}', false],
  ['{"q":{"a":1}}', false],
  ['{"id":"abc"}', false],
  ['{"id":[1,"x"]}', false],
  ['{"id":1e400}', false],
  ['{"campaignId":-1}', false],
  ['[0,"x"]', false],
  ['["id",{"a":1}]', false],
  ['[null,null]', false],
  ['[1e400,0]', false],
  ['["id","ASC","extra"]', false],
];
