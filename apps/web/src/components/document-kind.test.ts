import { describe, expect, it } from 'vitest';
import { documentView, stepDocument } from './document-kind';

describe('document grid helpers', () => {
  it('images open in the viewer, pdfs as a link', () => {
    expect(documentView('image/jpeg')).toBe('image');
    expect(documentView('application/pdf')).toBe('pdf');
    expect(documentView('', 'payoff.PDF')).toBe('pdf');
    expect(documentView('text/plain')).toBe('file');
  });

  it('arrow keys move between documents and stop at the ends', () => {
    expect(stepDocument(0, 'ArrowRight', 3)).toBe(1);
    expect(stepDocument(2, 'ArrowRight', 3)).toBe(2);
    expect(stepDocument(1, 'ArrowLeft', 3)).toBe(0);
    expect(stepDocument(0, 'ArrowLeft', 3)).toBe(0);
    expect(stepDocument(1, 'Enter', 3)).toBe(1);
  });
});
