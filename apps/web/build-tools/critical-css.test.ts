import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';

describe('criticalCss', () => {
  const html = '<div class="m_1 mantine-Group-root"><h1 class="m_2">Buying center</h1></div>';

  it('keeps the rules the markup may match, the ones without classes and keyframes', () => {
    const css = `:root{--a:1}.m_1{display:flex}.m_2,.m_9{font-size:2rem}.m_9{color:red}
@media (min-width:48em){.m_1{gap:1rem}.m_9{gap:0}}@media (max-width:1em){.m_9{gap:0}}
@keyframes pulse{from{opacity:1}to{opacity:.5}}h1[data-x]{margin:0}`;
    const out = criticalCss(css, html);
    expect(out).toContain(':root{--a:1}');
    expect(out).toContain('.m_1{display:flex}');
    expect(out).toContain('.m_2{font-size:2rem}');
    expect(out).toContain('@media (min-width:48em){.m_1{gap:1rem}}');
    expect(out).toContain('@keyframes pulse');
    expect(out).toContain('h1[data-x]{margin:0}');
    expect(out).not.toContain('m_9');
    expect(out).not.toContain('max-width:1em');
  });

  it('drops a compound selector when any of its classes is missing', () => {
    expect(criticalCss('.m_1 .m_3{color:red}.m_1:where([data-x]) .m_2{color:blue}', html)).toBe(
      '.m_1:where([data-x]) .m_2{color:blue}',
    );
  });
});
