import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useStableId } from '../src/lib/stable-id';
import { noMountRedraws } from './no-mount-redraws';

const plugin = noMountRedraws();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const transform = plugin.transform as (code: string, id: string) => { code: string } | null;

const rhfFile = createRequire(import.meta.url)
  .resolve('react-hook-form')
  .replace(/index\.cjs\.js$/, 'index.esm.mjs');
const portalFile = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/core')),
  '../esm/components/Portal/Portal.mjs',
);

describe('no-mount-redraws', () => {
  it("sends every import of @mantine/hooks, Mantine's own too, to our module, which imports the real one", () => {
    const shim = resolveId('@mantine/hooks', '/x/node_modules/@mantine/core/esm/components/Tabs/Tabs.mjs');
    expect(shim).toMatch(/src[\\/]lib[\\/]mantine-hooks\.ts$/);
    expect(resolveId('@mantine/hooks', '/app/src/features/x.tsx')).toBe(shim);
    expect(resolveId('@mantine/hooks', shim!)).toBeNull();
    expect(resolveId('@mantine/core', '/app/src/features/x.tsx')).toBeNull();
  });

  it("takes react-hook-form's isReady update out of useForm and leaves the rest of its mount effect", () => {
    const code = readFileSync(rhfFile, 'utf8');
    const patched = transform(code, rhfFile)!.code;
    expect(code).toMatch(/isReady: true,\s*\}\)\);/);
    expect(patched).not.toMatch(/updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true/);
    expect(patched).toContain('control._formState.isReady = true;');
    expect(code.length - patched.length).toBeLessThan(120);
    expect(transform(code, '/x/node_modules/other/index.mjs')).toBeNull();
  });

  it('fails the build when react-hook-form no longer has that update', () => {
    expect(() => transform('export const x = 1;', rhfFile)).toThrow(/isReady/);
  });

  it("has Mantine's Portal find its node as it renders, with no state set in its layout effect", () => {
    const code = readFileSync(portalFile, 'utf8');
    const patched = transform(code, portalFile)!.code;
    expect(code).toContain('setMounted(true)');
    expect(patched).not.toMatch(/setMounted|useState\(false\)/);
    expect(patched).toContain('nodeRef.current ??= getTargetNode({ target, reuseTargetNode, ...others })');
    // The layout effect keeps the ref and a node of the portal's own.
    expect(patched).toMatch(/useIsomorphicEffect\(\(\) => \{\s*assignRef\(ref, nodeRef\.current\);/);
    expect(patched).toContain('document.body.appendChild(nodeRef.current)');
    expect(patched).toContain('return createPortal(');
  });

  it("fails the build when Mantine's Portal changed", () => {
    expect(() => transform('export const Portal = 1;', portalFile)).toThrow(/Portal/);
  });
});

describe('useStableId', () => {
  function Ids({ given }: { given?: string }) {
    return createElement('p', null, `${useStableId(given)} ${useStableId()}`);
  }

  it("is React's id, one per component, safe in a selector; a given id wins", () => {
    const [first, second] = renderToString(createElement(Ids))
      .replace(/<\/?p>/g, '')
      .split(' ');
    expect(first).toMatch(/^mantine-[\w-]+$/);
    expect(second).toMatch(/^mantine-[\w-]+$/);
    expect(first).not.toBe(second);
    // The same tree draws the same ids: nothing random, nothing to swap after mount.
    expect(renderToString(createElement(Ids))).toBe(renderToString(createElement(Ids)));
    expect(renderToString(createElement(Ids, { given: 'vin' }))).toMatch(/^<p>vin mantine-/);
  });
});
