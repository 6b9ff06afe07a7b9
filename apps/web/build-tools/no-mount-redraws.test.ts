import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useReducedMotion } from '../src/lib/mantine-hooks';
import { useStableId } from '../src/lib/stable-id';
import { noMountRedraws } from './no-mount-redraws';

const plugin = noMountRedraws();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const transform = plugin.transform as (code: string, id: string) => { code: string } | null;

const rhfFile = createRequire(import.meta.url)
  .resolve('react-hook-form')
  .replace(/index\.cjs\.js$/, 'index.esm.mjs');
const mantineEsm = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../esm/components');
const portalFile = join(mantineEsm, 'Portal/Portal.mjs');
const popoverFile = join(mantineEsm, 'Popover/Popover.mjs');
/** A file of a package whose main module sits in its dist folder. */
const resolveFrom = (pkg: string, file: string) =>
  join(dirname(createRequire(import.meta.url).resolve(pkg)), '..', file);
const positioningFile = resolveFrom('@floating-ui/react-dom', 'dist/floating-ui.react-dom.mjs');
const interactionsFile = resolveFrom('@floating-ui/react', 'dist/floating-ui.react.mjs');
const numberFormatFile = resolveFrom('react-number-format', 'dist/react-number-format.es.js');

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

  it("stores a closed popover's target in a transition, an open one's at once, and sets the refs at once", () => {
    const positioning = transform(readFileSync(positioningFile, 'utf8'), positioningFile)!.code;
    expect(positioning).toMatch(
      /referenceRef\.current = node;\s*if \(floatingRef\.current\) _setReference\(node\);\s*else React\.startTransition\(\(\) => _setReference\(node\)\);/,
    );
    const interactions = transform(readFileSync(interactionsFile, 'utf8'), interactionsFile)!.code;
    expect(interactions).toMatch(
      /domReferenceRef\.current = node;\s*if \(position\.refs\.floating\.current\) setDomReference\(node\);\s*else React\.startTransition\(\(\) => setDomReference\(node\)\);/,
    );
    const popover = transform(readFileSync(popoverFile, 'utf8'), popoverFile)!.code;
    expect(popover).toContain('import { startTransition, useCallback, useRef, useState } from "react";');
    expect(popover).toMatch(
      /if \(popover\.floating\.refs\.floating\.current\) setTargetNode\(node\);\s*else startTransition\(\(\) => setTargetNode\(node\)\);\s*popover\.floating\.refs\.setReference\(node\);/,
    );
  });

  it('gives amount inputs their numeric keyboard as they first render', () => {
    const code = readFileSync(numberFormatFile, 'utf8');
    const patched = transform(code, numberFormatFile)!.code;
    expect(code).toContain('setMounted(true);');
    expect(patched).not.toContain('setMounted(true);');
    expect(patched).toContain('var inputMode = addInputMode() ?');
  });

  it('fails the build when floating-ui, the Popover or react-number-format changed', () => {
    for (const file of [positioningFile, interactionsFile, popoverFile, numberFormatFile])
      expect(() => transform('export const x = 1;', file)).toThrow(/no longer has/);
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

describe('useReducedMotion', () => {
  function Motion() {
    return createElement('p', null, String(useReducedMotion()));
  }

  it("is the media query's answer as the component first renders, not undefined until an effect", () => {
    const matchMedia = (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener() {},
      removeEventListener() {},
    });
    Object.assign(globalThis, { window: { matchMedia } });
    try {
      expect(renderToString(createElement(Motion))).toBe('<p>true</p>');
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
    }
  });
});
