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
      if (!/[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/.test(id)) return null;
      const patched = code.replace(READY_REDRAW, '');
      // A new react-hook-form that changed this code must be looked at again, not built as it is.
      if (patched === code) throw new Error('no-mount-redraws: react-hook-form no longer has the isReady update');
      return { code: patched, map: null };
    },
  };
}

/** useForm's layout effect: `updateFormState((data) => ({ ...data, isReady: true }));` */
const READY_REDRAW = /updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true,\s*\}\)\);/;
