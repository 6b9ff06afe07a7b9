/**
 * On a page sent with its first view the server turns the entry's style sheets into preloads
 * (`data-entry-style`, apps/server/src/plugins/web-pages.ts), so they do not hold back the first
 * paint. This applies each in its place, keeping the order of the cascade, and resolves once all
 * have loaded (or failed: the page mounts anyway, as it would with a sheet that failed).
 */
export function applyEntryStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-entry-style]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          // The same CORS mode as the preload, or the browser fetches the file again.
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.onload = sheet.onerror = () => resolve();
          preload.replaceWith(sheet);
        }),
    ),
  ).then(() => undefined);
}
