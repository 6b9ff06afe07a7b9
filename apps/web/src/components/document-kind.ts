/** How the document grid shows a file (spec part 1, "Shared widgets": images open a viewer, pdfs open as a link). */
export type DocumentView = 'image' | 'pdf' | 'file';

export function documentView(mimeType: string | null | undefined, name = ''): DocumentView {
  const type = (mimeType ?? '').toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf' || (!type && name.toLowerCase().endsWith('.pdf'))) return 'pdf';
  return 'file';
}

/** The document an arrow key moves to ("left/right arrow keys move between documents"); stops at the ends. */
export function stepDocument(index: number, key: string, count: number): number {
  if (count <= 0) return 0;
  if (key === 'ArrowRight') return Math.min(index + 1, count - 1);
  if (key === 'ArrowLeft') return Math.max(index - 1, 0);
  return index;
}
