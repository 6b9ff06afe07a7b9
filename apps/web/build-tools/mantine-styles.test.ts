import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedMantineStyles, neededMantineStyles } from './mantine-styles';

const web = join(import.meta.dirname, '..');

describe('the Mantine styles the app loads (src/app/mantine-styles.css)', () => {
  it('are those of the components it uses, with what they build on, in Mantine order', () => {
    const needed = neededMantineStyles(join(web, 'src'), join(web, '../../node_modules'));
    const imported = importedMantineStyles(readFileSync(join(web, 'src/app/mantine-styles.css'), 'utf8'));
    // On a failure, the expected list is the file's @imports to write.
    expect(imported).toEqual(needed);
  });

  it('follow components through the ones they are made of', () => {
    const needed = neededMantineStyles(join(web, 'src'), join(web, '../../node_modules'));
    // Select has no styles of its own: it is drawn by Combobox, Input, Popover and ScrollArea.
    expect(needed).toEqual(expect.arrayContaining(['Combobox', 'Input', 'Popover', 'ScrollArea']));
    expect(needed.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(needed).not.toContain('Slider');
  });
});
