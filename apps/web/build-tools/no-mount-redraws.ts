import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Two libraries set state as a component mounts, for nothing our pages use, and each such update
 * makes React draw the component again, synchronously, in the task that first drew it (at 4x CPU
 * the record page's worksheet alone took 130 ms more). This plugin takes both updates out of the build:
 *
 * - Mantine's useId swaps React's id for a random one in a layout effect (every input, select,
 *   menu and tooltip). Every import of '@mantine/hooks', Mantine's own too, resolves to
 *   src/lib/mantine-hooks.ts, which is @mantine/hooks with a useId that keeps React's id.
 * - react-hook-form's useForm sets `formState.isReady` in a layout effect, which redraws the whole
 *   form. The form still knows it is ready (`control._formState`, which it reads itself); only
 *   the component's copy stays false, and we never read `isReady`.
 * - Mantine's Portal (every menu, select, tooltip and dialog, closed ones too) finds its node in a
 *   layout effect and sets `mounted`, for server rendering, which this app does not do for them:
 *   it finds the node as it first renders instead (document.body's shared portal node, made once).
 * - Every menu, select and tooltip keeps its target element in state, three times over (Mantine's
 *   Popover for outside clicks, floating-ui's interactions and its positioning), set from a ref as
 *   the page commits: a synchronous update, which made React draw every popover again and run all
 *   the page's mount effects in the commit's task. While the popover is closed there is nothing to
 *   place, so the target is stored in a transition, drawn after the page; the refs, which the
 *   event handlers read, are set at once. An open popover's target is stored as before.
 * - react-number-format adds `inputMode="numeric"` only after mounting (for server rendering), so
 *   every amount input drew again after the page: it adds it as it first renders.
 */
export function noMountRedraws(): Plugin {
  const mantineHooks = fileURLToPath(new URL('../src/lib/mantine-hooks.ts', import.meta.url));
  return {
    name: 'no-mount-redraws',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@mantine/hooks' && importer !== mantineHooks) return mantineHooks;
      return null;
    },
    transform(code, id) {
      const patch = PATCHES.find((p) => p.file.test(id));
      if (!patch) return null;
      let patched = code;
      for (const [from, to] of patch.edits) {
        const next = patched.replace(from, to);
        // A new version that changed this code must be looked at again, not built as it is.
        if (next === patched) throw new Error(`no-mount-redraws: ${patch.name} no longer has ${from}`);
        patched = next;
      }
      return { code: patched, map: null };
    },
  };
}

interface Patch {
  name: string;
  file: RegExp;
  edits: [RegExp, string][];
}

const PATCHES: Patch[] = [
  {
    name: 'react-hook-form',
    file: /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/,
    // useForm's layout effect: `updateFormState((data) => ({ ...data, isReady: true }));`
    edits: [[/updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true,\s*\}\)\);/, '']],
  },
  {
    name: "Mantine's Portal",
    file: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Portal[\\/]Portal\.mjs$/,
    edits: [
      // The node, found as the portal first renders rather than in its layout effect...
      [
        /const \[mounted, setMounted\] = useState\(false\);\s*const nodeRef = useRef\(null\);/,
        "const nodeRef = useRef(null);\n\tif (typeof document !== 'undefined') nodeRef.current ??= getTargetNode({ target, reuseTargetNode, ...others });",
      ],
      // ...which keeps the rest: the ref, and appending and removing a node of its own.
      [
        /setMounted\(true\);\s*nodeRef\.current = getTargetNode\(\{\s*target,\s*reuseTargetNode,\s*\.\.\.others\s*\}\);/,
        '',
      ],
      [/if \(!mounted \|\| !nodeRef\.current\) return null;/, 'if (!nodeRef.current) return null;'],
    ],
  },
  {
    name: "floating-ui's positioning",
    file: /[\\/]@floating-ui[\\/]react-dom[\\/]dist[\\/]floating-ui\.react-dom\.mjs$/,
    edits: [
      [
        /referenceRef\.current = node;\s*_setReference\(node\);/,
        'referenceRef.current = node;\n      if (floatingRef.current) _setReference(node);\n      else React.startTransition(() => _setReference(node));',
      ],
    ],
  },
  {
    name: "floating-ui's interactions",
    file: /[\\/]@floating-ui[\\/]react[\\/]dist[\\/]floating-ui\.react\.mjs$/,
    edits: [
      [
        /domReferenceRef\.current = node;\s*setDomReference\(node\);/,
        'domReferenceRef.current = node;\n      if (position.refs.floating.current) setDomReference(node);\n      else React.startTransition(() => setDomReference(node));',
      ],
    ],
  },
  {
    name: "Mantine's Popover",
    file: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Popover[\\/]Popover\.mjs$/,
    edits: [
      [
        /import \{ useCallback, useRef, useState \} from "react";/,
        'import { startTransition, useCallback, useRef, useState } from "react";',
      ],
      [
        /const reference = useCallback\(\(node\) => \{\s*setTargetNode\(node\);/,
        'const reference = useCallback((node) => {\n\t\tif (popover.floating.refs.floating.current) setTargetNode(node);\n\t\telse startTransition(() => setTargetNode(node));',
      ],
    ],
  },
  {
    name: 'react-number-format',
    file: /[\\/]react-number-format[\\/]dist[\\/]react-number-format\.es\.js$/,
    edits: [
      [/setMounted\(true\);/, ''],
      [/var inputMode = mounted && addInputMode\(\)/, 'var inputMode = addInputMode()'],
    ],
  },
];
