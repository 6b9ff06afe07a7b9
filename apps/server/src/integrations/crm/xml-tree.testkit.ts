/**
 * A strict little XML reader for tests (Node has no DOMParser): processing instructions, elements,
 * double- or single-quoted attributes, text with the five predefined entities and character
 * references. Anything else (a stray '<' or '&', a mismatched or unclosed tag, a second root,
 * DTDs, comments, CDATA) throws, so a document it reads is well-formed for what ADF uses.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export interface XmlDocument {
  instructions: string[];
  root: XmlElement;
}

const NAME = /^[A-Za-z_][\w.-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  if (raw.includes('<')) throw new Error(`raw '<' near ${at}`);
  return raw.replace(/&([^;]*);|&/g, (match, ref: string | undefined) => {
    if (ref === undefined) throw new Error(`bare '&' near ${at}`);
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const code = ref.startsWith('#x')
      ? Number.parseInt(ref.slice(2), 16)
      : ref.startsWith('#')
        ? Number(ref.slice(1))
        : NaN;
    if (!Number.isInteger(code)) throw new Error(`unknown entity ${match} near ${at}`);
    return String.fromCodePoint(code);
  });
}

export function parseXml(xml: string): XmlDocument {
  let i = 0;
  const instructions: string[] = [];
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const skipSpace = () => {
    while (i < xml.length && /\s/.test(xml[i]!)) i++;
  };
  const name = () => {
    const m = NAME.exec(xml.slice(i));
    if (!m) throw new Error(`name expected at ${i}`);
    i += m[0].length;
    return m[0];
  };

  while (i < xml.length) {
    if (xml.startsWith('<?', i)) {
      if (stack.length > 0 || root) throw new Error(`instruction inside or after the root at ${i}`);
      const end = xml.indexOf('?>', i);
      if (end < 0) throw new Error('unclosed instruction');
      instructions.push(xml.slice(i + 2, end));
      i = end + 2;
    } else if (xml.startsWith('</', i)) {
      i += 2;
      const closing = name();
      skipSpace();
      if (xml[i] !== '>') throw new Error(`'>' expected at ${i}`);
      i++;
      const open = stack.pop();
      if (open?.name !== closing) throw new Error(`</${closing}> closes <${open?.name}>`);
      if (stack.length === 0) root = open;
    } else if (xml[i] === '<') {
      if (xml.startsWith('<!', i)) throw new Error(`comments, CDATA and DTDs are not expected (at ${i})`);
      if (root) throw new Error(`second root element at ${i}`);
      i++;
      const element: XmlElement = { name: name(), attrs: {}, children: [], text: '' };
      for (;;) {
        const before = i;
        skipSpace();
        if (xml.startsWith('/>', i) || xml[i] === '>') break;
        if (i === before) throw new Error(`space expected before an attribute at ${i}`);
        const attr = name();
        if (attr in element.attrs) throw new Error(`duplicate attribute ${attr}`);
        if (xml[i] !== '=') throw new Error(`'=' expected at ${i}`);
        const quote = xml[i + 1];
        if (quote !== '"' && quote !== "'") throw new Error(`quoted value expected at ${i}`);
        const end = xml.indexOf(quote, i + 2);
        if (end < 0) throw new Error('unclosed attribute value');
        element.attrs[attr] = decode(xml.slice(i + 2, end), i);
        i = end + 1;
      }
      stack.at(-1)?.children.push(element);
      if (xml.startsWith('/>', i)) {
        i += 2;
        if (stack.length === 0) root = element;
      } else {
        i++;
        stack.push(element);
      }
    } else {
      const end = xml.indexOf('<', i);
      const raw = xml.slice(i, end < 0 ? xml.length : end);
      if (stack.length === 0) {
        if (raw.trim() !== '') throw new Error(`text outside the root at ${i}`);
      } else stack.at(-1)!.text += decode(raw, i);
      i += raw.length;
    }
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is not closed`);
  if (!root) throw new Error('no root element');
  return { instructions, root };
}

/** The elements at a path of names under `from`, e.g. at(root, 'prospect/vehicle/vin'). */
export function at(from: XmlElement, path: string): XmlElement[] {
  let level = [from];
  for (const part of path.split('/')) level = level.flatMap((e) => e.children.filter((c) => c.name === part));
  return level;
}

/** The text of the one element at `path`; throws when there is none or more than one. */
export function textAt(from: XmlElement, path: string): string {
  const found = at(from, path);
  if (found.length !== 1) throw new Error(`${found.length} elements at ${path}`);
  return found[0]!.text;
}
